// MARK: - Store

/// Runs one feature: its state, environment and dependencies, its effects, its version.
///
/// The store is an actor, so it runs on one serial executor of its own (not the main actor) and
/// its reducer never runs re-entrantly. Sending an action is synchronous on that executor: it
/// runs the reducer, processes any actions the reducer queued with `.send`, starts a `Task` only
/// for async effects, and returns a `SendResult`. Code already on the store (inside `perform`)
/// sends without any hop; other code awaits one hop.
///
/// ```swift
/// let store = Store(initialState: Counter.State(), reducer: Counter())
/// await store.send(.incrementButtonTapped)
/// await store.dependencies.testClock?.advance(by: .seconds(1))
/// try await store.settle()
/// let count = await store.state.count
/// ```
///
/// `final`, though no actor can be subclassed: without it, code in other modules calls the
/// store's methods and reads its fields through the class's table, which nothing can inline or
/// specialise (a hosted dispatch's `send`, made `@inlinable` for that, stayed generic).
public final actor Store<R: Reducer & SendableMetatype> where R.State: Equatable & Sendable {
    public typealias State = R.State
    public typealias Action = R.Action

    /// The feature's current state.
    public var state: State { currentState }
    /// Counts changes of state and environment (see `docs/decisions.md`, "Stores, versions and time").
    public var version: Int { currentVersion }
    // `state` and `version` are read-only outside the module; these are what they read, which
    // `send`'s inlinable path writes (a public property's restricted setter cannot be made usable
    // from inlinable code).
    @usableFromInline var currentState: State
    @exclusivity(unchecked) @usableFromInline var currentVersion = 0
    /// An opaque value the component layer defines (dynamic type size, say); the store only keeps it.
    @exclusivity(unchecked) public private(set) var environment: any Sendable
    /// Errors effects threw that no `catch` handler took, oldest first.
    public internal(set) var unhandledEffectErrors: [EffectFailure] = []
    /// The injected dependencies, with the store's own event recorder and shared values.
    public nonisolated let dependencies: Dependencies
    /// The shared values (`Shared`) of this store.
    public nonisolated let shared: SharedRegistry

    /// The feature's reducer with its bodies evaluated once (see `Reducer.prepared()`).
    @usableFromInline let reducer: Reduce<State, Action>
    let tracker = EffectTracker()
    // The bookkeeping an action touches goes unchecked for exclusivity at run time (a check is
    // about 80 instructions, and an action made about 25): only the store's executor touches
    // these fields, and no access to one is held across a call out of the store (a reducer, an
    // observer). The state, which the reducer holds `inout`, stays checked.
    @exclusivity(unchecked) @usableFromInline var queue = ActionQueue<Action>()
    @exclusivity(unchecked) @usableFromInline var isProcessing = false
    @exclusivity(unchecked) @usableFromInline var sequence = 0
    var throttles: [CancelID: ThrottleWindow] = [:]
    // Tokens and bodies side by side rather than one array of `(id, body)` pairs: walking an
    // array of tuples in generic code looks up the tuple's metadata and destroys each copy
    // through the runtime (about 1k instructions per record), where an array of closures needs
    // only the closure type's metadata.
    private var observerTokens: [Int] = []
    @exclusivity(unchecked) @usableFromInline var observers: [@Sendable (StoreRecord<State, Action>) -> Void] = []
    private var lastObserver = 0
    // Mirrors `!observers.isEmpty` without touching the array, whose element type needs
    // generic metadata (a measurable cost per action when nobody observes).
    @exclusivity(unchecked) @usableFromInline var hasObservers = false
    /// What the open step has gathered (`beginStep()` … `endStep()`): kept in plain fields, and
    /// the generic array touched only when an effect sends an action, so a step costs a trivial
    /// action no metadata look-up.
    @exclusivity(unchecked) @usableFromInline var isLoggingStep = false
    @exclusivity(unchecked) @usableFromInline var stepSequences = 0..<0
    @exclusivity(unchecked) @usableFromInline var stepEvents: [UIEvent] = []
    @exclusivity(unchecked) @usableFromInline var stepReceivesActions = false
    @usableFromInline var stepReceived: [Action] = []
    /// Whether the open step also gathers the actions sent from outside (`beginStep(gatheringSent:)`).
    @exclusivity(unchecked) @usableFromInline var stepGathersSent = false
    @usableFromInline var stepSent: [Action] = []

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - initialState: the feature's state at launch.
    ///   - reducer: the feature.
    ///   - environment: opaque to the store; kept for the component layer and history.
    ///   - dependencies: by default deterministic test dependencies (a test clock).
    @inlinable
    public init(
        initialState: State,
        reducer: sending R,
        environment: any Sendable = (),
        dependencies: Dependencies = .test()
    ) {
        // Inlinable so that `prepared()` runs where the feature's concrete type is known: the
        // caller's module then specialises every `Scope`, case-path closure and child reducer of
        // the tree (a generic feature such as `Nest<Inner>` otherwise runs unspecialised, paying
        // metadata lookups and value-witness calls at every level of every action).
        self.init(initialState: initialState, prepared: reducer.prepared(), environment: environment, dependencies: dependencies)
    }

    /// Creates a store around a reducer already prepared (see `Reducer.prepared()`).
    @usableFromInline
    init(
        initialState: State,
        prepared reducer: Reduce<State, Action>,
        environment: any Sendable,
        dependencies: Dependencies
    ) {
        let (dependencies, shared) = Self.own(dependencies)
        self.shared = shared
        self.currentState = initialState
        self.reducer = reducer
        self.environment = environment
        self.dependencies = dependencies
        dependencies.testClock?.attach(tracker)
    }

    /// `dependencies` as a store made with them holds them: its own event recorder and
    /// registry of shared values (the persisted ones loaded from `storage` as read), effects run
    /// where the caller's run.
    private static func own(_ dependencies: Dependencies) -> (Dependencies, SharedRegistry) {
        var dependencies = dependencies
        dependencies.events = EventRecorder()
        if dependencies.effectExecutor == nil { dependencies.effectExecutor = Dependencies.inheritedEffectExecutor }
        let shared = SharedRegistry(storage: dependencies.storage, declared: dependencies.sharedDeclarations?.values ?? [:])
        dependencies.shared = shared
        return (dependencies, shared)
    }

    /// The dependencies a store made with `dependencies` runs with (`own`), without the store:
    /// what its state is read with (`Dependencies.current` while it is encoded), for a check
    /// that a state survives decoding and encoding without a store of its own.
    package static func dependencies(ofNewStore dependencies: Dependencies) -> Dependencies {
        own(dependencies).0
    }

    deinit {
        tracker.cancelAll()
    }

    // MARK: - Sending actions

    /// Processes `action` now, then any actions its reducer queued with `.send`, and returns
    /// what happened. Starts a `Task` only for async effects.
    ///
    /// Called while the store is already processing (re-entrantly), the action is queued and
    /// processed right after the current one.
    ///
    /// Inlinable, with `process` and what it calls on an action's path, so that a caller where
    /// the feature's type is spelled (a hosted dispatch, `PluginFeature.hostedDispatch`) runs it
    /// specialised: unspecialised, the record history hears and the task-local's closure cost
    /// generic metadata look-ups and value-witness copies on every action.
    @inlinable
    @discardableResult
    public func send(_ action: Action, origin: ActionOrigin = .outside) -> SendResult {
        guard !isProcessing else {
            queue.append(action, origin: origin)
            return SendResult(
                sequence: nil, stateChanged: false, version: version,
                effectsStarted: [], effectsCancelled: [], events: [], actionsProcessed: 0
            )
        }
        isProcessing = true
        defer { isProcessing = false }
        return Dependencies.$current.withValue(dependencies) {
            let first = process(action, origin: origin)
            var processed = 1
            if !queue.isEmpty {
                processed += drainQueue()
            }
            return SendResult(
                sequence: first.sequence, stateChanged: first.stateChanged, version: version,
                effectsStarted: first.effectsStarted, effectsCancelled: first.effectsCancelled,
                events: first.events, actionsProcessed: processed
            )
        }
    }

    /// Processes queued actions in order; returns how many. Kept out of `send` because touching
    /// the queue's elements needs generic metadata that the empty-queue fast path can skip.
    @usableFromInline
    func drainQueue() -> Int {
        var processed = 0
        while let (next, nextOrigin) = queue.popFirst() {
            _ = process(next, origin: nextOrigin)
            processed += 1
        }
        return processed
    }

    /// Runs `body` with the store's dependencies current, so that `Shared` handles in the state
    /// read this store's values (encoding state for a client, say).
    public func reading<T: Sendable>(_ body: @Sendable (State) throws -> T) rethrows -> T {
        try Dependencies.$current.withValue(dependencies) { try body(state) }
    }

    /// The shared values right now.
    public nonisolated var sharedSnapshot: SharedSnapshot { shared.snapshot() }

    /// The value each shared key had when first read (`SharedRegistry.firstReads()`).
    public nonisolated var sharedFirstReads: SharedSnapshot { shared.firstReads() }

    /// Runs `body` on the store's executor, where `send` needs no hop (benchmarks, batches).
    public func perform<T: Sendable>(_ body: @Sendable (isolated Store) throws -> T) rethrows -> T {
        try body(self)
    }

    /// Runs the reducer for one action and tells observers.
    @inlinable
    func process(_ action: Action, origin: ActionOrigin) -> ProcessOutcome {
        sequence += 1
        let sequence = sequence
        let before = currentState
        let writes = shared.writeCount
        let effect = reducer.reduce(into: &currentState, action: action)
        let changed = before != currentState || shared.writeCount != writes
        if changed { currentVersion += 1 }
        var outcome = ProcessOutcome(sequence: sequence, stateChanged: changed)
        if !effect.isNone {
            start(effect, cause: EffectCause(sequence: sequence, action: action), parent: nil, outcome: &outcome)
        }
        outcome.events = dependencies.events.take()
        if isLoggingStep {
            logAction(action, origin: origin, outcome: outcome)
        }
        if hasObservers {
            notifyAction(action, origin: origin, outcome: outcome)
        }
        return outcome
    }

    /// Out of line so that `process` never builds a `StoreRecord.Kind`: its generic metadata
    /// (looked up at the top of `process` when inlined, observers or not) cost about 15% of a
    /// trivial action.
    @inlinable
    @inline(never)
    func notifyAction(_ action: Action, origin: ActionOrigin, outcome: ProcessOutcome) {
        notify(.action(action, origin: origin), cause: .action(origin), outcome: outcome)
    }

    // MARK: - Environment and restoring

    /// Replaces the environment; counts as a change (the version grows by one).
    public func setEnvironment(_ environment: any Sendable) {
        self.environment = environment
        currentVersion += 1
        sequence += 1
        if isLoggingStep { stepSequences = stepSequences.lowerBound..<(sequence + 1) }
        notify(.environmentChanged, cause: .environmentChanged, outcome: ProcessOutcome(sequence: sequence, stateChanged: false))
    }

    /// Makes a write to shared values that no action makes: a view writing a `@Shared` value
    /// through a binding, as SwiftUI does when a toggle is tapped. Run with the store's
    /// dependencies current, so the write reaches this store's values; one that changes a value
    /// is a change of state as an action's is (a new version, a record observers and history
    /// hear, with no action), one that changes nothing is not.
    package func writeShared(_ write: () -> Void) {
        let writes = shared.writeCount
        Dependencies.$current.withValue(dependencies) { write() }
        guard shared.writeCount != writes else { return }
        currentVersion += 1
        sequence += 1
        if isLoggingStep { stepSequences = stepSequences.lowerBound..<(sequence + 1) }
        notify(.sharedWritten, cause: .sharedWritten, outcome: ProcessOutcome(sequence: sequence, stateChanged: true))
    }

    /// Replaces state and environment (a history jump): cancels every effect, never re-runs
    /// one, and counts as a new version.
    ///
    /// - Parameter sharedValues: the shared values to restore with the state; `nil` keeps them.
    public func restore(state: State, environment: any Sendable, sharedValues: SharedSnapshot? = nil) {
        let writes = shared.writeCount
        if let sharedValues { shared.restore(sharedValues) }
        var outcome = ProcessOutcome(sequence: 0, stateChanged: state != self.state || shared.writeCount != writes)
        outcome.effectsCancelled = tracker.cancelAll()
        queue.removeAll()
        throttles.removeAll()
        currentState = state
        self.environment = environment
        currentVersion += 1
        sequence += 1
        outcome.sequence = sequence
        if isLoggingStep { stepSequences = stepSequences.lowerBound..<(sequence + 1) }
        notify(.restored, cause: .restored, outcome: outcome)
    }

    // MARK: - Continuing another store

    /// Where this store's numbering stands: what a store continued from it must carry on from.
    package var counters: StoreCounters {
        StoreCounters(version: version, sequence: sequence, lastEffectID: tracker.lastID, unhandledEffectErrors: unhandledEffectErrors)
    }

    /// Carries on another store's numbering (its `counters`), so that a store started from a
    /// quiescent one's position (HostCore's fork from a checkpoint) gives its next version,
    /// sequence number and effect id as that store would. Only for a store that has processed
    /// nothing since it was made.
    package func continueNumbering(from counters: StoreCounters) {
        currentVersion = counters.version
        sequence = counters.sequence
        tracker.lastID = counters.lastEffectID
        unhandledEffectErrors = counters.unhandledEffectErrors
    }

    // MARK: - Observers

    /// Calls `observer` on the store's executor after each processed action, environment change
    /// and restore, exactly once each, in processing order.
    ///
    /// - Returns: a token for `removeObserver`.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (StoreRecord<State, Action>) -> Void) -> Int {
        lastObserver += 1
        observerTokens.append(lastObserver)
        observers.append(observer)
        hasObservers = true
        return lastObserver
    }

    /// Stops calling the observer `token` names.
    public func removeObserver(_ token: Int) {
        guard let position = observerTokens.firstIndex(of: token) else { return }
        observerTokens.remove(at: position)
        observers.remove(at: position)
        hasObservers = !observers.isEmpty
    }

    /// - Parameter cause: `kind` less its action (callers know it without reading `kind`).
    @inlinable
    func notify(_ kind: StoreRecord<State, Action>.Kind, cause: RecordCause, outcome: ProcessOutcome) {
        guard hasObservers else { return }
        let record = StoreRecord(
            sequence: outcome.sequence, kind: kind, stateChanged: outcome.stateChanged, version: version,
            effectsStarted: outcome.effectsStarted, effectsCancelled: outcome.effectsCancelled,
            events: outcome.events, state: state, environment: environment, shared: shared.snapshot(), cause: cause
        )
        for observer in observers {
            observer(record)
        }
    }
}

// MARK: - ProcessOutcome

/// What processing one action did, gathered while its effects are interpreted.
@usableFromInline
struct ProcessOutcome {
    @usableFromInline var sequence: Int
    @usableFromInline var stateChanged: Bool
    @usableFromInline var effectsStarted: [EffectID] = []
    @usableFromInline var effectsCancelled: [EffectID] = []
    @usableFromInline var events: [UIEvent] = []

    @inlinable
    init(sequence: Int, stateChanged: Bool) {
        self.sequence = sequence
        self.stateChanged = stateChanged
    }
}

/// A store's version, sequence number and last effect id, and the effect errors it kept
/// (`Store.counters`): what numbers its future besides its state.
package struct StoreCounters: Sendable {
    let version: Int
    let sequence: Int
    let lastEffectID: Int
    let unhandledEffectErrors: [EffectFailure]
}

/// The action whose reducer returned an effect, recorded with every effect it starts.
@usableFromInline
struct EffectCause {
    @usableFromInline let sequence: Int
    @usableFromInline let action: any Sendable

    @inlinable
    init(sequence: Int, action: any Sendable) {
        self.sequence = sequence
        self.action = action
    }
}
