import UIStateTCA

// A to-do list written against The Composable Architecture 1.3's API, as a TCA app would write
// it, with nothing of uistate's own: the feature HostCoreTests serve through `uistate serve
// --plugin`, replay and explore.

struct Todo: Reducer {
    struct State: Equatable, Identifiable, Codable {
        let id: UUID
        @BindingState var description = ""
        @BindingState var isComplete = false
    }

    enum Action: BindableAction, Equatable, Codable {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct Todos: Reducer {
    struct State: Equatable, Codable {
        var todos: IdentifiedArrayOf<Todo.State> = []
        @PresentationState var alert: AlertState<Action.Alert>?
    }

    enum Action: Equatable, Codable {
        case addTodoButtonTapped
        case clearCompletedButtonTapped
        case sortCompletedTodos
        case todo(id: Todo.State.ID, action: Todo.Action)
        case alert(PresentationAction<Alert>)

        enum Alert: Equatable, Codable {
            case confirmClearing
        }
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.uuid) var uuid

    private enum CancelID { case todoCompletion }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addTodoButtonTapped:
                state.todos.insert(Todo.State(id: self.uuid()), at: 0)
                return .none

            case .clearCompletedButtonTapped:
                let count = state.todos.filter(\.isComplete).count
                guard count > 0 else { return .none }
                state.alert = AlertState {
                    TextState("Clear \(count) completed?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmClearing) { TextState("Clear") }
                    ButtonState(role: .cancel) { TextState("Cancel") }
                }
                return .none

            case .alert(.presented(.confirmClearing)):
                state.todos.removeAll(where: \.isComplete)
                return .none

            case .alert:
                return .none

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
        .forEach(\.todos, action: /Action.todo(id:action:)) { Todo() }
        .ifLet(\.$alert, action: /Action.alert)
    }
}
