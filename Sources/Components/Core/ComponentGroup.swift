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
    var storage: Storage

    typealias Item = (RenderContext<Action>, inout NodeSink<Action>) -> Void

    /// A single item is kept without an array: every statement of a builder block is a group of
    /// one before the block joins them, and an array of one was an allocation (and a release
    /// through the function type's generic value witness) per statement at every render.
    enum Storage {
        case one(Item)
        case many([Item])
    }

    init(_ components: [any Component<Action>]) {
        var items: [Item] = []
        items.reserveCapacity(components.count)
        for component in components { items.append(Self.item(component)) }
        self.init(items: items)
    }

    /// A group of one component.
    init(_ component: consuming some Component<Action>) {
        storage = .one(Self.item(component))
    }

    init(items: [Item]) {
        storage = items.count == 1 ? .one(items[0]) : .many(items)
    }

    static func item(_ component: consuming some Component<Action>) -> Item {
        { context, sink in component.render(in: context, into: &sink) }
    }

    /// The number of items.
    var count: Int {
        switch storage {
        case .one: 1
        case .many(let items): items.count
        }
    }

    /// True for a group that renders nothing.
    var isEmpty: Bool { count == 0 }

    /// The items of `groups` one after another: a block's statements, each a group of one item
    /// or none (an `if` that is false). Joined by hand rather than with `flatMap`, whose
    /// unspecialised sequence code (a feature's block runs behind `any FeatureStore`) looked up
    /// the metadata of its iterators and optionals at every element.
    init(joining groups: [ComponentGroup<Action>]) {
        var count = 0
        var only: ComponentGroup<Action>?
        for group in groups where group.count > 0 {
            count += group.count
            only = group
        }
        if count == 1, let only {
            self = only
            return
        }
        var items: [Item] = []
        items.reserveCapacity(count)
        for group in groups {
            switch group.storage {
            case .one(let item): items.append(item)
            case .many(let more): for item in more { items.append(item) }
            }
        }
        storage = .many(items)
    }

    /// A group that renders nothing.
    public static var empty: ComponentGroup<Action> { ComponentGroup(items: []) }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        switch storage {
        case .one(let item):
            item(context, &sink)
        case .many(let items):
            for item in items {
                item(context, &sink)
            }
        }
    }
}

/// A component that renders nothing; what an `if` without `else` renders when false.
public struct EmptyComponent<Action>: Component {
    public init() {}

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {}
}
