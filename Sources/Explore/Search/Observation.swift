import JSON
import FeatureKit
import Scenario

// MARK: - Observation

/// What exploration reads from a store after each step: its state, its screen, its pending
/// work, and the identities derived from them.
struct Observation: Sendable {
    let state: JSONValue
    let tree: JSONValue
    let effects: [JSONValue]
    let nextTimer: Int?
    let relaunched: Bool
    let fingerprint: [UInt8]
    let screen: [UInt8]

    /// Reads `app`; when its fingerprint is in `known` (a state already found), the screen is not
    /// rendered — most transitions lead back to known states, and the render is the dearest part.
    static func read(_ app: ExploredApp, known: SeenStates? = nil) async throws -> Observation {
        let store = app.store
        let state = try await store.state().value
        let effects = await store.effects()
        let nextTimer = store.nextTimerMilliseconds()
        let environment = await store.environmentJSON()
        let fingerprint = Fingerprint.state(
            state, effects: effects, nextTimer: nextTimer, environment: environment, storage: app.storage.contents,
            relaunched: app.relaunched
        )
        if let known, known.contains(fingerprint) {
            return Observation(
                state: state, tree: .null, effects: effects, nextTimer: nextTimer, relaunched: app.relaunched,
                fingerprint: fingerprint, screen: []
            )
        }
        let tree = await store.render(format: .json).tree
        return Observation(
            state: state, tree: tree, effects: effects, nextTimer: nextTimer, relaunched: app.relaunched,
            fingerprint: fingerprint, screen: Fingerprint.screen(tree)
        )
    }

    /// What the user's invariants are checked against, as `expect.invariant` checks them.
    var subject: JSONValue { InvariantSubject.make(state: state, view: tree, effects: effects, relaunched: relaunched) }
}
