// MARK: - HistoryEntry

/// One processed action, environment change or jump, with everything needed to show it, jump
/// back to it and export it as a replayable script.
public struct HistoryEntry<State: Sendable, Action: Sendable>: Sendable {
    /// The store's processing sequence number; entries are in increasing order.
    public let sequence: Int
    /// Why the entry exists.
    public let origin: HistoryOrigin
    /// The action, for entries of actions (`nil` for environment changes and jumps).
    public let action: Action?
    /// The store's version after the entry.
    public let version: Int
    /// Whether state (or a shared value) changed.
    public let stateChanged: Bool
    /// The async effects the action started.
    public let effectsStarted: [EffectID]
    /// The effects it cancelled (a jump cancels every effect in flight).
    public let effectsCancelled: [EffectID]
    /// The events emitted while it was processed.
    public let events: [UIEvent]
    /// The state after it.
    public let state: State
    /// The environment after it.
    public let environment: any Sendable
    /// The shared values after it.
    public let shared: SharedSnapshot

    init(_ record: StoreRecord<State, Action>, jumpTarget: Int?) {
        self.sequence = record.sequence
        switch record.kind {
        case .action(let action, let origin):
            self.origin = HistoryOrigin(origin)
            self.action = action
        case .environmentChanged:
            self.origin = .environment
            self.action = nil
        case .restored:
            self.origin = .jump(toVersion: jumpTarget)
            self.action = nil
        }
        self.version = record.version
        self.stateChanged = record.stateChanged
        self.effectsStarted = record.effectsStarted
        self.effectsCancelled = record.effectsCancelled
        self.events = record.events
        self.state = record.state
        self.environment = record.environment
        self.shared = record.shared
    }
}
