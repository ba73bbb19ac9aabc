// MARK: - StoreRecord

/// What observers hear after each change the store processes: everything history records.
public struct StoreRecord<State: Sendable, Action: Sendable>: Sendable {
    /// What was processed.
    public enum Kind: Sendable {
        /// An action, and where it came from.
        case action(Action, origin: ActionOrigin)
        /// `setEnvironment` replaced the environment.
        case environmentChanged
        /// `restore` replaced state and environment (a history jump); effects were cancelled.
        case restored
        /// `writeShared` changed shared values outside any action (a view's binding wrote one).
        case sharedWritten
    }

    /// The processing sequence number; one per record, increasing.
    public let sequence: Int
    /// What was processed.
    public var kind: Kind { payload.kind }
    /// Whether state differs from before (`State: Equatable`).
    public let stateChanged: Bool
    /// The store's version after this record.
    public let version: Int
    /// The effects the reducer started (async ones; `.send` actions follow as their own records).
    public let effectsStarted: [EffectID]
    /// The effects cancelled (by `.cancel`, `cancelInFlight`, a dismissal or a restore).
    public let effectsCancelled: [EffectID]
    /// Events emitted while processing (and those pending since the previous record).
    public let events: [UIEvent]
    /// The state after this record.
    public var state: State { payload.state }
    /// The environment after this record.
    public var environment: any Sendable { payload.environment }
    /// The shared values after this record.
    public let shared: SharedSnapshot
    /// `kind` without its action, so that code generic over the feature (history) reads what the
    /// record is without the metadata of `Kind` and of its payload's tuple (about 1k
    /// instructions per record).
    @usableFromInline let cause: RecordCause
    /// What depends on `State` and `Action` (and the environment, an existential the compiler
    /// copies only through value witnesses), kept apart so the record's own layout is fixed: code
    /// generic over the feature (history, behind `any FeatureStore`) copies a record as a few
    /// words and retains, with no metadata look-up or value witness per copy.
    @usableFromInline let payload: StoreRecordPayload<State, Action>

    @inlinable
    init(
        sequence: Int, kind: Kind, stateChanged: Bool, version: Int, effectsStarted: [EffectID],
        effectsCancelled: [EffectID], events: [UIEvent], state: State, environment: any Sendable,
        shared: SharedSnapshot, cause: RecordCause
    ) {
        self.sequence = sequence
        self.stateChanged = stateChanged
        self.version = version
        self.effectsStarted = effectsStarted
        self.effectsCancelled = effectsCancelled
        self.events = events
        self.shared = shared
        self.cause = cause
        payload = StoreRecordPayload(kind: kind, state: state, environment: environment)
    }

    /// The action, when this record is for one.
    public var action: Action? {
        if case .action(let action, _) = kind { action } else { nil }
    }

    /// Whether the store's version moved with this record: an action's only when it changed
    /// state, every other kind's always. Read from `cause`, without `Kind`'s metadata (a
    /// subscription's observer asks on every record).
    package var movesVersion: Bool {
        if case .action = cause { stateChanged } else { true }
    }

    /// The action's origin, when this record is for one.
    public var origin: ActionOrigin? {
        if case .action(let origin) = cause { origin } else { nil }
    }
}

// MARK: - StoreRecordPayload

/// A record's members whose layout the compiler does not know in generic code: its kind and
/// state (they depend on the feature) and its environment (an existential).
@usableFromInline
final class StoreRecordPayload<State: Sendable, Action: Sendable>: Sendable {
    @usableFromInline let kind: StoreRecord<State, Action>.Kind
    @usableFromInline let state: State
    @usableFromInline let environment: any Sendable

    @inlinable
    init(kind: StoreRecord<State, Action>.Kind, state: State, environment: any Sendable) {
        self.kind = kind
        self.state = state
        self.environment = environment
    }
}

// MARK: - RecordCause

/// What a `StoreRecord` is for, as its `kind` says, less the action.
@usableFromInline
enum RecordCause: Sendable {
    case action(ActionOrigin)
    case environmentChanged
    case restored
    case sharedWritten
}

// MARK: - SendResult

/// What `Store.send` did with one action, returned synchronously.
public struct SendResult: Sendable, Equatable {
    /// The processing sequence number given to the action; `nil` if it was queued behind the
    /// action being processed (sent re-entrantly) and will be processed next.
    public let sequence: Int?
    /// Whether the action changed state.
    public let stateChanged: Bool
    /// The store's version after the action and the `.send` actions it queued were processed.
    public let version: Int
    /// The async effects the action started.
    public let effectsStarted: [EffectID]
    /// The effects the action cancelled.
    public let effectsCancelled: [EffectID]
    /// Events emitted while processing it.
    public let events: [UIEvent]
    /// How many actions were processed: this one plus the `.send` actions it queued.
    public let actionsProcessed: Int

    @inlinable
    init(
        sequence: Int?, stateChanged: Bool, version: Int, effectsStarted: [EffectID], effectsCancelled: [EffectID],
        events: [UIEvent], actionsProcessed: Int
    ) {
        self.sequence = sequence
        self.stateChanged = stateChanged
        self.version = version
        self.effectsStarted = effectsStarted
        self.effectsCancelled = effectsCancelled
        self.events = events
        self.actionsProcessed = actionsProcessed
    }
}

// MARK: - EffectFailure

/// An error an effect threw that no `catch` handler took.
public struct EffectFailure: Sendable, CustomStringConvertible {
    /// The effect.
    public let effect: EffectID
    /// The processing sequence number of the action that started it.
    public let startedBy: Int
    /// The error.
    public let error: any Error

    public var description: String { "\(effect) (started by action #\(startedBy)) failed: \(error)" }
}
