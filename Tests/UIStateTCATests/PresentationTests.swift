import UIStateTCA
import XCTest

// A parent presenting a child feature in a sheet and a prompt that dismisses itself, written
// as TCA 1.3 documents presentation.

struct Editor: Reducer {
    struct State: Equatable, Identifiable {
        var id: Int
        var text = ""
        var secondsOpen = 0
    }

    enum Action: Equatable {
        case onAppear
        case tick
        case textChanged(String)
        case saveButtonTapped
        case delegate(Delegate)

        enum Delegate: Equatable { case saved(String) }
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return .run { send in
                for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
        case .tick:
            state.secondsOpen += 1
            return .none
        case let .textChanged(text):
            state.text = text
            return .none
        case .saveButtonTapped:
            return .run { [text = state.text] send in
                await send(.delegate(.saved(text)))
                await self.dismiss()
            }
        case .delegate:
            return .none
        }
    }
}

/// A one-shot question, gone once answered.
struct Prompt: Equatable, EphemeralState {
    typealias Action = Notes.Action.PromptAnswer
    var question: String
}

struct Notes: Reducer {
    struct State: Equatable {
        @PresentationState var editor: Editor.State?
        @PresentationState var prompt: Prompt?
        var saved: [String] = []
        var nextID = 0
    }

    enum Action: Equatable {
        case addButtonTapped
        case editor(PresentationAction<Editor.Action>)
        case clearButtonTapped
        case prompt(PresentationAction<PromptAnswer>)

        enum PromptAnswer: Equatable { case yes, no }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.editor = Editor.State(id: state.nextID)
                state.nextID += 1
                return .none
            case let .editor(.presented(.delegate(.saved(text)))):
                state.saved.append(text)
                return .none
            case .editor:
                return .none
            case .clearButtonTapped:
                state.prompt = Prompt(question: "Clear all notes?")
                return .none
            case .prompt(.presented(.yes)):
                state.saved = []
                return .none
            case .prompt:
                return .none
            }
        }
        .ifLet(\.$editor, action: /Action.editor) { Editor() }
        .ifLet(\.$prompt, action: /Action.prompt)
    }
}

@MainActor
final class PresentationTests: XCTestCase {
    func testAChildDismissesItselfThroughTheDismissDependency() async {
        let store = TestStore(initialState: Notes.State()) { Notes() }
        await store.send(.addButtonTapped) {
            $0.editor = Editor.State(id: 0)
            $0.nextID = 1
        }
        await store.send(.editor(.presented(.textChanged("milk")))) { $0.editor?.text = "milk" }
        await store.send(.editor(.presented(.saveButtonTapped)))
        await store.receive(.editor(.presented(.delegate(.saved("milk"))))) { $0.saved = ["milk"] }
        await store.receive(.editor(.dismiss)) { $0.editor = nil }
    }

    func testDismissingCancelsTheChildsEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Notes.State()) {
            Notes()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.addButtonTapped) {
            $0.editor = Editor.State(id: 0)
            $0.nextID = 1
        }
        await store.send(.editor(.presented(.onAppear)))
        await clock.advance(by: .seconds(1))
        await store.receive(.editor(.presented(.tick))) { $0.editor?.secondsOpen = 1 }
        await store.send(.editor(.dismiss)) { $0.editor = nil }
        await clock.advance(by: .seconds(5))
        await store.finish()
    }

    func testPresentingAnotherChildCancelsTheFirstOnesEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Notes.State()) {
            Notes()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.addButtonTapped) {
            $0.editor = Editor.State(id: 0)
            $0.nextID = 1
        }
        await store.send(.editor(.presented(.onAppear)))
        await store.send(.addButtonTapped) {
            $0.editor = Editor.State(id: 1)
            $0.nextID = 2
        }
        await clock.advance(by: .seconds(3))
        await store.finish()
    }

    func testAnEphemeralPromptIsClearedByItsAnswer() async {
        let store = TestStore(initialState: Notes.State(saved: ["a", "b"])) { Notes() }
        await store.send(.clearButtonTapped) { $0.prompt = Prompt(question: "Clear all notes?") }
        await store.send(.prompt(.presented(.yes))) {
            $0.prompt = nil
            $0.saved = []
        }
        await store.send(.clearButtonTapped) { $0.prompt = Prompt(question: "Clear all notes?") }
        await store.send(.prompt(.presented(.no))) { $0.prompt = nil }
    }

    func testAPresentationStateTravelsAsItsValue() throws {
        struct Wire: Codable, Equatable {
            @PresentationState var child: Int?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(Wire(child: 3)), as: UTF8.self), #"{"child":3}"#)
        XCTAssertEqual(String(decoding: try encoder.encode(Wire(child: nil)), as: UTF8.self), #"{"child":null}"#)
        XCTAssertEqual(try JSONDecoder().decode(Wire.self, from: Data("{}".utf8)), Wire(child: nil))
        XCTAssertEqual(try JSONDecoder().decode(Wire.self, from: Data(#"{"child":4}"#.utf8)), Wire(child: 4))
    }
}

@MainActor
final class PresentationMisuseTests: FailureCapturingTestCase {
    func testAChildActionWhileNothingIsPresentedFails() async {
        let store = TestStore(initialState: Notes.State()) { Notes() }
        await store.send(.editor(.presented(.textChanged("x"))))
        XCTAssertEqual(captured.all.count, 1)
        XCTAssertTrue(captured.all.first?.message.contains("while nothing was presented") ?? false, captured.all.first?.message ?? "")
    }
}
