import Components
public import Foundation
import JSON

// MARK: - Rows a user can delete and move

/// Content made of rows, one per element, as SwiftUI's (`ForEach`, and TCA's `ForEachStore`):
/// `.onDelete` and `.onMove` add to each row the buttons a swipe and edit mode's handles offer.
public protocol DynamicViewContent: View {}

extension DynamicViewContent {
    /// Runs `action` with the offsets of the rows a user deletes: each row gains a `delete`
    /// button (`"style": "rowAction"`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        RowActions(content: self, onDelete: action, onMove: nil)
    }

    /// Runs `action` with the offsets of the rows moved and their destination: each row gains
    /// `moveUp` and `moveDown` buttons (where there is a row to move past).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        RowActions(content: self, onDelete: nil, onMove: action)
    }
}

/// Rows with their delete and move buttons: each node the content emits is a row.
struct RowActions<Content: View>: DynamicViewContent, PrimitiveView {
    typealias Body = Never
    let content: Content
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        let start = sink.nodes.count
        context.render(content, into: &sink)
        let count = sink.nodes.count - start
        for offset in 0..<count {
            add(to: &sink.nodes[start + offset], offset: offset, count: count, context: context)
        }
    }

    private func add<Action>(to row: inout RenderedNode<Action>, offset: Int, count: Int, context: ViewContext<Action>) {
        guard row.isEnabled else { return }
        if let onDelete {
            row.children.append(button(row.id + "/delete", "Delete", context) { onDelete(IndexSet(integer: offset)) })
        }
        guard let onMove else { return }
        if offset > 0 {
            row.children.append(button(row.id + "/moveUp", "Move Up", context) { onMove(IndexSet(integer: offset), offset - 1) })
        }
        if offset + 1 < count {
            row.children.append(button(row.id + "/moveDown", "Move Down", context) { onMove(IndexSet(integer: offset), offset + 2) })
        }
    }

    /// A row's button: its id under the row, its title, and the handler's dry run as its tap.
    private func button<Action>(
        _ id: String, _ title: String, _ context: ViewContext<Action>, run: () -> Void
    ) -> RenderedNode<Action> {
        var node = RenderedNode<Action>(
            id: id, type: "button", role: .button,
            isEnabled: context.base.environment.isEnabled, isHidden: context.base.environment.isHidden)
        node.text = title
        node.accessibilityLabel = title
        node.set("style", "rowAction", outline: true)
        node.set("title", .string(title))
        node.interactions.tap = InteractionRecorder.dryRun(run)
        return node
    }
}
