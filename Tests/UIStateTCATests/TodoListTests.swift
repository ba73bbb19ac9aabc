import UIStateTCA
import XCTest

// A to-do list in the shape TCA 1.3's Todos example takes (edit mode, a filter whose raw values
// are localized keys, moving and deleting by offsets in the filtered list, sorting completed
// items a second after they are checked), written and tested as a TCA user would.

enum ListFilter: LocalizedStringKey, CaseIterable, Hashable {
    case all = "All"
    case active = "Active"
    case completed = "Completed"
}

struct TodoRow: Reducer {
    struct State: Equatable, Identifiable {
        @BindingState var description = ""
        let id: UUID
        @BindingState var isComplete = false
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct TodoList: Reducer {
    struct State: Equatable {
        @BindingState var editMode: EditMode = .inactive
        @BindingState var filter: ListFilter = .all
        var todos: IdentifiedArrayOf<TodoRow.State> = []

        var filteredTodos: IdentifiedArrayOf<TodoRow.State> {
            switch filter {
            case .active: return todos.filter { !$0.isComplete }
            case .all: return todos
            case .completed: return todos.filter(\.isComplete)
            }
        }
    }

    enum Action: BindableAction, Equatable {
        case addTodoButtonTapped
        case binding(BindingAction<State>)
        case clearCompletedButtonTapped
        case delete(IndexSet)
        case move(IndexSet, Int)
        case sortCompletedTodos
        case todo(id: TodoRow.State.ID, action: TodoRow.Action)
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.uuid) var uuid
    private enum CancelID { case todoCompletion }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .addTodoButtonTapped:
                state.todos.insert(TodoRow.State(id: self.uuid()), at: 0)
                return .none
            case .binding:
                return .none
            case .clearCompletedButtonTapped:
                state.todos.removeAll(where: \.isComplete)
                return .none
            case let .delete(indexSet):
                let filtered = state.filteredTodos
                for index in indexSet {
                    state.todos.remove(id: filtered[index].id)
                }
                return .none
            case var .move(source, destination):
                if state.filter == .completed {
                    source = IndexSet(source.map { state.filteredTodos[$0] }.compactMap { state.todos.index(id: $0.id) })
                    destination = (destination < state.filteredTodos.endIndex
                        ? state.todos.index(id: state.filteredTodos[destination].id)
                        : state.todos.endIndex) ?? destination
                }
                state.todos.move(fromOffsets: source, toOffset: destination)
                return .run { send in
                    try await self.clock.sleep(for: .milliseconds(100))
                    await send(.sortCompletedTodos)
                }
            case .sortCompletedTodos:
                state.todos.sort { $1.isComplete && !$0.isComplete }
                return .none
            case .todo(id: _, action: .binding(\.$isComplete)):
                return .run { send in
                    try await self.clock.sleep(for: .seconds(1))
                    await send(.sortCompletedTodos, animation: .default)
                }
                .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)
            case .todo:
                return .none
            }
        }
        .forEach(\.todos, action: /Action.todo(id:action:)) { TodoRow() }
    }
}

@MainActor
final class TodoListTests: XCTestCase {
    let clock = TestClock()

    private func makeStore(_ state: TodoList.State = TodoList.State()) -> TestStoreOf<TodoList> {
        TestStore(initialState: state) {
            TodoList()
        } withDependencies: {
            $0.continuousClock = self.clock
            $0.uuid = .incrementing
        }
    }

    func testAddingTodosPutsTheNewestFirst() async {
        let store = makeStore()
        await store.send(.addTodoButtonTapped) {
            $0.todos.insert(TodoRow.State(description: "", id: UUID(0), isComplete: false), at: 0)
        }
        await store.send(.addTodoButtonTapped) {
            $0.todos = [
                TodoRow.State(description: "", id: UUID(1), isComplete: false),
                TodoRow.State(description: "", id: UUID(0), isComplete: false),
            ]
        }
    }

    func testCompletingATodoSortsItDownASecondLater() async {
        let store = makeStore(TodoList.State(todos: [
            TodoRow.State(description: "", id: UUID(0), isComplete: false),
            TodoRow.State(description: "", id: UUID(1), isComplete: false),
        ]))
        await store.send(.todo(id: UUID(0), action: .set(\.$isComplete, true))) {
            $0.todos[id: UUID(0)]?.isComplete = true
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.sortCompletedTodos) {
            $0.todos = [$0.todos[1], $0.todos[0]]
        }
    }

    func testCompletingTwiceQuicklySortsOnce() async {
        let store = makeStore(TodoList.State(todos: [
            TodoRow.State(description: "", id: UUID(0), isComplete: false),
            TodoRow.State(description: "", id: UUID(1), isComplete: false),
        ]))
        await store.send(.todo(id: UUID(0), action: .set(\.$isComplete, true))) { $0.todos[id: UUID(0)]?.isComplete = true }
        await clock.advance(by: .milliseconds(500))
        await store.send(.todo(id: UUID(0), action: .set(\.$isComplete, false))) { $0.todos[id: UUID(0)]?.isComplete = false }
        await clock.advance(by: .seconds(1))
        await store.receive(.sortCompletedTodos)
    }

    func testEditingMovesAndDeletesByOffsetsInTheFilteredList() async {
        let store = makeStore(TodoList.State(todos: [
            TodoRow.State(description: "A", id: UUID(0), isComplete: false),
            TodoRow.State(description: "B", id: UUID(1), isComplete: true),
            TodoRow.State(description: "C", id: UUID(2), isComplete: true),
        ]))
        await store.send(.set(\.$editMode, .active)) { $0.editMode = .active }
        await store.send(.set(\.$filter, .completed)) { $0.filter = .completed }
        await store.send(.move([1], 0)) {
            $0.todos = [$0.todos[0], $0.todos[2], $0.todos[1]]
        }
        await clock.advance(by: .milliseconds(100))
        await store.receive(.sortCompletedTodos)
        await store.send(.delete([0])) {
            $0.todos.remove(id: UUID(2))
        }
        await store.send(.clearCompletedButtonTapped) {
            $0.todos = [TodoRow.State(description: "A", id: UUID(0), isComplete: false)]
        }
    }

    func testTheFilterNamesAreTheirKeys() {
        XCTAssertEqual(ListFilter.allCases.map(\.rawValue), ["All", "Active", "Completed"])
    }
}
