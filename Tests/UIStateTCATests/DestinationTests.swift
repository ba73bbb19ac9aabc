import UIStateTCA
import XCTest

// A destination enum presented with `ifLet(\.$destination, …)`, each case scoped with
// `Scope(state: /State.case, action: /Action.case)`, as TCA 1.3 documents multiple destinations.

struct Library: Reducer {
    struct State: Equatable {
        @PresentationState var destination: Destination.State?
    }

    enum Action: Equatable {
        case destination(PresentationAction<Destination.Action>)
        case addTapped
        case settingsTapped
    }

    struct Destination: Reducer {
        enum State: Equatable {
            case add(Editor.State)
            case settings(Editor.State)
        }

        enum Action: Equatable {
            case add(Editor.Action)
            case settings(Editor.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: /State.add, action: /Action.add) { Editor() }
            Scope(state: /State.settings, action: /Action.settings) { Editor() }
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addTapped:
                state.destination = .add(Editor.State(id: 1))
                return .none
            case .settingsTapped:
                state.destination = .settings(Editor.State(id: 1))
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: /Action.destination) { Destination() }
        ._printChanges()
    }
}

@MainActor
final class DestinationTests: FailureCapturingTestCase {
    func testAnActionForAnotherCaseIsReportedAndChangesNothing() async {
        let store = TestStore(initialState: Library.State()) { Library() }
        await store.send(.addTapped) { $0.destination = .add(Editor.State(id: 1)) }
        await store.send(.destination(.presented(.settings(.textChanged("ignored")))))
        XCTAssertEqual(store.state.destination, .add(Editor.State(id: 1)))
        XCTAssertEqual(captured.all.count, 1)
        XCTAssertTrue(captured.all.first?.message.contains("while the state was another case") ?? false)
    }

    func testEachCaseRunsItsOwnChildAndATestReachesItThroughItsCase() async {
        let store = TestStore(initialState: Library.State()) { Library() }
        await store.send(.addTapped) { $0.destination = .add(Editor.State(id: 1)) }
        await store.send(.destination(.presented(.add(.textChanged("Dune"))))) {
            $0.$destination[case: /Library.Destination.State.add]?.text = "Dune"
        }
    }

    func testSwitchingToAnotherCaseCancelsTheFirstCasesEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Library.State()) {
            Library()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.addTapped) { $0.destination = .add(Editor.State(id: 1)) }
        await store.send(.destination(.presented(.add(.onAppear))))
        await store.send(.settingsTapped) { $0.destination = .settings(Editor.State(id: 1)) }
        await clock.advance(by: .seconds(2))
        await store.finish()
    }
}
