import JSON
import HostCore

// MARK: - SearchNode

/// A distinct state waiting to be expanded: how to reach it and what can be done there. Its
/// store is not kept, only where it stands by value (`AppCheckpoint`) when it was quiescent, so
/// each try starts a store from that checkpoint and replays nothing; with an effect in flight,
/// from the nearest quiescent state on its path, replaying the steps since.
struct SearchNode: Sendable {
    let path: [ExploreInput]
    /// Where a try starts: this state's checkpoint, else the nearest ancestor's; nil for the
    /// launch (the launched app had an effect in flight).
    let base: AppCheckpoint?
    /// The steps from `base` to this state, empty when this state has its own checkpoint: the
    /// actions each tap, text or appearance sent (dispatched without the view), the clock
    /// advances.
    let replay: [ReplayStep]
    let fingerprint: UInt64
    /// Where a quiet step from this state starts (nil when the store gave no position: a
    /// feature with clients of its own, say); every try then takes the store's way.
    let quietStart: QuietStart?
    /// The state as compact JSON, read back only to report a violation found from it: kept as a
    /// tree, it was nearly half of what a waiting state of `bookmarks` weighed (2.7 of 6 kB).
    private let stateBytes: [UInt8]
    /// The inputs to try, in order. The screen rendered when the state was found is not kept
    /// (a frontier of thousands of states held thousands of renders): each interaction was
    /// resolved on it then, and a try performs what it found.
    let candidates: [Candidate]

    init(
        path: [ExploreInput], base: AppCheckpoint?, replay: [ReplayStep], fingerprint: UInt64, quietStart: QuietStart?,
        state: JSONValue, candidates: [Candidate]
    ) {
        self.path = path
        self.base = base
        self.replay = replay
        self.fingerprint = fingerprint
        self.quietStart = quietStart
        stateBytes = state.serialized()
        self.candidates = candidates
    }

    /// The state as it was found: our writer's JSON reads back as the same value (a non-finite
    /// double, which JSON cannot hold, aside).
    var state: JSONValue { (try? JSONValue(parsing: stateBytes)) ?? .null }

    /// Whether a try replays steps (or the launch) to get here, rather than starting from this
    /// state's own checkpoint.
    var replays: Bool { base == nil || !replay.isEmpty }
}

// MARK: - Candidate

/// One input to try from a state: the top-level action cases it sends, its scenario step as
/// transition keys write it, and, for a tap, a text or an appearance, what it does on the
/// state's screen (`RenderedScreen.prepare(_:)`).
struct Candidate: Sendable {
    let input: ExploreInput
    let sends: [String]
    let step: String
    let prepared: PreparedInteraction?
}

// MARK: - Step

/// One input tried from a node, and what came of it.
struct SearchStep: Sendable {
    enum Outcome: Sendable {
        /// The input was processed; `received` are the top-level cases effects sent back,
        /// `replay` what rebuilds the step without the view, `processed` every action the step
        /// processed (kept only when transitions are recorded), `transition` its key in
        /// `ExplorationResult`.
        case reached(Observation, received: [String], replay: ReplayStep, processed: [JSONValue], transition: TransitionKey)
        /// The view refused an interaction on a node offered as enabled and uncovered.
        case refused(String)
        /// An effect did not settle under the test clock.
        case unsettled(String)
    }

    let input: ExploreInput
    let sends: [String]
    var outcome: Outcome
    /// Taken without a store (`Explorer.quietStep`).
    var isQuiet = false

    /// The fingerprint of the state reached, when another try renders it.
    var rendersElsewhere: UInt64? {
        guard case .reached(let observation, _, _, _, _) = outcome, observation.rendersElsewhere else { return nil }
        return observation.fingerprint
    }

    /// Fills in the state reached with what another try's render of it gave.
    mutating func fill(with parts: RenderedParts) {
        guard case .reached(var observation, let received, let replay, let processed, let transition) = outcome else { return }
        observation.fill(with: parts)
        outcome = .reached(observation, received: received, replay: replay, processed: processed, transition: transition)
    }
}

// MARK: - ReplayStep

/// One step of a path as the search replays it.
enum ReplayStep: Sendable {
    /// Actions a client sends (what an interaction sent), dispatched in order.
    case actions([JSONValue])
    case advance(Int)
    case environment(JSONValue)
    case relaunch
}

// MARK: - Interactions

extension ExploreInput {
    /// The view interaction a tap, a text or an appearance is; nil for the clock, the
    /// environment and a relaunch.
    var interaction: ViewInteraction? {
        switch self {
        case .tap(let id): .tap(.id(id))
        case .input(let id, let text): .input(.id(id), text: text)
        case .appear(let id): .appear(.id(id))
        case .advance, .environment, .relaunch: nil
        }
    }
}

// MARK: - Action names

enum ActionNames {
    /// The top-level case of an externally tagged action: `"a"` → a, `{"b": …}` → b.
    static func topLevel(_ action: JSONValue) -> String? {
        if let name = action.stringValue { return name }
        if let object = action.objectValue, object.count == 1 { return object.keys.first }
        return nil
    }

}
