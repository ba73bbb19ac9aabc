/// Content rendered once for as long as `input` stays equal: a later render of the same view
/// reuses the nodes instead of building them again, so a long list costs what changed.
///
/// The content must be a function of `input` alone (and of the environment, which is compared
/// too): everything it reads from the state goes into `input`. Reuse needs a ``RenderMemo``
/// (view subscriptions keep one); without it, and whenever the input, the environment, the place
/// in the tree or the ids around it differ from the remembered render, the content renders as
/// usual, so the tree is always the one a plain render gives.
///
/// ```swift
/// ForEach(state.items) { item in
///     let isSelected = state.selectedIDs.contains(item.id)
///     Memoized(ChipInput(item: item, isSelected: isSelected)) {   // an Equatable struct
///         chip(item, isSelected: isSelected)
///     }
///     .id("item-\(item.id)")
/// }
/// ```
public struct Memoized<Input: Equatable, Action: Equatable>: Component {
    let input: Input
    let content: () -> ComponentGroup<Action>

    public init(_ input: Input, @ComponentBuilder<Action> content: @escaping () -> ComponentGroup<Action>) {
        self.input = input
        self.content = content
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        guard let memo = context.memo else {
            content().render(in: context, into: &sink)
            return
        }
        let place = sink.place(explicitID: context.explicitID)
        let before = sink.counters
        let key = place.key
        if let entry = memo.entry(at: key) as? MemoEntry<Input, Action>, entry.input == input, entry.place == place,
            entry.before == before, entry.environment == context.environment,
            sink.replay(entry.nodes, leaving: entry.after)
        {
            memo.keep(entry, at: key, reused: true)
            return
        }
        let start = sink.nodes.count
        let collisions = sink.collisions
        content().render(in: context, into: &sink)
        // An id that got a `~n` suffix depended on its siblings: not remembered.
        guard sink.collisions == collisions else { return }
        let entry = MemoEntry(
            input: input, environment: context.environment, place: place, before: before,
            after: sink.counters, nodes: Array(sink.nodes[start...])
        )
        memo.keep(entry, at: key, reused: false)
    }
}
