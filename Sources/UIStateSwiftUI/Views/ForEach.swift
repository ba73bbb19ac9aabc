import Foundation
package import Components
import JSON

// MARK: - ForEach

/// One piece of content per element of a collection, as SwiftUI's.
///
/// Not a node itself: each element's nodes go into the enclosing container with ids taken from
/// the element's id (`list.0/text[42]`), as uistate's own `ForEach`. `.onDelete` and `.onMove`
/// (``DynamicViewContent``) add `delete` and `move` buttons to each row.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: DynamicViewContent, PrimitiveView {
    public typealias Body = Never
    let data: Data
    /// A closure, not the key path: `\.id` in a generic extension is instantiated at run time
    /// on every call.
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        for element in data {
            sink.withElementIdentity(of: id(element)) { sink in
                let start = sink.nodes.count
                context.render(content(element), into: &sink)
                guard start < sink.nodes.count else { return }
                // Inside a picker an element's id is its option's tag unless it sets one.
                context.environment[TagCollectorKey.self]?.record(id(element), for: sink.nodes[start].id, explicit: false)
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach {
    /// A row per element of a bound collection, each given a binding to its element, as
    /// SwiftUI's `ForEach($items) { $item in TextField("Name", text: $item.name) }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        let elements = data.wrappedValue.indices.map { index in
            Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.init(elements, identifiedBy: { $0.wrappedValue.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}

