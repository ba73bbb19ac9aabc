import UIStateTCA

// The glue that serves the TCA feature: its name, where it starts, and one action of every case
// (the JSON Schemas are derived from the types and these samples).
extension Todos: HostedFeature {
    static let name = "todos"
    static var initialState: State { State() }
    static func view(store: StoreOf<Todos>) -> some View { TodosView(store: store) }
    static var sampleActions: [Action] {
        [
            .addTodoButtonTapped,
            .todo(id: UUID(0), action: .binding(.set(\.$isComplete, true))),
            .todo(id: UUID(0), action: .binding(.set(\.$description, "Milk"))),
            .clearCompletedButtonTapped,
            .alert(.presented(.confirmClearing)),
            .alert(.dismiss),
            .sortCompletedTodos,
        ]
    }
}
