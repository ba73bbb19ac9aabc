public import JSONValue
import PluginAPI

// MARK: - StepResult

/// The reply of every method that answers "as `store/dispatch`": `store/dispatch`, `view/tap`,
/// `view/input`, `view/appear`, `view/focus`, `environment/set`, `clock/advance`, `store/settle`.
public struct StepResult: Encodable, Sendable, Equatable {
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
    /// The history sequence numbers the step added; not on the wire (`history/export` groups
    /// entries by the request that made them).
    var sequences: Range<Int>

    private enum CodingKeys: String, CodingKey {
        case version, changed, received, events, effects, entries
    }

    init(_ report: StepReport) {
        version = report.version
        changed = report.changed
        received = report.received
        events = report.events
        effects = report.effects
        entries = report.entries
        sequences = report.sequences
    }
}
