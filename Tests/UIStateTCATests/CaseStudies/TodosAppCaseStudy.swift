import UIStateTCA
import XCTest

// The Todos example's screens as a TCA 1.3 app writes them, over the to-do list of
// TodoListTests: a view store kept in @ObservedObject, binding view state, a segmented filter,
// rows that delete and move, an edit button, and the edit mode passed down the environment.

struct TodosAppView: View {
    let store: StoreOf<TodoList>
    @ObservedObject var viewStore: ViewStore<ViewState, TodoList.Action>

    struct ViewState: Equatable {
        @BindingViewState var editMode: EditMode
        @BindingViewState var filter: ListFilter
        let isClearCompletedButtonDisabled: Bool

        init(store: BindingViewStore<TodoList.State>) {
            self._editMode = store.$editMode
            self._filter = store.$filter
            self.isClearCompletedButtonDisabled = !store.todos.contains(where: \.isComplete)
        }
    }

    init(store: StoreOf<TodoList>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: ViewState.init(store:))
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Picker("Filter", selection: self.viewStore.$filter.animation()) {
                    ForEach(ListFilter.allCases, id: \.self) { filter in
                        Text(filter.rawValue).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                List {
                    ForEachStore(self.store.scope(state: \.filteredTodos, action: { .todo(id: $0, action: $1) })) {
                        TodoRowView(store: $0)
                    }
                    .onDelete { self.viewStore.send(.delete($0)) }
                    .onMove { self.viewStore.send(.move($0, $1)) }
                }
            }
            .navigationTitle("Todos")
            .navigationBarItems(
                trailing: HStack(spacing: 20) {
                    EditButton()
                    Button("Clear Completed") {
                        self.viewStore.send(.clearCompletedButtonTapped, animation: .default)
                    }
                    .disabled(self.viewStore.isClearCompletedButtonDisabled)
                    Button("Add Todo") { self.viewStore.send(.addTodoButtonTapped, animation: .default) }
                }
            )
            .environment(\.editMode, self.viewStore.$editMode)
        }
    }
}

struct TodoRowView: View {
    let store: StoreOf<TodoRow>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            HStack {
                Button {
                    viewStore.$isComplete.wrappedValue.toggle()
                } label: {
                    Image(systemName: viewStore.isComplete ? "checkmark.square" : "square")
                }
                .buttonStyle(.plain)

                TextField("Untitled Todo", text: viewStore.$description)
            }
            .foregroundColor(viewStore.isComplete ? .gray : nil)
        }
    }
}

final class TodosAppCaseStudyTests: XCTestCase {
    private let milk = TodoRow.State(description: "Milk", id: UUID(0))
    private let eggs = TodoRow.State(description: "Eggs", id: UUID(1), isComplete: true)

    private func screen(_ state: TodoList.State) -> RenderedView<TodoList.State, TodoList.Action> {
        RenderedView(state) { TodosAppView(store: $0) }
    }

    func testTheFilterIsASegmentedPickerWritingTheBindingField() throws {
        let view = screen(TodoList.State(todos: [milk, eggs]))
        XCTAssertEqual(try view.node(.type("picker")).properties["style"], "segmented")
        XCTAssertEqual(try view.tap(.text("Completed")), [.binding(.set(\.$filter, .completed))])
    }

    func testEachRowSendsThroughItsIdentifiedScope() throws {
        let view = screen(TodoList.State(todos: [milk, eggs]))
        XCTAssertEqual(try view.tap(.label("square")), [.todo(id: UUID(0), action: .binding(.set(\.$isComplete, true)))])
        XCTAssertEqual(
            try view.input("Oat milk", into: .text("Milk")),
            [.todo(id: UUID(0), action: .binding(.set(\.$description, "Oat milk")))])
    }

    func testRowsDeleteAndMoveByTheirOffsets() throws {
        let view = screen(TodoList.State(todos: [milk, eggs]))
        XCTAssertEqual(try view.tap(text: "Delete", index: 1), [.delete(IndexSet(integer: 1))])
        XCTAssertEqual(try view.tap(text: "Move Down", index: 0), [.move(IndexSet(integer: 0), 2)])
    }

    func testTheBarButtonsSendTheirActionsAndClearIsDisabledUntilATodoIsDone() throws {
        XCTAssertEqual(try screen(TodoList.State(todos: [milk])).tap(.text("Add Todo")), [.addTodoButtonTapped])
        XCTAssertFalse(try screen(TodoList.State(todos: [milk])).node(.text("Clear Completed")).isEnabled)
        XCTAssertEqual(try screen(TodoList.State(todos: [milk, eggs])).tap(.text("Clear Completed")), [.clearCompletedButtonTapped])
    }

    func testTheEditButtonWritesTheEditModeBindingField() throws {
        XCTAssertEqual(try screen(TodoList.State()).tap(.text("Edit")), [.binding(.set(\.$editMode, .active))])
        XCTAssertEqual(try screen(TodoList.State(editMode: .active)).tap(.text("Done")), [.binding(.set(\.$editMode, .inactive))])
    }

    func testACompletedRowIsGray() throws {
        let view = screen(TodoList.State(todos: [eggs]))
        let checkbox = try view.node(.label("checkmark.square"))
        XCTAssertEqual(checkbox.children.first?.properties["foreground"], "#8E8E93", "the button's image takes the row's color")
    }
}
