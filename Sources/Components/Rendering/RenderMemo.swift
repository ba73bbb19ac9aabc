/// What ``Memoized`` components rendered in the last render of one view, for the next render of
/// the same view to reuse.
///
/// A view subscription keeps one and passes it to ``RenderedTree/init(rendering:environment:memo:)``;
/// each render keeps only the entries it used or made, so it holds about one render's memoised
/// nodes. Not thread-safe: one view, rendered on one executor at a time.
///
/// ```swift
/// let memo = RenderMemo()
/// let first = RenderedTree(rendering: view(state), environment: environment, memo: memo)
/// let second = RenderedTree(rendering: view(next), environment: environment, memo: memo)  // unchanged rows reused
/// ```
public final class RenderMemo: @unchecked Sendable {
    // Unchecked for exclusivity at run time (a call of about 60 instructions at each of the
    // three accesses a `Memoized` makes): one render uses the memo at a time, as said above, and
    // no access here outlives the statement that makes it.
    @exclusivity(unchecked) private var last: [String: AnyObject] = [:]
    @exclusivity(unchecked) private var current: [String: AnyObject] = [:]
    /// Renders reused and made in the last render (tests, benchmarks).
    @exclusivity(unchecked) public private(set) var reused = 0
    @exclusivity(unchecked) public private(set) var rendered = 0

    public init() {}

    /// The entry remembered under `key` (two places with one key keep the later one: the other
    /// then renders, its place being compared before any reuse).
    func entry(at key: String) -> AnyObject? { last[key] }

    func keep(_ entry: AnyObject, at key: String, reused wasReused: Bool) {
        current[key] = entry
        if wasReused { reused += 1 } else { rendered += 1 }
    }

    func renderEnded() {
        // Storage kept for the next render's entries: about as many as this one's.
        swap(&last, &current)
        current.removeAll(keepingCapacity: true)
    }

    /// Counts from zero again (the entries stay).
    public func resetCounts() {
        reused = 0
        rendered = 0
    }
}

/// One remembered render of a ``Memoized``: what it was rendered from and what it emitted.
final class MemoEntry<Input: Equatable, Action: Equatable> {
    let input: Input
    let environment: EnvironmentValues<Action>
    let place: NodeSink<Action>.Place
    let before: NodeSink<Action>.Counters
    let after: NodeSink<Action>.Counters
    let nodes: [RenderedNode<Action>]

    init(
        input: Input, environment: EnvironmentValues<Action>, place: NodeSink<Action>.Place, before: NodeSink<Action>.Counters,
        after: NodeSink<Action>.Counters, nodes: [RenderedNode<Action>]
    ) {
        self.input = input
        self.environment = environment
        self.place = place
        self.before = before
        self.after = after
        self.nodes = nodes
    }
}
