import UIStateTCA
import XCTest

// A navigation stack of counter screens, written as TCA 1.3 documents stack navigation.

struct CounterScreen: Reducer {
    struct State: Equatable {
        var count = 0
        var isTicking = false
    }

    enum Action: Equatable {
        case incrementButtonTapped
        case startTicking
        case tick
        case doneButtonTapped
        case pushAnotherButtonTapped
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return .none
        case .startTicking:
            state.isTicking = true
            return .run { send in
                for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
        case .tick:
            state.count += 1
            return .none
        case .doneButtonTapped:
            return .run { _ in await self.dismiss() }
        case .pushAnotherButtonTapped:
            return .none
        }
    }
}

struct Flow: Reducer {
    struct State: Equatable {
        var path = StackState<CounterScreen.State>()
        var total = 0
    }

    enum Action: Equatable {
        case path(StackAction<CounterScreen.State, CounterScreen.Action>)
        case startButtonTapped
        case popToRootButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .startButtonTapped:
                state.path.append(CounterScreen.State())
                return .none
            case .path(.element(id: _, action: .pushAnotherButtonTapped)):
                state.path.append(CounterScreen.State())
                return .none
            case .path(.popFrom):
                state.total = state.path.map(\.count).reduce(0, +)
                return .none
            case .path:
                return .none
            case .popToRootButtonTapped:
                state.path.removeAll()
                return .none
            }
        }
        .forEach(\.path, action: /Action.path) { CounterScreen() }
    }
}

@MainActor
final class NavigationStackTests: XCTestCase {
    func testScreensArePushedWithIdsFromZeroAndDriveTheirOwnReducers() async {
        let store = TestStore(initialState: Flow.State()) { Flow() }
        await store.send(.startButtonTapped) { $0.path[id: 0] = CounterScreen.State() }
        await store.send(.path(.element(id: 0, action: .incrementButtonTapped))) { $0.path[id: 0]?.count = 1 }
        await store.send(.path(.element(id: 0, action: .pushAnotherButtonTapped))) { $0.path[id: 1] = CounterScreen.State() }
        await store.send(.path(.popFrom(id: 0))) {
            $0.total = 1
            $0.path = StackState()
        }
    }

    func testAPushFromTheTestUsesTheIdItGives() async {
        let store = TestStore(initialState: Flow.State()) { Flow() }
        await store.send(.path(.push(id: 5, state: CounterScreen.State(count: 3)))) { $0.path[id: 5] = CounterScreen.State(count: 3) }
        await store.send(.path(.element(id: 5, action: .incrementButtonTapped))) { $0.path[id: 5]?.count = 4 }
    }

    func testAScreenPopsItselfThroughDismiss() async {
        let store = TestStore(initialState: Flow.State()) { Flow() }
        await store.send(.startButtonTapped) { $0.path[id: 0] = CounterScreen.State() }
        await store.send(.path(.element(id: 0, action: .doneButtonTapped)))
        await store.receive(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
    }

    func testLeavingTheStackCancelsAScreensEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Flow.State()) {
            Flow()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.startButtonTapped) { $0.path[id: 0] = CounterScreen.State() }
        await store.send(.path(.element(id: 0, action: .startTicking))) { $0.path[id: 0]?.isTicking = true }
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.count = 1 }
        await store.send(.popToRootButtonTapped) { $0.path.removeAll() }
        await clock.advance(by: .seconds(3))
        await store.finish()
    }

    func testAStackTravelsAsIdsAndStates() throws {
        var stack = StackState<Int>()
        stack[id: 0] = 7
        stack[id: 1] = 8
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(stack), as: UTF8.self)
        XCTAssertEqual(json, #"[{"id":0,"state":7},{"id":1,"state":8}]"#)
        XCTAssertEqual(try JSONDecoder().decode(StackState<Int>.self, from: Data(json.utf8)), stack)
        XCTAssertThrowsError(try JSONDecoder().decode(StackState<Int>.self, from: Data(#"[{"id":0,"state":1},{"id":0,"state":2}]"#.utf8)))
    }
}
