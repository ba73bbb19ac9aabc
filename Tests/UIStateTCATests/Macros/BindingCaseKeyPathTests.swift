import UIStateTCA
import XCTest

// A `@BindingState` field reached by case key path, `\.binding.$name`, as TCA 1.4+ tests send
// bindings; `.binding(.set(\.$name, …))` keeps working beside it.

enum BoundFields {
    @Reducer
    struct Settings {
        struct State: Equatable {
            @BindingState var name = ""
            var changes = 0
        }

        enum Action: BindableAction, Equatable {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                if action.is(\.binding.$name) { state.changes += 1 }
                return .none
            }
        }
    }
}

@MainActor
final class BindingCaseKeyPathTests: XCTestCase {
    func testABindingFieldIsSentByItsCaseKeyPath() async {
        let store = TestStore(initialState: BoundFields.Settings.State()) { BoundFields.Settings() }
        await store.send(\.binding.$name, "Blob") {
            $0.name = "Blob"
            $0.changes = 1
        }
        await store.send(.binding(.set(\.$name, "Blob Jr."))) {
            $0.name = "Blob Jr."
            $0.changes = 2
        }
    }

    func testABindingCaseKeyPathExtractsOnlyItsFieldsValue() {
        let action = BoundFields.Settings.Action.binding(.set(\.$name, "Blob"))
        XCTAssertEqual(action[case: \.binding.$name], "Blob")
        XCTAssertTrue(action.is(\.binding))
    }
}
