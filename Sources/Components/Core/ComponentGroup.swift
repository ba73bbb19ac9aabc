/// Several components rendered one after another into the same parent, as a builder block makes.
///
/// Siblings share one ``NodeSink`` so that derived ids count positions across the whole block.
public struct ComponentGroup<Action>: Component {
    var items: [any Component<Action>]

    init(_ items: [any Component<Action>]) {
        self.items = items
    }

    /// The items of `groups` one after another: a block's statements, each a group of one item
    /// or none (an `if` that is false). Joined by hand rather than with `flatMap`, whose
    /// unspecialised sequence code (a feature's block runs behind `any FeatureStore`) looked up
    /// the metadata of its iterators and optionals at every element.
    init(joining groups: [ComponentGroup<Action>]) {
        var count = 0
        for group in groups { count += group.items.count }
        var items: [any Component<Action>] = []
        items.reserveCapacity(count)
        for group in groups {
            for item in group.items { items.append(item) }
        }
        self.items = items
    }

    /// A group that renders nothing.
    public static var empty: ComponentGroup<Action> { ComponentGroup([]) }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        for item in items {
            item.render(in: context, into: &sink)
        }
    }
}

/// A component that renders nothing; what an `if` without `else` renders when false.
public struct EmptyComponent<Action>: Component {
    public init() {}

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {}
}
