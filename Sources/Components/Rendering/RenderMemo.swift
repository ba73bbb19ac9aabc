import JSON

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
    //
    // Entries in the order they were kept: a render meets its `Memoized` components in the order
    // the last one did, so the next entry is looked at first and a key is compared, not hashed
    // (hashing the key to find it and again to keep it cost about 1.4k instructions a lookup).
    // Out of order (a row inserted, moved or removed), a table of the last render's keys is
    // built once for the render.
    @exclusivity(unchecked) private var last: [Kept] = []
    @exclusivity(unchecked) private var current: [Kept] = []
    @exclusivity(unchecked) private var next = 0
    @exclusivity(unchecked) private var lastPositions: [String: Int]?
    /// The root node's properties, made from the environment's wire members: reused while they
    /// stay equal, so consecutive trees share one storage.
    @exclusivity(unchecked) var rootProperties: RootProperties?
    /// Renders reused and made in the last render (tests, benchmarks).
    @exclusivity(unchecked) public private(set) var reused = 0
    @exclusivity(unchecked) public private(set) var rendered = 0

    private struct Kept {
        let key: String
        let entry: AnyObject
    }

    public init() {}

    /// The entry remembered under `key` (two places with one key: the one after the last entry
    /// found, else the later one; a place whose entry is another's then renders, being compared
    /// before any reuse).
    func entry(at key: String) -> AnyObject? {
        if next < last.count, last[next].key == key {
            next += 1
            return last[next - 1].entry
        }
        if lastPositions == nil {
            var positions = [String: Int](minimumCapacity: last.count)
            for position in last.indices { positions[last[position].key] = position }
            lastPositions = positions
        }
        guard let position = lastPositions?[key] else { return nil }
        next = position + 1
        return last[position].entry
    }

    func keep(_ entry: AnyObject, at key: String, reused wasReused: Bool) {
        current.append(Kept(key: key, entry: entry))
        if wasReused { reused += 1 } else { rendered += 1 }
    }

    func renderEnded() {
        // Storage kept for the next render's entries: about as many as this one's.
        swap(&last, &current)
        current.removeAll(keepingCapacity: true)
        next = 0
        lastPositions = nil
    }

    /// Counts from zero again (the entries stay).
    public func resetCounts() {
        reused = 0
        rendered = 0
    }
}

/// The root node's properties and the environment members they were made from.
struct RootProperties {
    let dynamicTypeSize: DynamicTypeSize
    let colorScheme: ColorScheme
    let locale: String
    let focusedField: String?
    let properties: JSONObject
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
