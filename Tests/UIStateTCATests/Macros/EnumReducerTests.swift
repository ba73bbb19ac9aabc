import UIStateTCA
import XCTest

// Enum reducers (TCA 1.8): a destination of a feature, an alert and a dialog presented with
// `.ifLet(\.$destination, action: \.destination)`, and a stack of screens driven by
// `.forEach(\.path, action: \.path)`, each enum's conformances added as TCA documents.

enum Navigation {
    @Reducer
    struct Editor {
        struct State: Codable, Equatable {
            var text = ""
        }

        enum Action: Codable, Equatable {
            case textChanged(String)
            case saveTapped
            case delegate(Delegate)

            @CasePathable
            enum Delegate: Codable, Equatable {
                case saved(String)
            }
        }

        @Dependency(\.dismiss) var dismiss

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .textChanged(let text):
                    state.text = text
                    return .none
                case .saveTapped:
                    return .run { [text = state.text] send in
                        await send(.delegate(.saved(text)))
                        await dismiss()
                    }
                case .delegate:
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Notes {
        struct State: Equatable {
            @PresentationState var destination: Destination.State?
            var notes: [String] = []
        }

        enum Action: Equatable {
            case addTapped
            case deleteTapped
            case optionsTapped
            case destination(PresentationAction<Destination.Action>)
        }

        @Reducer
        enum Destination {
            case add(Editor)
            case alert(AlertState<Alert>)
            case options(ConfirmationDialogState<Option>)
            case loading

            @CasePathable
            enum Alert: Codable, Equatable {
                case confirmDeletion
            }

            @CasePathable
            enum Option: Codable, Equatable {
                case clearAll
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .addTapped:
                    state.destination = .add(Editor.State())
                    return .none
                case .deleteTapped:
                    state.destination = .alert(AlertState { TextState("Delete?") } actions: {
                        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
                    })
                    return .none
                case .optionsTapped:
                    state.destination = .options(ConfirmationDialogState { TextState("Options") } actions: {
                        ButtonState(action: .clearAll) { TextState("Clear all") }
                    })
                    return .none
                case .destination(.presented(.add(.delegate(.saved(let text))))):
                    state.notes.append(text)
                    return .none
                case .destination(.presented(.alert(.confirmDeletion))):
                    state.notes.removeLast()
                    return .none
                case .destination(.presented(.options(.clearAll))):
                    state.notes.removeAll()
                    return .none
                case .destination:
                    return .none
                }
            }
            .ifLet(\.$destination, action: \.destination)
        }
    }

    @Reducer
    struct Counter {
        struct State: Codable, Equatable {
            var count = 0
        }

        enum Action: Codable, Equatable {
            case incrementTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    @Reducer
    struct Root {
        struct State: Equatable {
            var path = StackState<Path.State>()
        }

        enum Action: Equatable {
            case path(StackActionOf<Path>)
        }

        @Reducer
        enum Path {
            case editor(Editor)
            case counter(Counter)
            @ReducerCaseIgnored
            case summary(notes: [String], isFinal: Bool)
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
                .forEach(\.path, action: \.path)
        }
    }
}

/// A destination declared in an extension of its feature, as TCA apps often write it.
extension Navigation.Counter {
    @Reducer
    enum Destination {
        case editor(Navigation.Editor)
    }
}

extension Navigation.Counter.Destination.State: Equatable {}

/// TCA 1.8's spelling of the conformances, as arguments.
@Reducer(state: .equatable, .codable, action: .equatable)
enum Sheet {
    case counter(Navigation.Counter)
}

extension Navigation.Notes.Destination.State: Equatable {}
extension Navigation.Notes.Destination.Action: Equatable {}
extension Navigation.Root.Path.State: Codable, Equatable {}
extension Navigation.Root.Path.Action: Codable, Equatable {}

@MainActor
final class EnumReducerTests: XCTestCase {
    func testAPresentedFeatureRunsInItsCaseAndDismissesItself() async {
        let store = TestStore(initialState: Navigation.Notes.State()) { Navigation.Notes() }
        await store.send(.addTapped) { $0.destination = .add(Navigation.Editor.State()) }
        await store.send(\.destination.add.textChanged, "Milk") {
            $0.$destination[case: \.add]?.text = "Milk"
        }
        await store.send(\.destination.presented.add.saveTapped)
        await store.receive(\.destination.add.delegate.saved, "Milk") { $0.notes = ["Milk"] }
        await store.receive(\.destination.dismiss) { $0.destination = nil }
    }

    func testAnAlertCaseActsWithItsButtonsActionAndIsClearedAfterIt() async {
        let store = TestStore(initialState: Navigation.Notes.State(notes: ["Milk", "Eggs"])) { Navigation.Notes() }
        await store.send(.deleteTapped) {
            $0.destination = .alert(AlertState { TextState("Delete?") } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            })
        }
        await store.send(\.destination.alert.confirmDeletion) {
            $0.notes = ["Milk"]
            $0.destination = nil
        }
    }

    func testAConfirmationDialogCaseActsWithItsButtonsAction() async {
        let store = TestStore(initialState: Navigation.Notes.State(notes: ["Milk"])) { Navigation.Notes() }
        await store.send(.optionsTapped) {
            $0.destination = .options(ConfirmationDialogState { TextState("Options") } actions: {
                ButtonState(action: .clearAll) { TextState("Clear all") }
            })
        }
        await store.send(.destination(.presented(.options(.clearAll)))) {
            $0.notes = []
            $0.destination = nil
        }
    }

    func testTheGeneratedStateReadsCasesAsMembers() {
        let state = Navigation.Notes.Destination.State.add(Navigation.Editor.State(text: "Milk"))
        XCTAssertEqual(state.add?.text, "Milk")
        XCTAssertNil(state.alert)
        XCTAssertTrue(state.is(\.add))
        XCTAssertFalse(Navigation.Notes.Destination.State.loading.is(\.add))
        XCTAssertTrue(Navigation.Notes.Destination.State.loading.is(\.loading))
    }

    func testAStackOfEnumScreensPushesRunsAndPops() async {
        let store = TestStore(initialState: Navigation.Root.State()) { Navigation.Root() }
        await store.send(\.path.push, (id: 0, state: .counter(Navigation.Counter.State()))) {
            $0.path[id: 0] = .counter(Navigation.Counter.State())
        }
        await store.send(\.path[id: 0].counter.incrementTapped) {
            $0.path[id: 0, case: \.counter]?.count = 1
        }
        await store.send(.path(.push(id: 1, state: .editor(Navigation.Editor.State())))) {
            $0.path[id: 1] = .editor(Navigation.Editor.State())
        }
        await store.send(\.path[id: 1].editor.textChanged, "Milk") {
            $0.path[id: 1, case: \.editor]?.text = "Milk"
        }
        await store.send(\.path[id: 1].editor.saveTapped)
        await store.receive(\.path[id: 1].editor.delegate.saved, "Milk")
        await store.receive(\.path.popFrom, 1) { $0.path.pop(from: 1) }
    }

    func testAnIgnoredCaseIsStateOnly() async {
        let summary = Navigation.Root.Path.State.summary(notes: ["Milk"], isFinal: true)
        XCTAssertEqual(summary[case: \.summary]?.notes, ["Milk"])
        let store = TestStore(initialState: Navigation.Root.State(path: StackState([summary]))) { Navigation.Root() }
        await store.send(\.path.popFrom, 0) { $0.path = StackState() }
    }

    func testAnEnumReducersStateAndActionsTravelAsCodable() throws {
        let state = Navigation.Root.Path.State.editor(Navigation.Editor.State(text: "Milk"))
        let decodedState = try JSONDecoder().decode(Navigation.Root.Path.State.self, from: JSONEncoder().encode(state))
        XCTAssertEqual(decodedState, state)
        let action = Navigation.Root.Path.Action.counter(.incrementTapped)
        let decodedAction = try JSONDecoder().decode(Navigation.Root.Path.Action.self, from: JSONEncoder().encode(action))
        XCTAssertEqual(decodedAction, action)
    }

    func testTheConformancesNamedInTheAttributeAreSynthesized() async throws {
        let state = Sheet.State.counter(Navigation.Counter.State(count: 2))
        XCTAssertEqual(try JSONDecoder().decode(Sheet.State.self, from: JSONEncoder().encode(state)), state)
        let store = TestStore(initialState: state) { Sheet.body }
        await store.send(.counter(.incrementTapped)) { $0 = .counter(Navigation.Counter.State(count: 3)) }
    }

    func testAnEnumReducerDeclaredInAnExtensionIsAReducer() async {
        let store = TestStore(initialState: Navigation.Counter.Destination.State.editor(Navigation.Editor.State())) {
            Navigation.Counter.Destination.body
        }
        await store.send(\.editor.textChanged, "Milk") { $0 = .editor(Navigation.Editor.State(text: "Milk")) }
    }

    func testTheStaticBodyIsTheEnumsReducer() async {
        let store = TestStore(initialState: Navigation.Root.Path.State.counter(Navigation.Counter.State())) {
            Navigation.Root.Path.body
        }
        await store.send(\.counter.incrementTapped) { $0 = .counter(Navigation.Counter.State(count: 1)) }
    }
}
