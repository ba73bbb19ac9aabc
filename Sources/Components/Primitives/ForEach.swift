/// One piece of content per element of a collection, identified by the element's id.
///
/// Not a node itself: it emits its rows into the enclosing container. Each row's nodes take their
/// ids from the element's id (`list.0/hstack[42]`), so inserting, removing or moving elements keeps
/// every other row's ids — and the diff turns an insertion into one `add`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Action>: Component {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let row: (Data.Element) -> ComponentGroup<Action>

    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ComponentBuilder<Action> row: @escaping (Data.Element) -> ComponentGroup<Action>
    ) {
        self.data = data
        self.id = id
        self.row = row
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        for element in data {
            let identity = Self.identityString(element[keyPath: id])
            sink.withElementIdentity(identity) { sink in
                row(element).render(in: context, into: &sink)
            }
        }
    }

    /// Strings and integers as themselves; anything else as `String(describing:)`, which is stable
    /// for the value types ids are made of.
    static func identityString(_ id: ID) -> String {
        if let string = id as? String { return string }
        // The common integer ids without `String(describing:)`, whose conformance look-ups cost
        // more per row than the rest of the id (same text: an integer describes itself in decimal).
        if let integer = id as? Int { return String(integer) }
        if let integer = id as? Int64 { return String(integer) }
        return String(describing: id)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ComponentBuilder<Action> row: @escaping (Data.Element) -> ComponentGroup<Action>) {
        self.init(data, id: \.id, row: row)
    }
}
