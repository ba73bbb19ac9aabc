import UIStateTCA
import XCTest

// `@Reducer` structs composed with TCA 1.4+'s case key paths, as a TCA 1.8 user writes them:
// a child scope with a delegate, an optional child, an enum state, `Scope(state: \.self, …)`.

enum Scoping {
    @Reducer
    struct Counter {
        struct State: Equatable {
            var count = 0
        }

        enum Action: Equatable {
            case incrementButtonTapped
            case delegate(Delegate)

            @CasePathable
            enum Delegate: Equatable {
                case reachedThree
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .incrementButtonTapped:
                    state.count += 1
                    return state.count == 3 ? .send(.delegate(.reachedThree)) : .none
                case .delegate:
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Parent {
        struct State: Equatable {
            var counter = Counter.State()
            var optional: Counter.State?
            var milestones = 0
        }

        enum Action: Equatable {
            case counter(Counter.Action)
            case optional(Counter.Action)
            case showOptionalTapped
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.counter, action: \.counter) { Counter() }
            Reduce { state, action in
                switch action {
                case .counter(.delegate(.reachedThree)):
                    state.milestones += 1
                    return .none
                case .optional(.delegate(.reachedThree)):
                    state.optional = nil
                    return .none
                case .showOptionalTapped:
                    state.optional = Counter.State(count: 1)
                    return .none
                case .counter, .optional:
                    return .none
                }
            }
            .ifLet(\.optional, action: \.optional) { Counter() }
        }
    }

    /// A reducer whose state is an enum: `@Reducer` makes it case-pathable and readable by case.
    @Reducer
    struct Session {
        enum State: Equatable {
            case loggedOut(Counter.State)
            case loggedIn(Counter.State)
        }

        enum Action: Equatable {
            case loggedOut(Counter.Action)
            case loggedIn(Counter.Action)
            case logInTapped
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.loggedOut, action: \.loggedOut) { Counter() }
            Reduce { state, action in
                guard case .logInTapped = action else { return .none }
                state = .loggedIn(Counter.State())
                return .none
            }
            .ifCaseLet(\.loggedIn, action: \.loggedIn) { Counter() }
        }
    }

    /// A feature that runs a child on its whole state.
    @Reducer
    struct WholeState {
        typealias State = Counter.State

        enum Action: Equatable {
            case counter(Counter.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.self, action: \.counter) { Counter() }
        }
    }

    /// A feature written with `reduce(into:action:)` and its own conformance.
    @Reducer
    struct Toggle: Reducer {
        struct State: Equatable { var isOn = false }
        enum Action: Equatable { case toggled }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.isOn.toggle()
            return .none
        }
    }

    /// Key-path scopes grouped so that one operator applies to all of them.
    @Reducer
    struct Pair {
        struct State: Equatable {
            var left = Counter.State()
            var right = Counter.State()
            var detail: Counter.State?
        }

        enum Action: Equatable {
            case left(Counter.Action)
            case right(Counter.Action)
            case detail(Counter.Action)
        }

        var body: some ReducerOf<Self> {
            CombineReducers {
                Scope(state: \.left, action: \.left) { Counter() }
                Scope(state: \.right, action: \.right) { Counter() }
            }
            .ifLet(\.detail, action: \.detail) { Counter() }
        }
    }

    /// A stub, as `@Reducer struct Feature {}` starts one.
    @Reducer
    struct Stub {}
}

@MainActor
final class ReducerTests: XCTestCase {
    func testAChildScopedByKeyPathsRunsAndItsDelegateReachesTheParent() async {
        let store = TestStore(initialState: Scoping.Parent.State()) { Scoping.Parent() }
        await store.send(\.counter.incrementButtonTapped) { $0.counter.count = 1 }
        await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 2 }
        await store.send(\.counter.incrementButtonTapped) { $0.counter.count = 3 }
        await store.receive(\.counter.delegate.reachedThree) { $0.milestones = 1 }
    }

    func testAnOptionalChildRunsWhilePresentAndItsParentCanDismissIt() async {
        let store = TestStore(initialState: Scoping.Parent.State()) { Scoping.Parent() }
        await store.send(.showOptionalTapped) { $0.optional = Scoping.Counter.State(count: 1) }
        await store.send(\.optional.incrementButtonTapped) { $0.optional?.count = 2 }
        await store.send(\.optional.incrementButtonTapped) { $0.optional?.count = 3 }
        await store.receive(\.optional.delegate.reachedThree) { $0.optional = nil }
    }

    func testAnEnumStateIsScopedByCaseAndReadByMember() async {
        let store = TestStore(initialState: Scoping.Session.State.loggedOut(Scoping.Counter.State())) {
            Scoping.Session()
        }
        await store.send(\.loggedOut.incrementButtonTapped) { $0 = .loggedOut(Scoping.Counter.State(count: 1)) }
        await store.send(.logInTapped) { $0 = .loggedIn(Scoping.Counter.State()) }
        await store.send(\.loggedIn.incrementButtonTapped) { $0 = .loggedIn(Scoping.Counter.State(count: 1)) }
        XCTAssertEqual(store.state.loggedIn?.count, 1)
        XCTAssertNil(store.state.loggedOut)
        XCTAssertTrue(store.state.is(\.loggedIn))
    }

    func testAScopeOnTheWholeStateRunsTheChildOnIt() async {
        let store = TestStore(initialState: Scoping.Counter.State(count: 2)) { Scoping.WholeState() }
        await store.send(\.counter.incrementButtonTapped) { $0.count = 3 }
        await store.receive(\.counter.delegate.reachedThree)
    }

    func testAHandWrittenConformanceAndReduceMethodAreKept() async {
        let store = TestStore(initialState: Scoping.Toggle.State()) { Scoping.Toggle() }
        await store.send(\.toggled) { $0.isOn = true }
        XCTAssertTrue(Scoping.Toggle.Action.toggled.is(\.toggled))
    }

    func testScopesGroupedInCombineReducersEachRunTheirChild() async {
        let store = TestStore(initialState: Scoping.Pair.State()) { Scoping.Pair() }
        await store.send(\.left.incrementButtonTapped) { $0.left.count = 1 }
        await store.send(\.right.incrementButtonTapped) { $0.right.count = 1 }
    }

    func testAStubHasAnEmptyStateAndNoActions() async {
        let store = TestStore(initialState: Scoping.Stub.State()) { Scoping.Stub() }
        XCTAssertEqual(store.state, Scoping.Stub.State())
        let encoded = try? JSONEncoder().encode(Scoping.Stub.State())
        XCTAssertEqual(encoded.map { String(decoding: $0, as: UTF8.self) }, "{}")
        XCTAssertTrue((Scoping.Stub.State() as Any) is any ObservableState, "a stub's state is observable, as TCA 1.7 makes it")
        await store.finish()
    }

    func testTheOldSpellingsStillCompileBesideTheNewOnes() async {
        let path: AnyCasePath<Scoping.Parent.Action, Scoping.Counter.Action> = /Scoping.Parent.Action.counter
        let keyPath: CaseKeyPath<Scoping.Parent.Action, Scoping.Counter.Action> = \.counter
        XCTAssertEqual(path.embed(.incrementButtonTapped), keyPath(.incrementButtonTapped))
        let store = TestStore(initialState: Scoping.Parent.State(counter: Scoping.Counter.State(count: 2))) { Scoping.Parent() }
        await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 3 }
        await store.receive(/Scoping.Parent.Action.counter) { $0.milestones = 1 }
    }
}
