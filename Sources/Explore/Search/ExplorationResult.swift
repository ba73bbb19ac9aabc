public import JSONValue

// MARK: - ExplorationResult

/// What an exploration found: the counts of coverage, the shortest path to every distinct
/// screen, and the shortest path to every broken invariant.
public struct ExplorationResult: Sendable {
    public var feature: String
    /// Distinct states (by fingerprint), the launch state included.
    public var stateHashes: Set<String> = []
    /// Distinct transitions: `from-hash input to-hash`.
    public var transitionKeys: Set<String> = []
    public var screens: [Screen] = []
    public var violations: [Violation] = []
    /// Every node id rendered in any explored state.
    public var nodesSeen: Set<String> = []
    /// Node ids seen enabled and visible at least once.
    public var nodesEnabled: Set<String> = []
    /// Interactive node ids (tap, input, appear) a step of the search used.
    public var nodesInteracted: Set<String> = []
    /// Interactive node ids offered by some explored screen.
    public var nodesInteractive: Set<String> = []
    /// Top-level action cases the feature declares.
    public var actionCases: [String] = []
    /// Top-level action cases the search sent (or effects sent back).
    public var actionCasesSent: Set<String> = []
    /// The deepest level expanded.
    public var depthReached = 0
    /// True when the search ran out of new states before its depth and state limits.
    public var exhausted = false
    /// Which shard this is (`I/N`), when sharded.
    public var shard: String?

    /// The shortest path found to a distinct screen, with what it ends on.
    public struct Screen: Sendable {
        public var hash: String
        public var path: [ExploreInput]
        public var state: JSONValue
        public var tree: JSONValue
    }

    /// The shortest path found that breaks an invariant.
    public struct Violation: Sendable {
        public var invariant: String
        public var message: String
        /// The inputs to the broken state; for a refused interaction or an effect that never
        /// settles, the last input is the one that failed.
        public var path: [ExploreInput]
        /// The state the path ends on (the state before the failing input, for those).
        public var state: JSONValue
        /// The user's schema, for invariants from a file.
        public var schema: JSONValue?
    }

    public var stateCount: Int { stateHashes.count }
    public var transitionCount: Int { transitionKeys.count }
    public var nodesNeverEnabled: [String] { nodesSeen.subtracting(nodesEnabled).sorted() }
    public var nodesNeverInteracted: [String] { nodesInteractive.subtracting(nodesInteracted).sorted() }
    public var actionCasesNeverSent: [String] { actionCases.filter { !actionCasesSent.contains($0) } }
}
