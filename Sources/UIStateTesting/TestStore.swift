public import StoreRuntime
import Synchronization

// MARK: - TestStore

/// Drives a feature in a test and checks every change it makes, exhaustively by default (as
/// TCA's `TestStore` does).
///
/// Each `send` takes a closure that receives the state before the action and must turn it into
/// the state after; any difference is reported with a `−`/`+` diff. Actions that effects send
/// back must be asserted with `receive` in order, and `finish` fails while effects are still in
/// flight or received actions are left unasserted.
///
/// ```swift
/// let store = TestStore(initialState: Counter.State(), reducer: Counter())
/// await store.send(.incrementButtonTapped) {
///     $0.count = 1
///     $0.isLoadingFact = true
/// }
/// await store.advance(by: .milliseconds(500))
/// await store.receive(.factResponse("1 is a good number.")) {
///     $0.fact = "1 is a good number."
///     $0.isLoadingFact = false
/// }
/// await store.finish()
/// ```
///
/// Failures go to `onFailure`, so any test runner can be used (`StoreTestSupport` adapts them
/// to Swift Testing). The store underneath is an ordinary `Store`, reachable as `store`.
public final class TestStore<R: Reducer & SendableMetatype>: Sendable where R.State: Equatable & Sendable {
    public typealias State = R.State
    public typealias Action = R.Action

    /// The store the test drives.
    public let store: Store<R>

    let log = RecordLog<State, Action>()
    let book: Mutex<Bookkeeping>
    /// Where the store's effects run, unless the dependencies name an executor of their own.
    private let effectExecutor: DedicatedThreadExecutor?
    let onFailure: @Sendable (TestStoreFailure) -> Void
    let creation: CallSite

    /// What the test store has seen and not yet had asserted.
    struct Bookkeeping {
        var exhaustivity: Exhaustivity = .on
        var timeout: Duration = .seconds(1)
        /// The state after the last record taken from the log.
        var state: State
        /// The shared values after that record.
        var shared: SharedSnapshot
        /// Actions effects sent that no `receive` has asserted yet, oldest first.
        var received: [Received] = []
        /// Every processed action by sequence number, to name the action an effect came from.
        var actions: [Int: Action] = [:]
        var isObserving = false
        var isFinished = false
        var effectErrorsReported = 0
        var advanceHint = "await store.advance(by: …)"
    }

    /// An effect-sent action with the state (and shared values) before it.
    struct Received {
        let record: StoreRecord<State, Action>
        let before: State
        let sharedBefore: SharedSnapshot
    }

    /// Creates a test store around a new `Store`.
    ///
    /// - Parameters:
    ///   - initialState: the feature's state at the start of the test.
    ///   - reducer: the feature.
    ///   - environment: the store's opaque environment.
    ///   - dependencies: by default deterministic test dependencies with a test clock.
    ///   - onFailure: called with each failure; it must make the test fail (see
    ///     `StoreTestSupport`, which records Swift Testing issues).
    public init(
        initialState: State,
        reducer: sending R,
        environment: any Sendable = (),
        dependencies: Dependencies = .test(),
        onFailure: @escaping @Sendable (TestStoreFailure) -> Void,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        var dependencies = dependencies
        let effectExecutor = dependencies.effectExecutor == nil ? DedicatedThreadExecutor(name: "uistate test store effects") : nil
        if let effectExecutor { dependencies.effectExecutor = effectExecutor }
        self.effectExecutor = effectExecutor
        let store = Store(initialState: initialState, reducer: reducer, environment: environment, dependencies: dependencies)
        self.store = store
        self.onFailure = onFailure
        self.creation = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        self.book = Mutex(Bookkeeping(state: initialState, shared: store.sharedSnapshot))
    }

    deinit {
        defer { effectExecutor?.shutDown() }
        // A test that never calls `finish()` still learns about actions it did not assert, and
        // about effects it left running (which the store's end now cancels).
        let (unasserted, checks, hint) = book.withLock { book -> ([Received], Bool, String) in
            guard !book.isFinished, book.exhaustivity == .on else { return ([], false, "") }
            Self.absorb(log.take(), into: &book)
            return (book.received, true, book.advanceHint)
        }
        if !unasserted.isEmpty {
            onFailure(creation.failure(
                Self.unexpectedActionsMessage(unasserted) + "\n\nCall `await store.finish()` at the end of the test to wait for effects and check them."
            ))
        }
        guard checks else { return }
        let inFlight = store.actionsWithEffectsInFlight
        for sequence in inFlight.keys.sorted() {
            let action = inFlight[sequence].map(Self.describe) ?? "action #\(sequence)"
            onFailure(creation.failure("""
                An effect returned for \(action) is still running. It must complete before the end of the test. …

                To fix, advance the test clock past its sleeps (`\(hint)`) or let it finish, send an action that cancels it, or call `await store.skipInFlightEffects()` if it is meant to outlive the test.
                """))
        }
    }

    // MARK: - Settings

    /// Exhaustive (`.on`, the default) or checking only what is asserted.
    public var exhaustivity: Exhaustivity {
        get { book.withLock { $0.exhaustivity } }
        set { book.withLock { $0.exhaustivity = newValue } }
    }

    /// How long `receive` and `finish` wait (wall-clock) for effects that are not parked on the
    /// test clock; 1 second by default.
    public var timeout: Duration {
        get { book.withLock { $0.timeout } }
        set { book.withLock { $0.timeout = newValue } }
    }

    /// The state after the last action the test store has seen processed.
    public var state: State {
        book.withLock { book in
            Self.absorb(log.take(), into: &book)
            return book.state
        }
    }

    /// How a failure tells the test to move the test clock: `store.advance(by:)` here; a test
    /// store built on this one names its own way (TCA's tests advance the clock they injected).
    package var advanceHint: String {
        get { book.withLock { $0.advanceHint } }
        set { book.withLock { $0.advanceHint = newValue } }
    }

    /// The store's dependencies (overridable when the test store is created).
    public var dependencies: Dependencies { store.dependencies }

    // MARK: - Sending

    /// Sends `action` and checks the state it leaves.
    ///
    /// - Parameters:
    ///   - action: an action from outside (a tap, a scenario step).
    ///   - updateStateToExpectedResult: receives the state before the action and must turn it
    ///     into the state after. Omit it when the action must not change state.
    /// - Returns: what the store did, as `Store.send` reports it.
    @discardableResult
    nonisolated(nonsending) public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async -> SendResult {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await prepare()
        if let effectExecutor {
            // Effects started earlier run until they finish or wait on something (the clock,
            // a network call, a real sleep), as in TCA: an effect waiting for real time is not
            // waited for, so an action can still cancel it.
            await effectExecutor.waitUntilIdle()
        } else if store.dependencies.testClock != nil {
            // Effects started earlier run until they finish or park on the clock, so the check
            // below sees every action they send, the same on every run.
            try? await store.settle(timeout: timeout)
        }
        checkNoUnassertedReceivedActions(before: action, at: site)

        let result = await store.send(action)
        // The effects the action started have run until they suspend or end, as in TCA.
        await effectExecutor?.waitUntilIdle()
        let step = book.withLock { book -> Step<State, Action>? in
            let sent = Self.absorb(log.take(), into: &book) { $0.sequence == result.sequence }
            return sent.first.map {
                Step(record: $0.record, before: $0.before, sharedBefore: $0.sharedBefore, exhaustivity: book.exhaustivity)
            }
        }
        if let step {
            expectState(step, update: updateStateToExpectedResult, doing: "sending \(Self.describe(action))", at: site)
        }
        await checkEffectErrors(at: site)
        return result
    }

    /// Moves the test clock forward by `duration`, running the effects due meanwhile.
    public func advance(
        by duration: Duration = .zero,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        await prepare()
        guard let clock = store.dependencies.testClock else {
            onFailure(CallSite(fileID: fileID, filePath: filePath, line: line, column: column).failure(
                "advance(by:) needs a test clock, but this store's clock is \(type(of: store.dependencies.clock)).\n\nCreate the test store with `dependencies: .test()` (the default)."
            ))
            return
        }
        await clock.advance(by: duration)
    }

    // MARK: - Observing

    /// Starts observing the store the first time the test store is used (an initializer cannot
    /// await the store).
    func prepare() async {
        let needsObserver = book.withLock { book in
            defer { book.isObserving = true }
            return !book.isObserving
        }
        guard needsObserver else { return }
        let log = log
        await store.addObserver { log.append($0) }
    }

    /// Applies records to the bookkeeping: the state moves on, and effect-sent actions that
    /// `isAsserted` does not claim join `received`.
    ///
    /// - Returns: the records `isAsserted` claimed, with the state before each.
    @discardableResult
    static func absorb(
        _ records: [StoreRecord<State, Action>],
        into book: inout Bookkeeping,
        isAsserted: (StoreRecord<State, Action>) -> Bool = { _ in false }
    ) -> [Received] {
        var asserted: [Received] = []
        for record in records {
            if let action = record.action { book.actions[record.sequence] = action }
            let entry = Received(record: record, before: book.state, sharedBefore: book.shared)
            if isAsserted(record) {
                asserted.append(entry)
            } else if case .effect? = record.origin {
                book.received.append(entry)
            }
            book.state = record.state
            book.shared = record.shared
        }
        return asserted
    }

    /// Fails (exhaustive) or skips (non-exhaustive) actions effects sent that were not received.
    private func checkNoUnassertedReceivedActions(before action: Action, at site: CallSite) {
        let (unasserted, exhaustivity) = book.withLock { book in
            Self.absorb(log.take(), into: &book)
            defer { book.received.removeAll() }
            return (book.received, book.exhaustivity)
        }
        guard !unasserted.isEmpty else { return }
        switch exhaustivity {
        case .on:
            onFailure(site.failure("""
                Must handle \(unasserted.count) received \(unasserted.count == 1 ? "action" : "actions") before sending an action: …

                  Unhandled actions:
                \(Self.list(unasserted.map(\.record)))

                  Action sent: \(Self.describe(action))

                To fix, assert them with `await store.receive(…)` before this send, or skip them with `await store.skipReceivedActions()`.
                """))
        case .off(showSkippedAssertions: true):
            onFailure(site.failure("""
                Skipped receiving \(unasserted.count) \(unasserted.count == 1 ? "action" : "actions") before sending \(Self.describe(action)): …

                \(Self.list(unasserted.map(\.record)))
                """, kind: .skippedAssertion))
        case .off:
            break
        }
    }
}

// MARK: - Step

/// One processed action to check: its record and the state before it.
struct Step<State: Sendable, Action: Sendable> {
    let record: StoreRecord<State, Action>
    let before: State
    let sharedBefore: SharedSnapshot
    let exhaustivity: Exhaustivity
}
