import Synchronization
public import UIStateTesting

// MARK: - TestStore as TCA spells it

/// TCA's `TestStore`: drives a feature in a test and checks every change, exhaustively by
/// default, reporting failures to XCTest or Swift Testing at the line of the call.
///
/// ```swift
/// @MainActor
/// final class CounterTests: XCTestCase {
///     func testIncrement() async {
///         let store = TestStore(initialState: Counter.State()) {
///             Counter()
///         } withDependencies: {
///             $0.continuousClock = ImmediateClock()
///         }
///         await store.send(.incrementButtonTapped) { $0.count = 1 }
///         await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
///     }
/// }
/// ```
///
/// It is UIStateTesting's `TestStore` underneath (one runtime, one set of checks and messages),
/// generic over state and action as TCA's is, so `TestStoreOf<Feature>` names it. The store
/// underneath is made at the first `send`, `receive` or read of `state`, so that
/// `store.dependencies.client = …` after creation still reaches the feature, as in TCA.
public final class TestStore<State: Equatable & Sendable, Action: Sendable>: Sendable {
    typealias Underlying = UIStateTesting.TestStore<Reduce<State, Action>>

    private let phase: Mutex<Phase>
    /// Whether the feature dismissed itself (`@Dependency(\.dismiss)` at the root).
    private let dismissed = DismissedFlag()
    let reporter: FailureReporter
    private let creation: (fileID: String, filePath: String, line: Int, column: Int)

    private enum Phase {
        /// Not started: what the store will be made of.
        case pending(initialState: State, reducer: PendingReducer, dependencies: Dependencies, settings: Settings)
        case started(Underlying)
    }

    /// The feature's reducer until the store is made.
    ///
    /// @unchecked: a reducer is not `Sendable` (its closures are not), but this one is built in
    /// `init`, kept under the lock and handed to the one store made from it, which alone runs it.
    private struct PendingReducer: @unchecked Sendable {
        let reducer: Reduce<State, Action>
    }

    private struct Settings {
        var exhaustivity: Exhaustivity = .on
        var timeout: Duration = .seconds(1)
    }

    /// Creates a test store of the feature `reducer` builds, starting from `initialState`.
    ///
    /// - Parameters:
    ///   - initialState: evaluated with the test's dependencies, so a state that reads
    ///     `@Dependency` (a generated id, the date) gets the test's values.
    ///   - reducer: the feature.
    ///   - prepareDependencies: changes to the test dependencies: a `TestClock`, a client's
    ///     endpoints. By default every client gives its `testValue`, the clock is a test clock
    ///     that moves only when advanced, and UUIDs count up from `UUID(0)`.
    public init<R: Reducer>(
        initialState: @autoclosure () -> State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where R.State == State, R.Action == Action {
        let reporter = FailureReporter(creationFile: filePath)
        self.reporter = reporter
        self.creation = ("\(fileID)", "\(filePath)", Int(line), Int(column))
        var dependencies = Dependencies.test()
        // Screens pushed in a test are numbered from 0, whatever other tests pushed.
        dependencies.stackElementID = .incrementing
        prepareDependencies(&dependencies)
        let state = Dependencies.$current.withValue(dependencies) { initialState() }
        let reducer = PendingReducer(reducer: Dependencies.$current.withValue(dependencies) { reducer().prepared() })
        self.phase = Mutex(.pending(initialState: state, reducer: reducer, dependencies: dependencies, settings: Settings()))
    }

    /// TCA 1.0's earlier spelling, with the reducer as a value rather than a builder.
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> State,
        reducer: R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where R.State == State, R.Action == Action {
        self.init(
            initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies,
            fileID: fileID, file: filePath, line: line, column: column
        )
    }

    // MARK: - Settings

    /// The dependencies the feature runs with. Set them before the first `send`: the store is
    /// made then, with the dependencies it will keep.
    public var dependencies: DependencyValues {
        get {
            phase.withLock { phase in
                switch phase {
                case .pending(_, _, let dependencies, _): dependencies
                case .started(let store): store.store.dependencies
                }
            }
        }
        set {
            let started = phase.withLock { phase -> Bool in
                guard case .pending(let state, let reducer, _, let settings) = phase else { return true }
                phase = .pending(initialState: state, reducer: reducer, dependencies: newValue, settings: settings)
                return false
            }
            if started {
                reporter.report(TestStoreFailure(
                    message: "The test store's dependencies were changed after its first send or receive; the feature keeps the ones it started with.\n\nSet them in `withDependencies:` or before the first `send`.",
                    fileID: creation.fileID, filePath: creation.filePath, line: creation.line, column: creation.column
                ))
            }
        }
    }

    /// Exhaustive (`.on`, the default) or checking only what the test asserts
    /// (`.off(showSkippedAssertions:)`).
    public var exhaustivity: Exhaustivity {
        get { read(pending: \.exhaustivity, started: \.exhaustivity) }
        set { write(newValue, pending: \.exhaustivity, started: \.exhaustivity) }
    }

    /// How long `receive` and `finish` wait for effects that do not wait on the test clock.
    public var timeout: Duration {
        get { read(pending: \.timeout, started: \.timeout) }
        set { write(newValue, pending: \.timeout, started: \.timeout) }
    }

    /// The state after the last action the test store has seen processed.
    public var state: State { underlying().state }

    private func read<Value: Sendable>(pending: KeyPath<Settings, Value>, started: KeyPath<Underlying, Value>) -> Value {
        phase.withLock { phase in
            switch phase {
            case .pending(_, _, _, let settings): settings[keyPath: pending]
            case .started(let store): store[keyPath: started]
            }
        }
    }

    private func write<Value: Sendable>(
        _ value: Value,
        pending: WritableKeyPath<Settings, Value>,
        started: ReferenceWritableKeyPath<Underlying, Value>
    ) {
        phase.withLock { phase in
            switch phase {
            case .pending(let state, let reducer, let dependencies, var settings):
                settings[keyPath: pending] = value
                phase = .pending(initialState: state, reducer: reducer, dependencies: dependencies, settings: settings)
            case .started(let store):
                store[keyPath: started] = value
            }
        }
    }

    /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`, as a
    /// presenting parent would have seen it.
    public var isDismissed: Bool { dismissed.value.load(ordering: .relaxed) }

    /// The root feature dismissed itself: its effects are cancelled and later sends refused.
    private func dismissRoot() async {
        dismissed.value.store(true, ordering: .relaxed)
        let store = phase.withLock { phase -> Underlying? in
            if case .started(let store) = phase { return store }
            return nil
        }
        _ = await store?.store.cancelAllEffects()
    }

    /// Runs `operation` with exhaustivity set to `exhaustivity`, then sets it back.
    nonisolated(nonsending) public func withExhaustivity<R>(_ exhaustivity: Exhaustivity, operation: () async throws -> R) async rethrows -> R {
        let saved = self.exhaustivity
        self.exhaustivity = exhaustivity
        defer { self.exhaustivity = saved }
        return try await operation()
    }

    // MARK: - The store underneath

    /// The UIStateTesting test store, made on first use with the dependencies set by then.
    func underlying() -> Underlying {
        phase.withLock { phase in
            switch phase {
            case .started(let store):
                return store
            case .pending(let state, let reducer, var dependencies, let settings):
                let reporter = reporter
                let creation = creation
                dependencies.reportIssue = { message in
                    reporter.report(TestStoreFailure(
                        message: message, fileID: creation.fileID, filePath: creation.filePath,
                        line: creation.line, column: creation.column
                    ))
                }
                if !dependencies.isPresented {
                    // The feature under test is the root: dismissing itself is what its
                    // presenter would see (its effects end with it), and the test reads it from
                    // `isDismissed`, as in TCA.
                    dependencies.dismiss = DismissEffect { [weak self] in await self?.dismissRoot() }
                }
                let store = Underlying(
                    initialState: state, reducer: reducer.reducer, dependencies: dependencies,
                    onFailure: { reporter.report($0) },
                    fileID: creation.fileID, filePath: creation.filePath, line: creation.line, column: creation.column
                )
                store.exhaustivity = settings.exhaustivity
                store.timeout = settings.timeout
                store.advanceHint = "await clock.advance(by: …)"
                phase = .started(store)
                return store
            }
        }
    }

    /// A call site as the store underneath takes it, with its file remembered for XCTest.
    func site(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) -> CallSite {
        CallSite(fileID: "\(fileID)", filePath: reporter.remember(filePath), line: Int(line), column: Int(column))
    }

    struct CallSite {
        let fileID: String
        let filePath: String
        let line: Int
        let column: Int
    }
}

/// The test store of a reducer's state and action.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable & Sendable

/// Whether a test store checks everything (`.on`) or only what the test asserts.
public typealias Exhaustivity = UIStateTesting.Exhaustivity

/// Set once the feature under a test store dismisses itself; a class so the dismissal can
/// reach it from the effect that calls `dismiss()`.
private final class DismissedFlag: Sendable {
    let value = Atomic(false)
}
