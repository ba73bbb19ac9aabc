package import JSON

// MARK: - ExplorationResult

/// What an exploration found: the counts of coverage, the shortest path to every distinct
/// screen, and the shortest path to every broken invariant.
package struct ExplorationResult: Sendable {
    package var feature: String
    /// Distinct states (by fingerprint), the launch state included.
    package var stateHashes: Set<String> = []
    /// Distinct transitions: `from-hash input to-hash`.
    package var transitionKeys: Set<String> = []
    package var screens: [Screen] = []
    package var violations: [Violation] = []
    /// Every node id rendered in any explored state.
    package var nodesSeen: Set<String> = []
    /// Node ids seen enabled and visible at least once.
    package var nodesEnabled: Set<String> = []
    /// Interactive node ids (tap, input, appear) a step of the search used.
    package var nodesInteracted: Set<String> = []
    /// Interactive node ids offered by some explored screen.
    package var nodesInteractive: Set<String> = []
    /// Top-level action cases the feature declares.
    package var actionCases: [String] = []
    /// Top-level action cases the search sent (or effects sent back).
    package var actionCasesSent: Set<String> = []
    /// The deepest level expanded.
    package var depthReached = 0
    /// True when the search ran out of new states before its depth and state limits.
    package var exhausted = false
    /// Which shard this is (`I/N`), when sharded.
    package var shard: String?
    /// States expanded by replaying steps (from the launch or the nearest quiescent state on
    /// their path) because an effect was in flight there, so no checkpoint could be taken; every
    /// other state is expanded from its own checkpoint.
    package var statesExpandedByReplay = 0
    /// With `ExploreOptions.recordsTransitions`, every transition tried, in search order.
    package var recordedTransitions: [RecordedTransition] = []

    /// A transition as the reducer saw it: the state it started from and every action the step
    /// processed (sent from outside or by effects), in order.
    package struct RecordedTransition: Sendable {
        package var from: JSONValue
        package var actions: [JSONValue]
    }

    /// The shortest path found to a distinct screen, with what it ends on.
    package struct Screen: Sendable {
        package var hash: String
        package var path: [ExploreInput]
        package var state: JSONValue
        package var tree: JSONValue
    }

    /// The shortest path found that breaks an invariant.
    package struct Violation: Sendable {
        package var invariant: String
        package var message: String
        /// The inputs to the broken state; for a refused interaction or an effect that never
        /// settles, the last input is the one that failed.
        package var path: [ExploreInput]
        /// The state the path ends on (the state before the failing input, for those).
        package var state: JSONValue
        /// The user's schema, for invariants from a file.
        package var schema: JSONValue?
    }

    package var stateCount: Int { stateHashes.count }
    package var transitionCount: Int { transitionKeys.count }
    package var nodesNeverEnabled: [String] { nodesSeen.subtracting(nodesEnabled).sorted() }
    package var nodesNeverInteracted: [String] { nodesInteractive.subtracting(nodesInteracted).sorted() }
    package var actionCasesNeverSent: [String] { actionCases.filter { !actionCasesSent.contains($0) } }
}
