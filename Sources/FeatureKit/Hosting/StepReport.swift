public import JSON

// MARK: - StepReport

/// What one step on a store did (a dispatch, a tap, an advance of the clock …): the reply of
/// every method that answers "as `store/dispatch`".
///
/// Public only because `PluginFeature.hostedDispatch(_:to:)` returns it; its members are the
/// host's.
public struct StepReport: Sendable, Equatable {
    /// The store's version afterwards.
    package var version: Int
    /// Whether state (or a shared value) or the environment changed during the step.
    package var changed: Bool
    /// The actions effects sent during the step, encoded, in processing order.
    package var received: [JSONValue]
    /// The actions sent from outside during the step, encoded, in processing order, from a store
    /// that keeps no history (`StoreConfiguration.keepsHistory`); empty from any other.
    package var sent: [JSONValue] = []
    /// Events (haptics …) emitted during the step, in order: `{"haptic": {"style": "light"}}`.
    package var events: [JSONValue]
    /// The effects still in flight afterwards, in start order (see `EffectListing`).
    package var effects: [JSONValue]
    /// Every history entry the step added, with the state after it (see `HistoryEntryCoding`),
    /// when the store was created with `reportsEntries`; nil otherwise.
    package var entries: [JSONValue]?
    /// The history sequence numbers the step added (empty when it processed nothing): what a
    /// recording (`history/export`) needs to group entries by the request that made them.
    package var sequences: Range<Int>

    // Usable from inlinable code, so the file's public import of JSON is one (a `package import`
    // would keep the optimiser from serialising FeatureKit's bodies that touch JSON's types).
    @usableFromInline
    package init(
        version: Int, changed: Bool, received: [JSONValue], sent: [JSONValue] = [], events: [JSONValue], effects: [JSONValue],
        entries: [JSONValue]? = nil, sequences: Range<Int> = 0..<0
    ) {
        self.version = version
        self.changed = changed
        self.received = received
        self.sent = sent
        self.events = events
        self.effects = effects
        self.entries = entries
        self.sequences = sequences
    }
}
