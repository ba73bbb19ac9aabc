/// One piece of content per element of a collection, identified by the element's id.
///
/// Not a node itself: it emits its rows into the enclosing container. Each row's nodes take their
/// ids from the element's id (`list.0/hstack[42]`), so inserting, removing or moving elements keeps
/// every other row's ids — and the diff turns an insertion into one `add`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Action>: Component {
    let data: Data
    /// A closure, not the key path: `\.id` in a generic extension is instantiated at run time
    /// on every call.
    let id: (Data.Element) -> ID
    let row: (Data.Element) -> ComponentGroup<Action>

    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ComponentBuilder<Action> row: @escaping (Data.Element) -> ComponentGroup<Action>
    ) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, row: row)
    }

    init(
        _ data: Data,
        identifiedBy id: @escaping (Data.Element) -> ID,
        @ComponentBuilder<Action> row: @escaping (Data.Element) -> ComponentGroup<Action>
    ) {
        self.data = data
        self.id = id
        self.row = row
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        for element in data {
            sink.withElementIdentity(of: id(element)) { sink in
                row(element).render(in: context, into: &sink)
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ComponentBuilder<Action> row: @escaping (Data.Element) -> ComponentGroup<Action>) {
        self.init(data, identifiedBy: { $0.id }, row: row)
    }
}
