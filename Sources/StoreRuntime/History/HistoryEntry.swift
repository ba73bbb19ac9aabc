// MARK: - HistoryEntry

/// One processed action, environment change, jump or replaced state, with everything needed to show it, jump
/// back to it and export it as a replayable script: the store's `StoreRecord` of it, whose fields
/// read straight through, and its origin as history tells it.
public struct HistoryEntry<State: Sendable, Action: Sendable>: Sendable {
    /// What the store reported when it processed the entry.
    public let record: StoreRecord<State, Action>
    /// Why the entry exists (for a jump, the version it went to).
    public let origin: HistoryOrigin

    /// - Parameter restoredAs: what a restore was (`History` marks it just before); a restore
    ///   nothing marked reads as a jump to no version.
    init(_ record: StoreRecord<State, Action>, restoredAs: HistoryOrigin?) {
        self.record = record
        switch record.cause {
        case .action(let origin): self.origin = HistoryOrigin(origin)
        case .environmentChanged: self.origin = .environment
        case .restored: self.origin = restoredAs ?? .jump(toVersion: nil)
        // A client's tap or input made it, through the view: from outside, with no action.
        case .sharedWritten: self.origin = .outside
        }
    }

    // The record's fields, spelled out rather than read through `@dynamicMemberLookup`: in generic
    // code (`History<State, Action>`, and `FeatureStoreBox` behind `any FeatureStore`) a dynamic
    // member builds its key path at run time on every read, about 11k instructions each, most of a
    // trivial dispatch's cost.
    public var sequence: Int { record.sequence }
    public var kind: StoreRecord<State, Action>.Kind { record.kind }
    public var stateChanged: Bool { record.stateChanged }
    public var version: Int { record.version }
    public var effectsStarted: [EffectID] { record.effectsStarted }
    public var effectsCancelled: [EffectID] { record.effectsCancelled }
    public var events: [UIEvent] { record.events }
    public var state: State { record.state }
    public var environment: any Sendable { record.environment }
    public var shared: SharedSnapshot { record.shared }
    public var action: Action? { record.action }
}
