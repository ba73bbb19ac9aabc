import StoreRuntime
import Testing

// `Scope` over one case of an enum state: the child runs while the state is that case, its
// effects come back through the parent, and its actions are ignored in any other case.

private struct Editor: Reducer {
    struct State: Equatable, Sendable {
        var text = ""
        var saves = 0
    }

    enum Action: Equatable, Sendable { case typed(String), saveTapped, saved }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .typed(let text):
            state.text = text
            return .none
        case .saveTapped:
            return .run { send in await send(.saved) }
        case .saved:
            state.saves += 1
            return .none
        }
    }
}

private struct Document: Reducer {
    enum State: Equatable, Sendable {
        case loading
        case editing(Editor.State)
    }

    enum Action: Equatable, Sendable {
        case loaded(String)
        case editor(Editor.Action)
    }

    static let editingState = CasePath<State, Editor.State>(
        embed: State.editing,
        extract: { if case .editing(let editor) = $0 { editor } else { nil } }
    )
    static let editorAction = CasePath<Action, Editor.Action>(
        embed: Action.editor,
        extract: { if case .editor(let action) = $0 { action } else { nil } }
    )

    var body: some Reducer<State, Action> {
        Scope(state: Self.editingState, action: Self.editorAction) { Editor() }
        Reduce { state, action in
            if case .loaded(let text) = action { state = .editing(Editor.State(text: text)) }
            return .none
        }
    }
}

@Test func anEnumScopeRunsItsChildOnlyWhileTheStateIsItsCase() {
    var state = Document.State.loading
    _ = Document().reduce(into: &state, action: .editor(.typed("ignored")))
    #expect(state == .loading)
    _ = Document().reduce(into: &state, action: .loaded("draft"))
    _ = Document().reduce(into: &state, action: .editor(.typed("final")))
    #expect(state == .editing(Editor.State(text: "final")))
}

@Test func aStoreRunsAnEnumScopeAndItsChildsEffects() async throws {
    let store = Store(initialState: Document.State.loading, reducer: Document())
    let records = await store.record()
    await store.send(.editor(.saveTapped))
    await store.send(.loaded("draft"))
    await store.send(.editor(.saveTapped))
    try await store.settle()
    #expect(await store.state == .editing(Editor.State(text: "draft", saves: 1)))
    #expect(records.effectActions == [.editor(.saved)])
}
