import UIStateTCA
import XCTest

// A list of rows with `case todos(IdentifiedActionOf<Todo>)` and `.forEach(\.todos, action: \.todos)`,
// as TCA 1.4+ writes collections.

enum Listing {
    @Reducer
    struct Todo {
        struct State: Equatable, Identifiable {
            let id: Int
            var title = ""
            var isComplete = false
        }

        enum Action: Equatable {
            case toggleTapped
            case delegate(Delegate)

            @CasePathable
            enum Delegate: Equatable {
                case completed(title: String)
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .toggleTapped:
                    state.isComplete.toggle()
                    return state.isComplete ? .send(.delegate(.completed(title: state.title))) : .none
                case .delegate:
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Todos {
        struct State: Equatable {
            var todos: IdentifiedArrayOf<Todo.State> = []
            var completedTitles: [String] = []
        }

        enum Action: Equatable {
            case todos(IdentifiedActionOf<Todo>)
            case removeCompletedTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .todos(.element(id: _, action: .delegate(.completed(let title)))):
                    state.completedTitles.append(title)
                    return .none
                case .removeCompletedTapped:
                    state.todos.removeAll { $0.isComplete }
                    return .none
                case .todos:
                    return .none
                }
            }
            .forEach(\.todos, action: \.todos) { Todo() }
        }
    }
}

@MainActor
final class IdentifiedActionTests: XCTestCase {
    private var initialState: Listing.Todos.State {
        Listing.Todos.State(todos: [
            Listing.Todo.State(id: 1, title: "Milk"),
            Listing.Todo.State(id: 2, title: "Eggs"),
        ])
    }

    func testARowActionByIdRunsThatRowAndItsDelegateReachesTheList() async {
        let store = TestStore(initialState: initialState) { Listing.Todos() }
        await store.send(\.todos[id: 2].toggleTapped) { $0.todos[id: 2]?.isComplete = true }
        await store.receive(\.todos[id: 2].delegate.completed, "Eggs") { $0.completedTitles = ["Eggs"] }
        await store.send(.todos(.element(id: 2, action: .toggleTapped))) { $0.todos[id: 2]?.isComplete = false }
        await store.send(.removeCompletedTapped)
    }

    func testAnElementCasePathCarriesTheIdAndTheAction() async {
        let store = TestStore(initialState: initialState) { Listing.Todos() }
        await store.send(\.todos.element, (id: 1, action: .toggleTapped)) { $0.todos[id: 1]?.isComplete = true }
        await store.receive(\.todos.element) { $0.completedTitles = ["Milk"] }
        await store.send(.removeCompletedTapped) { _ = $0.todos.remove(id: 1) }
    }

    func testCaseKeyPathsThroughAnIdentifiedActionMatchOnlyThatId() {
        let action = Listing.Todos.Action.todos(.element(id: 1, action: .toggleTapped))
        XCTAssertTrue(action.is(\.todos[id: 1].toggleTapped))
        XCTAssertFalse(action.is(\.todos[id: 2].toggleTapped))
        XCTAssertFalse(action.is(\.todos[id: 1].delegate))
        XCTAssertEqual(action[case: \.todos.element]?.id, 1)
        let built: Listing.Todos.Action = (\Listing.Todos.Action.Cases.todos[id: 3])(.toggleTapped)
        XCTAssertEqual(built, .todos(.element(id: 3, action: .toggleTapped)))
    }
}
