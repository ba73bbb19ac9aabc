public import JSONValue

// MARK: - StepReport

/// What one step on a store did (a dispatch, a tap, an advance of the clock …): the reply of
/// every method that answers "as `store/dispatch`".
public struct StepReport: Sendable, Equatable {
    /// The store's version afterwards.
    public var version: Int
    /// Whether state (or a shared value) or the environment changed during the step.
    public var changed: Bool
    /// The actions effects sent during the step, encoded, in processing order.
    public var received: [JSONValue]
    /// Events (haptics …) emitted during the step, in order: `{"haptic": {"style": "light"}}`.
    public var events: [JSONValue]
    /// The effects still in flight afterwards, in start order (see `EffectListing`).
    public var effects: [JSONValue]

    public init(version: Int, changed: Bool, received: [JSONValue], events: [JSONValue], effects: [JSONValue]) {
        self.version = version
        self.changed = changed
        self.received = received
        self.events = events
        self.effects = effects
    }
}
