import Testing
import UIStateTCA

// The library's features driven as its app and its tests drive them, in Swift 6 mode.

@Reducer
struct Notebook {
    @ObservableState
    struct State: Equatable {
        var path = StackState<Path.State>()
    }

    enum Action {
        case path(StackActionOf<Path>)
        case counterTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .counterTapped:
                state.path.append(.counter(Counter.State()))
                return .none
            case .path(.element(id: let id, action: .counter(.delegate(.reachedTen)))):
                state.path[id: id] = .summary(Summary(total: 10))
                return .none
            case .path:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}

@MainActor
@Suite struct PublicEnumReducerTests {
    @Test func aDestinationWhoseFeatureKeepsStateThatIsNotSendableRunsInAStore() {
        let store = Store(initialState: Destination.State.editor(NoteEditor.State())) {
            Destination.body
        }
        store.send(.editor(.textChanged("  draft  ")))
        #expect(store.state == .editor(NoteEditor.State(text: "draft")))
    }

    @Test func anAlertCaseHoldsTheLibrarysAlertActions() {
        let alert = AlertState<Destination.Alert> {
            TextState("Discard the note?")
        } actions: {
            ButtonState(role: .destructive, action: .discardTapped) { TextState("Discard") }
        }
        let store = Store(initialState: Destination.State.alert(alert)) { Destination.body }
        #expect(store.state == .alert(alert))
        store.send(.alert(.discardTapped))
        #expect(store.state == .alert(alert))
    }

    @Test func aStackOfThePublicPathIsTestedExhaustively() async {
        let store = TestStore(initialState: Notebook.State()) { Notebook() }
        await store.send(.counterTapped) {
            $0.path[id: 0] = .counter(Counter.State())
        }
        for count in 1...9 {
            await store.send(\.path[id: 0].counter.incrementTapped) {
                $0.path[id: 0, case: \.counter]?.count = count
            }
        }
        await store.send(\.path[id: 0].counter.incrementTapped) {
            $0.path[id: 0, case: \.counter]?.count = 10
        }
        await store.receive(\.path[id: 0].counter.delegate.reachedTen) {
            $0.path[id: 0] = .summary(Summary(total: 10))
        }
    }
}
