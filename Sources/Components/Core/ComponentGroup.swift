/// Several components rendered one after another into the same parent, as a builder block makes.
///
/// Siblings share one ``NodeSink`` so that derived ids count positions across the whole block.
public struct ComponentGroup<Action>: Component {
    /// Each item as the function that renders it, made where the item's type is known: a builder
    /// block in a feature's view names every component's type, so in a release build (Components
    /// is compiled for cross-module optimisation) the function is the component's `render`
    /// specialised for the feature's `Action`. An item kept as `any Component<Action>` would
    /// render through its conformance's generic entry, where every generic type's layout is a
    /// metadata look-up (about 340 instructions each).
    var items: [Item]

    typealias Item = (RenderContext<Action>, inout NodeSink<Action>) -> Void

    init(_ components: [any Component<Action>]) {
        var items: [Item] = []
        items.reserveCapacity(components.count)
        for component in components { items.append(Self.item(component)) }
        self.items = items
    }

    /// A group of one component.
    init(_ component: some Component<Action>) {
        items = [Self.item(component)]
    }

    init(items: [Item]) {
        self.items = items
    }

    static func item(_ component: some Component<Action>) -> Item {
        { context, sink in component.render(in: context, into: &sink) }
    }

    /// The items of `groups` one after another: a block's statements, each a group of one item
    /// or none (an `if` that is false). Joined by hand rather than with `flatMap`, whose
    /// unspecialised sequence code (a feature's block runs behind `any FeatureStore`) looked up
    /// the metadata of its iterators and optionals at every element.
    init(joining groups: [ComponentGroup<Action>]) {
        var count = 0
        for group in groups { count += group.items.count }
        var items: [Item] = []
        items.reserveCapacity(count)
        for group in groups {
            for item in group.items { items.append(item) }
        }
        self.items = items
    }

    /// A group that renders nothing.
    public static var empty: ComponentGroup<Action> { ComponentGroup(items: []) }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        for item in items {
            item(context, &sink)
        }
    }
}

/// A component that renders nothing; what an `if` without `else` renders when false.
public struct EmptyComponent<Action>: Component {
    public init() {}

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {}
}
