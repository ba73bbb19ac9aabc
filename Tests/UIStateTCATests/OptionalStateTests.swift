import UIStateTCA
import XCTest

// Optional child state driven by `ifLet(\.child, action: /Action.child)`, a row selection kept as
// `Identified`, and identity case paths written `/.self`, as TCA 1.3's case studies write them.

struct Toggler: Reducer {
    struct State: Equatable {
        var counter: Editor.State?
        var selection: Identified<Int, Editor.State?>?
    }

    enum Action: Equatable {
        case toggleTapped
        case counter(Editor.Action)
        case selectRow(Int?)
        case selection(Editor.Action)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .toggleTapped:
                state.counter = state.counter == nil ? Editor.State(id: 7) : nil
                return .none
            case let .selectRow(id):
                state.selection = id.map { Identified(Editor.State(id: $0), id: $0) }
                return .none
            case .counter, .selection:
                return .none
            }
        }
        .ifLet(\.counter, action: /Action.counter) { Editor() }
        .ifLet(\.selection, action: /Action.selection) {
            Scope(state: \.value, action: /.self) {
                EmptyReducer().ifLet(\.self, action: /.self) { Editor() }
            }
        }
    }
}

@MainActor
final class OptionalStateTests: FailureCapturingTestCase {
    func testTheChildRunsWhilePresent() async {
        let store = TestStore(initialState: Toggler.State()) { Toggler() }
        await store.send(.toggleTapped) { $0.counter = Editor.State(id: 7) }
        await store.send(.counter(.textChanged("a"))) { $0.counter?.text = "a" }
        await store.send(.toggleTapped) { $0.counter = nil }
        XCTAssertTrue(captured.all.isEmpty, "\(captured.all.map(\.message))")
    }

    func testAChildActionWhileAbsentIsReported() async {
        let store = TestStore(initialState: Toggler.State()) { Toggler() }
        await store.send(.counter(.textChanged("a")))
        XCTAssertEqual(captured.all.count, 1)
        XCTAssertTrue(captured.all.first?.message.contains("while its state was nil") ?? false)
    }

    func testASelectionKeptAsIdentifiedRunsItsValuesFeature() async {
        let store = TestStore(initialState: Toggler.State()) { Toggler() }
        await store.send(.selectRow(3)) { $0.selection = Identified(Editor.State(id: 3), id: 3) }
        await store.send(.selection(.textChanged("b"))) { $0.selection?.value?.text = "b" }
        XCTAssertEqual(store.state.selection?.id, 3)
        XCTAssertEqual(store.state.selection?.value?.text, "b")
        XCTAssertTrue(captured.all.isEmpty, "\(captured.all.map(\.message))")
    }
}
