import Scenario

// MARK: - ExploreOptions

/// How far and how wide an exploration goes.
///
/// ```swift
/// var options = ExploreOptions()
/// options.depth = 6
/// options.invariants = try Invariants(json: file)
/// let result = try await Explorer(feature: definition, options: options).run()
/// ```
package struct ExploreOptions: Sendable {
    /// The longest path explored, in inputs (a state found at this depth is not expanded).
    package var depth = 8
    /// Stop after this many distinct states.
    package var maxStates = 10_000
    /// Texts to type into fields, by field id, tried before the defaults.
    package var samples: [String: [String]] = [:]
    package var invariants = Invariants()
    /// Threads expanding the states of one depth at the same time (`ExpansionThreads`); the
    /// result is the same for any number.
    package var jobs = 1
    /// Explore only the subtrees of the states at `shardDepth` dealt to this shard (the I-th of
    /// N gets those whose offset in discovery order modulo N is I − 1); everything above is
    /// explored by every shard.
    package var shard: Shard?
    /// Dependency presets, by dependency name.
    package var presets: [String: String] = [:]
    /// Also switch the dynamic type size to its boundaries (the smallest and the largest
    /// accessibility size) and back to the default, from every state.
    package var environmentVariants = false
    /// Also kill and start the app again (same storage) from every state.
    package var relaunches = false
    /// The wall-clock bound on an effect that waits on something other than the test clock.
    package var settleTimeout: Duration = .seconds(10)
    /// Keep every transition's start state and the actions its step processed
    /// (`ExplorationResult.recordedTransitions`): what the benchmark's plain-loop floor replays.
    package var recordsTransitions = false
    /// Try an input that only sends actions returning no effect on a copy of the state, without
    /// a store, when it leads to a known state (`Explorer.quietStep`); off, every try takes a
    /// store (what tests compare the quiet way with).
    package var quietSteps = true
    /// Read a new state's screen from its typed tree (`RenderedScreen.digest`) and encode its
    /// tree only when it is the first of its screen or user invariants read it
    /// (`Observation.read`); off, every new state's tree is encoded and its screen read from that
    /// wire form (what tests compare the typed way with).
    package var readsTypedTrees = true
    /// Continue from a state whose effects in flight the runtime keeps by value (timers asleep
    /// on the test clock, a debounce's wait: `Store.suspendedEffects()`) as from a quiescent
    /// one, from its own checkpoint; off, such a state replays its path from the nearest
    /// quiescent state (what tests compare the continued way with).
    package var continuesEffectsInFlight = true

    package init() {}

    /// `I/N`: this shard's index, from 1 as `replay --shard` counts, of N.
    package struct Shard: Sendable, Equatable {
        /// 1-based.
        package var index: Int
        package var count: Int
        /// The depth whose states are divided among the shards.
        package var depth: Int

        package init(index: Int, count: Int, depth: Int = 1) {
            self.index = index
            self.count = count
            self.depth = depth
        }

        /// Reads `I/N` with `1 <= I <= N`; `Scenario.Shard.refusal(of:)` says why another text
        /// is not one.
        package init?(parsing text: String, depth: Int = 1) {
            guard let shard = Scenario.Shard(parsing: text) else { return nil }
            self.init(index: shard.index, count: shard.count, depth: depth)
        }

        /// Whether the `offset`-th state at the shard depth (in discovery order, from 0) is this
        /// shard's.
        package func contains(offset: Int) -> Bool {
            offset % count + 1 == index
        }

        /// `I/N`, as reports and file names carry it.
        package var description: String { "\(index)/\(count)" }
    }
}
