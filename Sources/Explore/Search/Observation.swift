import JSONValue
import PluginAPI
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

    static func read(_ app: ExploredApp) async throws -> Observation {
        let store = app.store
        let state = try await store.state().value
        let tree = await store.render(format: .json).tree
        let effects = await store.effects()
        let nextTimer = store.nextTimerMilliseconds()
        return Observation(
            state: state, tree: tree, effects: effects, nextTimer: nextTimer, relaunched: app.relaunched,
            fingerprint: Fingerprint.state(
                state, effects: effects, nextTimer: nextTimer, environment: tree["properties"] ?? .null, storage: app.storage.contents,
                relaunched: app.relaunched
            ),
            screen: Fingerprint.screen(tree)
        )
    }

    /// What the user's invariants are checked against, as `expect.invariant` checks them.
    var subject: JSONValue { InvariantSubject.make(state: state, view: tree, effects: effects, relaunched: relaunched) }
}
