import UIStateTCA

// The to-do list's screen as a TCA 1.3 app writes it with SwiftUI: only the import differs
// (`UIStateTCA` in place of `ComposableArchitecture` and `SwiftUI`).

struct TodosView: View {
    let store: StoreOf<Todos>

    var body: some View {
        NavigationView {
            WithViewStore(store, observe: { $0 }) { viewStore in
                List {
                    ForEachStore(store.scope(state: \.todos, action: { .todo(id: $0, action: $1) })) { todoStore in
                        TodoView(store: todoStore)
                    }
                }
                .navigationTitle("Todos")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Add") { viewStore.send(.addTodoButtonTapped) }
                    }
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button("Clear Completed") { viewStore.send(.clearCompletedButtonTapped) }
                            .disabled(!viewStore.todos.contains(where: \.isComplete))
                    }
                }
            }
        }
        .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
    }
}

struct TodoView: View {
    let store: StoreOf<Todo>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            HStack {
                Toggle("Done", isOn: viewStore.$isComplete)
                TextField("Untitled Todo", text: viewStore.$description)
            }
            .foregroundColor(viewStore.isComplete ? .gray : nil)
        }
    }
}

struct TodosView_Previews: PreviewProvider {
    static var previews: some View {
        TodosView(store: Store(initialState: Todos.State()) { Todos() })
    }
}

#Preview {
    TodosView(store: Store(initialState: Todos.State(todos: [Todo.State(id: UUID(9), description: "Milk")])) { Todos() })
}
