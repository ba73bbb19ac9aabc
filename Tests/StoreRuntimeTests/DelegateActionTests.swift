import StoreRuntime
import Testing

// MARK: - The delegate-action convention
//
// A child tells its parent what happened through a `Delegate` enum nested in its actions. The
// child returns `.send(.delegate(…))`; it never handles its own delegate actions. The parent
// matches `.child(.delegate(…))` after the child's `Scope`. The delegate action is processed
// right after the action that sent it, recorded with origin `.effect` and `startedBy` pointing
// at that action.

private struct Editor: Reducer {
    struct State: Equatable, Sendable { var text = "" }

    enum Action: Equatable, Sendable {
        case textChanged(String)
        case saveTapped
        case delegate(Delegate)

        enum Delegate: Equatable, Sendable {
            case saved(String)
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .textChanged(let text):
            state.text = text
            return .none
        case .saveTapped:
            return .send(.delegate(.saved(state.text)))
        case .delegate:
            return .none
        }
    }
}

private struct Notes: Reducer {
    struct State: Equatable, Sendable {
        var editor = Editor.State()
        var notes: [String] = []
    }

    enum Action: Equatable, Sendable { case editor(Editor.Action) }

    var body: some Reducer<State, Action> {
        Scope(state: \.editor, action: CasePath(embed: Action.editor, extract: { if case .editor(let a) = $0 { a } else { nil } })) {
            Editor()
        }
        Reduce { state, action in
            switch action {
            case .editor(.delegate(.saved(let text))):
                state.notes.append(text)
                state.editor.text = ""
                return .none
            case .editor:
                return .none
            }
        }
    }
}

@Test func parentReactsToItsChildsDelegateAction() async throws {
    let store = Store(initialState: Notes.State(), reducer: Notes())
    let records = await store.record()
    await store.send(.editor(.textChanged("milk")))
    let save = await store.send(.editor(.saveTapped))
    #expect(save.actionsProcessed == 2)
    #expect(await store.state == Notes.State(editor: .init(text: ""), notes: ["milk"]))
    let delegate = try #require(records.all.last)
    #expect(delegate.action == .editor(.delegate(.saved("milk"))))
    #expect(delegate.origin == .effect(EffectOrigin(effect: nil, startedBy: try #require(save.sequence))))
}
