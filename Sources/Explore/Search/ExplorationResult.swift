package import JSON

// MARK: - ExplorationResult

/// What an exploration found: the counts of coverage, the shortest path to every distinct
/// screen, and the shortest path to every broken invariant.
package struct ExplorationResult: Sendable {
    package var feature: String
    /// Distinct states by fingerprint, the launch state included.
    var states: Set<UInt64> = []
    /// Distinct transitions, kept small (a million states have millions of them): the two
    /// fingerprints and the step's place in `steps`.
    private var transitions: Set<Transition> = []
    /// Each distinct step (an input in its canonical scenario form) once, and where it is.
    private var steps: [String] = []
    private var stepIndex: [String: Int32] = [:]
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
    /// States expanded by replaying steps (from the launch or the nearest checkpoint on their
    /// path) because an effect in flight there could not be kept by value (a closure's own work
    /// suspended midway), so no checkpoint could be taken; every other state is expanded from
    /// its own checkpoint.
    package var statesExpandedByReplay = 0
    /// States expanded from their own checkpoint with effects in flight kept in it (timers
    /// asleep on the test clock, a debounce's wait), no replay.
    package var statesContinuedWithEffectsInFlight = 0
    /// Tries that took no store: a quiet step to a known state (`Explorer.quietStep`).
    package var quietTries = 0
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

    init(feature: String) {
        self.feature = feature
    }

    package var stateCount: Int { states.count }
    package var transitionCount: Int { transitions.count }

    /// The states as reports name them: 16 hex digits each.
    package var stateHashes: Set<String> { Set(states.map(Fingerprint.hash)) }

    /// The transitions as reports write them: `from-hash step to-hash`.
    package var transitionKeys: Set<String> {
        Set(transitions.map { "\(Fingerprint.hash($0.from)) \(steps[Int($0.step)]) \(Fingerprint.hash($0.to))" })
    }

    /// Files the transition `key`.
    mutating func insert(_ key: TransitionKey) {
        let step: Int32
        if let known = stepIndex[key.step] {
            step = known
        } else {
            step = Int32(steps.count)
            steps.append(key.step)
            stepIndex[key.step] = step
        }
        transitions.insert(Transition(from: key.from, to: key.to, step: step))
    }

    /// A transition as kept: 20 bytes, against about 80 for its text.
    private struct Transition: Hashable {
        let from: UInt64
        let to: UInt64
        let step: Int32
    }
    package var nodesNeverEnabled: [String] { nodesSeen.subtracting(nodesEnabled).sorted() }
    package var nodesNeverInteracted: [String] { nodesInteractive.subtracting(nodesInteracted).sorted() }
    package var actionCasesNeverSent: [String] { actionCases.filter { !actionCasesSent.contains($0) } }
}

// MARK: - TransitionKey

/// A transition as a try finds it: the fingerprints it goes from and to, and the step between
/// them in its canonical scenario form.
struct TransitionKey: Sendable {
    let from: UInt64
    let step: String
    let to: UInt64
}
