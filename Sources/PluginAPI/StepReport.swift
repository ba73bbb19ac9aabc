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
    /// Every history entry the step added, with the state after it (see `HistoryEntryCoding`),
    /// when the store was created with `reportsEntries`; nil otherwise.
    public var entries: [JSONValue]?
    /// The history sequence numbers the step added (empty when it processed nothing): what a
    /// recording (`history/export`) needs to group entries by the request that made them.
    public var sequences: Range<Int>

    public init(
        version: Int, changed: Bool, received: [JSONValue], events: [JSONValue], effects: [JSONValue],
        entries: [JSONValue]? = nil, sequences: Range<Int> = 0..<0
    ) {
        self.version = version
        self.changed = changed
        self.received = received
        self.events = events
        self.effects = effects
        self.entries = entries
        self.sequences = sequences
    }
}
