public import Foundation
package import Components
import JSON

// MARK: - ForEach

/// One piece of content per element of a collection, as SwiftUI's.
///
/// Not a node itself: each element's nodes go into the enclosing container with ids taken from
/// the element's id (`list.0/text[42]`), as uistate's own `ForEach`. Inside a ``List``,
/// `.onDelete` and `.onMove` add a `delete` button and `move` buttons to each row.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Runs `action` with the offsets of the rows a user deletes (a swipe, or edit mode's button).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.onDelete = action
        return copy
    }

    /// Runs `action` with the offsets of the rows moved and their destination.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.onMove = action
        return copy
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        let count = data.count
        for (offset, element) in data.enumerated() {
            let identity = Self.identityString(element[keyPath: id])
            sink.withElementIdentity(identity) { sink in
                let start = sink.nodes.count
                context.render(content(element), into: &sink)
                guard start < sink.nodes.count else { return }
                // Inside a picker an element's id is its option's tag unless it sets one.
                context.environment[TagCollectorKey.self]?.record(element[keyPath: id], for: sink.nodes[start].id, explicit: false)
                addRowActions(to: &sink.nodes[start], offset: offset, count: count, context: context)
            }
        }
    }

    /// A row's delete and move buttons, as a swipe and edit mode's handles would offer them.
    private func addRowActions<Action>(to row: inout RenderedNode<Action>, offset: Int, count: Int, context: ViewContext<Action>) {
        if let onDelete {
            var button = RowActionNode.make(id: row.id + "/delete", title: "Delete", context: context)
            button.interactions.tap = InteractionRecorder.dryRun { onDelete(IndexSet(integer: offset)) }
            row.children.append(button)
        }
        if let onMove {
            if offset > 0 {
                var up = RowActionNode.make(id: row.id + "/moveUp", title: "Move Up", context: context)
                up.interactions.tap = InteractionRecorder.dryRun { onMove(IndexSet(integer: offset), offset - 1) }
                row.children.append(up)
            }
            if offset + 1 < count {
                var down = RowActionNode.make(id: row.id + "/moveDown", title: "Move Down", context: context)
                down.interactions.tap = InteractionRecorder.dryRun { onMove(IndexSet(integer: offset), offset + 2) }
                row.children.append(down)
            }
        }
    }

    static func identityString(_ id: ID) -> String {
        if let string = id as? String { return string }
        if let integer = id as? Int { return String(integer) }
        return String(describing: id)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// The buttons a list row gains for `.onDelete` and `.onMove`.
enum RowActionNode {
    static func make<Action>(id: String, title: String, context: ViewContext<Action>) -> RenderedNode<Action> {
        var sink = NodeSink<Action>(parentID: "")
        var base = context.base.forChildren
        base.explicitID = id
        var node = sink.makeNode(type: "button", role: .button, context: base)
        node.text = title
        node.accessibilityLabel = title
        node.set("style", "rowAction", outline: true)
        node.set("title", .string(title))
        return node
    }
}
