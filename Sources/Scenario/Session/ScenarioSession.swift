package import Components
package import JSON
package import UIStateProtocol

/// One running app that a scenario drives: what the runner needs of a host, in the protocol's
/// terms, so that the same runner replays in-process (over the host library) or over JSON-RPC
/// (`--server`, issue 14).
///
/// Every method that processes actions returns once the store is settled (test clock) and
/// reports the actions processed meanwhile, in processing order. Values are wire forms: actions
/// externally tagged, state as the feature encodes it.
package protocol ScenarioSession: AnyObject {
    /// Creates the store the scenario's header asks for (feature, initial state, environment,
    /// presets, clock, storage) and launches it (sends the feature's launch action, if any).
    func create(_ scenario: ScenarioDocument) async throws(ResponseError) -> SessionOutcome
    /// `store/dispatch`.
    func send(_ action: JSONValue) async throws(ResponseError) -> SessionOutcome
    /// `view/tap`.
    func tap(_ selector: Selector) async throws(ResponseError) -> SessionOutcome
    /// `view/input` (focuses first).
    func input(_ selector: Selector, text: String) async throws(ResponseError) -> SessionOutcome
    /// `view/appear`.
    func appear(_ selector: Selector) async throws(ResponseError) -> SessionOutcome
    /// `view/focus`; `nil` unfocuses.
    func focus(_ selector: Selector?) async throws(ResponseError) -> SessionOutcome
    /// `clock/advance`.
    func advance(milliseconds: Int) async throws(ResponseError) -> SessionOutcome
    /// `store/settle`.
    func settle() async throws(ResponseError) -> SessionOutcome
    /// `environment/set`.
    func setEnvironment(_ values: JSONValue) async throws(ResponseError) -> SessionOutcome
    /// `store/replaceState`.
    func replaceState(_ state: JSONValue) async throws(ResponseError) -> SessionOutcome
    /// `store/state`.
    func state() async throws(ResponseError) -> JSONValue
    /// The store's version.
    func version() async throws(ResponseError) -> Int
    /// `view/render` as text (the outline) or JSON (the wire tree).
    func render(_ format: SnapshotExpectation.Format) async throws(ResponseError) -> RenderedView
    /// The nodes `selector` picks, ignoring its `index`, in document order, each as its wire
    /// form without `children` (for `expect.view`).
    func nodes(matching selector: Selector) async throws(ResponseError) -> [JSONValue]
    /// `effects/list`: the effects in flight, in start order, each described for a report.
    func effectsInFlight() async throws(ResponseError) -> [JSONValue]
    /// Destroys the store and creates it again with the same configuration and storage.
    func relaunch() async throws(ResponseError) -> SessionOutcome
    /// `store/destroy`; cancels effects. Safe to call twice.
    func destroy() async
    /// What gives up on the session when its scenario times out, callable from another task
    /// while a call is stuck: it must not wait for the store (a server is killed, later calls fail).
    var abortHandle: @Sendable () async -> Void { get }
}

/// Makes sessions; one per scenario.
package protocol ScenarioSessionFactory: Sendable {
    func makeSession() -> any ScenarioSession
}

/// What a session call did: the actions processed, in order, and the events fired.
package struct SessionOutcome: Sendable {
    package var records: [SessionRecord]
    /// Events (haptics …) in the order they fired, as `{"haptic": {"style": "medium"}}`.
    package var events: [JSONValue]

    package init(records: [SessionRecord] = [], events: [JSONValue] = []) {
        self.records = records
        self.events = events
    }
}

/// One processed action.
package struct SessionRecord: Sendable {
    package enum Origin: String, Sendable {
        /// Sent by the scenario (directly or through the view).
        case outside
        /// The feature's launch action, sent by `create` and `relaunch`.
        case launch
        /// Sent by an effect (including a reducer's `.send`): the scenario must `receive` it.
        case effect
    }

    package var origin: Origin
    package var action: JSONValue
    /// The state right after this action, when the session can tell (in-process it always can;
    /// over the protocol only the last record of a reply carries it).
    package var state: JSONValue?

    package init(origin: Origin, action: JSONValue, state: JSONValue?) {
        self.origin = origin
        self.action = action
        self.state = state
    }
}

/// A rendered view in one of the two snapshot formats.
package enum RenderedView: Sendable {
    case text(String)
    case json(JSONValue)
}
