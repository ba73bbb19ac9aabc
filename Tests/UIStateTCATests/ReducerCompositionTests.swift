import UIStateTCA
import XCTest

// MARK: - A todo list: forEach with TCA 1.x's `case todo(id:action:)`

/// What the rows' long-running effects saw: each starts, and ends only by being cancelled.
private final class SyncLog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: [Int] = []
    private var cancelled: [Int] = []
    private var waiters: [(condition: ([Int], [Int]) -> Bool, expectation: XCTestExpectation)] = []

    func didStart(_ id: Int) { update { started, _ in started.append(id) } }
    func didCancel(_ id: Int) { update { _, cancelled in cancelled.append(id) } }

    var cancelledIDs: [Int] { lock.withLock { cancelled } }

    /// An expectation fulfilled once `condition` holds for the started and cancelled ids.
    func expectation(_ description: String, _ condition: @escaping (_ started: [Int], _ cancelled: [Int]) -> Bool) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: description)
        lock.withLock {
            if condition(started, cancelled) {
                expectation.fulfill()
            } else {
                waiters.append((condition, expectation))
            }
        }
        return expectation
    }

    private func update(_ change: (_ started: inout [Int], _ cancelled: inout [Int]) -> Void) {
        lock.withLock {
            change(&started, &cancelled)
            waiters.removeAll { waiter in
                guard waiter.condition(started, cancelled) else { return false }
                waiter.expectation.fulfill()
                return true
            }
        }
    }
}

private struct Todo: Reducer {
    struct State: Equatable, Identifiable, Sendable {
        let id: Int
        var title = ""
        var isComplete = false
    }

    enum Action: Equatable, Sendable {
        case checkboxTapped
        case syncButtonTapped
    }

    let log: SyncLog

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .checkboxTapped:
            state.isComplete.toggle()
            return .none
        case .syncButtonTapped:
            return .run { [id = state.id, log] _ in
                log.didStart(id)
                do {
                    // Ends only by cancellation: the test waits for that, never for the time.
                    try await Task.sleep(nanoseconds: 86_400 * 1_000_000_000)
                } catch {
                    log.didCancel(id)
                }
            }
        }
    }
}

private struct Todos: Reducer {
    struct State: Equatable, Sendable {
        var todos: IdentifiedArrayOf<Todo.State> = []
        var completedCount = 0
    }

    enum Action: Equatable, Sendable {
        case todo(id: Todo.State.ID, action: Todo.Action)
        case delete(IndexSet)
    }

    let log: SyncLog

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .todo(id: _, action: .checkboxTapped):
                state.completedCount = state.todos.filter(\.isComplete).count
                return .none
            case .todo:
                return .none
            case .delete(let offsets):
                state.todos.remove(atOffsets: offsets)
                return .none
            }
        }
        .forEach(\.todos, action: /Action.todo(id:action:)) {
            Todo(log: log)
        }
    }
}

private let threeTodos = Todos.State(todos: [Todo.State(id: 1), Todo.State(id: 2), Todo.State(id: 3)])

// MARK: - An app that is logged in or out: Scope over an enum state

private struct LoggedOut: Reducer {
    struct State: Equatable, Sendable { var username = "" }
    enum Action: Equatable, Sendable {
        case usernameChanged(String)
        case loginSucceeded(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if case .usernameChanged(let name) = action { state.username = name }
        return .none
    }
}

private struct LoggedIn: Reducer {
    struct State: Equatable, Sendable {
        var user: String
        var refreshes = 0
    }

    enum Action: Equatable, Sendable {
        case refreshTapped
        case logoutTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if action == .refreshTapped { state.refreshes += 1 }
        return .none
    }
}

private struct App: Reducer {
    enum State: Equatable, Sendable {
        case loggedOut(LoggedOut.State)
        case loggedIn(LoggedIn.State)
    }

    enum Action: Equatable, Sendable {
        case loggedOut(LoggedOut.Action)
        case loggedIn(LoggedIn.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: /State.loggedOut, action: /Action.loggedOut) { LoggedOut() }
        Scope(state: /State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
        Reduce { state, action in
            switch action {
            case .loggedOut(.loginSucceeded(let user)):
                state = .loggedIn(LoggedIn.State(user: user))
            case .loggedIn(.logoutTapped):
                state = .loggedOut(LoggedOut.State())
            default:
                break
            }
            return .none
        }
    }
}

// MARK: - CombineReducers and onChange

private struct TouchCounter: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var trail: [String] = []
        var changes: [String] = []
    }

    enum Action: Equatable, Sendable { case incrementTapped, touched }

    var body: some ReducerOf<Self> {
        CombineReducers {
            Reduce { state, action in
                state.trail.append("first")
                if action == .incrementTapped { state.count += 1 }
                return .none
            }
            Reduce { state, _ in
                state.trail.append("second")
                return .none
            }
        }
        .onChange(of: \.count) { oldValue, newValue in
            Reduce { state, _ in
                state.changes.append("\(oldValue)→\(newValue)")
                return .none
            }
        }
        .onChange(of: { Parity(isEven: $0.count.isMultiple(of: 2), count: $0.count) }, removeDuplicates: { $0.isEven == $1.isEven }) { _, newValue in
            Reduce { state, _ in
                state.changes.append(newValue.isEven ? "even" : "odd")
                return .none
            }
        }
    }
}

/// Not `Equatable`: `onChange` compares it with the closure it is given.
private struct Parity {
    let isEven: Bool
    let count: Int
}

private func applying<R: Reducer>(_ reducer: R, _ state: R.State, _ actions: R.Action...) -> R.State {
    var state = state
    for action in actions {
        _ = reducer.reduce(into: &state, action: action)
    }
    return state
}

// MARK: - Tests

final class ReducerCompositionTests: XCTestCase {
    // MARK: forEach

    func testAnElementActionRunsTheElementBeforeTheParent() {
        let state = applying(Todos(log: SyncLog()), threeTodos, .todo(id: 2, action: .checkboxTapped))
        XCTAssertEqual(state.todos[id: 2]?.isComplete, true)
        XCTAssertEqual(state.completedCount, 1, "the parent saw the element already changed")
    }

    func testAnActionForAnIDThatIsNotThereIsIgnored() {
        let state = applying(Todos(log: SyncLog()), threeTodos, .todo(id: 9, action: .checkboxTapped))
        XCTAssertEqual(state, threeTodos)
    }

    func testRemovingARowCancelsItsEffectAndNoOtherRows() async {
        let log = SyncLog()
        let store = StoreRuntime.Store(initialState: threeTodos, reducer: Todos(log: log))
        await store.send(.todo(id: 1, action: .syncButtonTapped))
        await store.send(.todo(id: 3, action: .syncButtonTapped))
        await fulfillment(of: [log.expectation("both rows syncing") { started, _ in Set(started) == [1, 3] }], timeout: 10)

        await store.send(.delete(IndexSet([0])))
        await fulfillment(of: [log.expectation("row 1 cancelled") { _, cancelled in cancelled.contains(1) }], timeout: 10)
        XCTAssertEqual(log.cancelledIDs, [1])
        let ids = await store.state.todos.ids
        XCTAssertEqual(ids, [2, 3])
    }

    // MARK: Scope over an enum state

    func testTheChildOfTheCurrentCaseRuns() {
        let state = applying(App(), .loggedOut(LoggedOut.State()), .loggedOut(.usernameChanged("blob")))
        XCTAssertEqual(state, .loggedOut(LoggedOut.State(username: "blob")))
    }

    func testAChildActionForAnotherCaseIsIgnored() {
        let state = applying(App(), .loggedOut(LoggedOut.State(username: "blob")), .loggedIn(.refreshTapped))
        XCTAssertEqual(state, .loggedOut(LoggedOut.State(username: "blob")))
    }

    func testTheParentMovesBetweenCasesAndTheNewCasesChildRuns() {
        let state = applying(
            App(),
            .loggedOut(LoggedOut.State()),
            .loggedOut(.loginSucceeded("blob")),
            .loggedIn(.refreshTapped),
            .loggedOut(.usernameChanged("ignored"))
        )
        XCTAssertEqual(state, .loggedIn(LoggedIn.State(user: "blob", refreshes: 1)))
    }

    func testAStoreRunsTheEnumScopeTheSameWay() async {
        let store = StoreRuntime.Store(initialState: App.State.loggedIn(LoggedIn.State(user: "blob")), reducer: App())
        await store.send(.loggedIn(.refreshTapped))
        await store.send(.loggedOut(.usernameChanged("ignored")))
        await store.send(.loggedIn(.refreshTapped))
        let state = await store.state
        XCTAssertEqual(state, .loggedIn(LoggedIn.State(user: "blob", refreshes: 2)))
        await store.send(.loggedIn(.logoutTapped))
        let loggedOut = await store.state
        XCTAssertEqual(loggedOut, .loggedOut(LoggedOut.State()))
    }

    // MARK: CombineReducers and onChange

    func testCombinedReducersRunInOrderUnderOneOperator() {
        let state = applying(TouchCounter(), TouchCounter.State(), .incrementTapped, .touched)
        XCTAssertEqual(state.trail, ["first", "second", "first", "second"])
        XCTAssertEqual(state.count, 1)
        XCTAssertEqual(state.changes.first, "0→1")
    }

    func testOnChangeWithADuplicateTestRunsOnlyWhenTheTestSaysItChanged() {
        let state = applying(TouchCounter(), TouchCounter.State(), .incrementTapped, .touched, .incrementTapped, .incrementTapped)
        XCTAssertEqual(state.changes, ["0→1", "odd", "1→2", "even", "2→3", "odd"])
    }

    func testAStoreRunsCombinedReducersTheSameWay() async {
        let store = StoreRuntime.Store(initialState: TouchCounter.State(), reducer: TouchCounter())
        await store.send(.incrementTapped)
        let state = await store.state
        XCTAssertEqual(state, applying(TouchCounter(), TouchCounter.State(), .incrementTapped))
    }
}
