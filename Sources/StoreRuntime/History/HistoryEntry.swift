// MARK: - HistoryEntry

/// One processed action, environment change or jump, with everything needed to show it, jump
/// back to it and export it as a replayable script: the store's `StoreRecord` of it, whose fields
/// (`sequence`, `action`, `version`, `stateChanged`, `effectsStarted`, `effectsCancelled`,
/// `events`, `state`, `environment`, `shared`) read straight through, and its origin as history
/// tells it.
@dynamicMemberLookup
public struct HistoryEntry<State: Sendable, Action: Sendable>: Sendable {
    /// What the store reported when it processed the entry.
    public let record: StoreRecord<State, Action>
    /// Why the entry exists (for a jump, the version it went to).
    public let origin: HistoryOrigin

    init(_ record: StoreRecord<State, Action>, jumpTarget: Int?) {
        self.record = record
        switch record.kind {
        case .action(_, let origin): self.origin = HistoryOrigin(origin)
        case .environmentChanged: self.origin = .environment
        case .restored: self.origin = .jump(toVersion: jumpTarget)
        }
    }

    /// A field of the entry's record.
    public subscript<Value>(dynamicMember field: KeyPath<StoreRecord<State, Action>, Value>) -> Value {
        record[keyPath: field]
    }
}
