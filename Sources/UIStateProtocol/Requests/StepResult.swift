public import JSONValue

// MARK: - StepResult

/// The reply of every method that answers "as `store/dispatch`": `store/dispatch`, `view/tap`,
/// `view/input`, `view/appear`, `view/focus`, `environment/set`, `clock/advance`, `store/settle`.
///
/// The wire form of the plugin API's `StepReport`; the host makes one from the other.
public struct StepResult: Codable, Sendable, Equatable {
    /// The store's version afterwards.
    public var version: Int
    /// Whether the version moved (state, a shared value or the environment changed).
    public var changed: Bool
    /// Actions effects sent meanwhile, encoded, in processing order.
    public var received: [JSONValue]
    /// Events (haptics …) emitted meanwhile: `{"haptic": {"style": "light"}}`.
    public var events: [JSONValue]
    /// Effects still in flight: `{"id", "startedBy", "action", "status", "cancelIds", "parent", "cancelled"}`.
    public var effects: [JSONValue]
    /// Every history entry the step added, with the state after it, for stores created with
    /// `reportEntries: true` (scenario runners); absent otherwise.
    public var entries: [JSONValue]?

    public init(version: Int, changed: Bool, received: [JSONValue], events: [JSONValue], effects: [JSONValue],
                entries: [JSONValue]? = nil) {
        self.version = version
        self.changed = changed
        self.received = received
        self.events = events
        self.effects = effects
        self.entries = entries
    }
}
