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

// The plain fields of an `@ObservableState`, which binds any field with no `@BindingState`, are
// reached as `\.binding.name`, as TCA 1.7+ tests send them.

enum ObservedFields {
    @Reducer
    struct Profile {
        @ObservableState
        struct State: Equatable {
            var name = ""
            var isPublic = false
            var renames = 0
        }

        enum Action: BindableAction, Equatable {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                if action.is(\.binding.name) { state.renames += 1 }
                return .none
            }
        }
    }
}

extension ObservedFields {
    /// An observed state that still wraps a field in `@BindingState`, as code moving to 1.7 has.
    @Reducer
    struct Badge {
        @ObservableState
        struct State: Equatable {
            @BindingState var label = ""
            var count = 0
        }

        enum Action: BindableAction, Equatable {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
        }
    }
}

@MainActor
final class ObservedBindingCaseKeyPathTests: XCTestCase {
    func testAnObservedFieldIsSentByItsCaseKeyPath() async {
        let store = TestStore(initialState: ObservedFields.Profile.State()) { ObservedFields.Profile() }
        await store.send(\.binding.name, "Blob") {
            $0.name = "Blob"
            $0.renames = 1
        }
        await store.send(\.binding.isPublic, true) {
            $0.isPublic = true
        }
        await store.send(.set(\.name, "Blob Jr.")) {
            $0.name = "Blob Jr."
            $0.renames = 2
        }
    }

    func testTheCaseKeyPathExtractsOnlyItsOwnFieldsValue() {
        let rename = ObservedFields.Profile.Action.binding(.set(\.name, "Blob"))
        XCTAssertEqual(rename[case: \.binding.name], "Blob")
        XCTAssertNil(rename[case: \.binding.isPublic])
        XCTAssertTrue(rename.is(\.binding.name))
        XCTAssertFalse(rename.is(\.binding.isPublic))
    }

    func testABindingStateFieldOfAnObservedStateIsStillReachedThroughItsWrapper() {
        let rename = ObservedFields.Badge.Action.binding(.set(\.$label, "Gold"))
        XCTAssertEqual(rename[case: \.binding.$label], "Gold")
        XCTAssertTrue(rename.is(\.binding.$label))
        XCTAssertFalse(rename.is(\.binding.count))
    }

    func testTheCaseKeyPathEmbedsTheSameActionAsSet() {
        let embedded: ObservedFields.Profile.Action = (\ObservedFields.Profile.Action.Cases.binding.name)("Blob")
        XCTAssertEqual(embedded, .binding(.set(\.name, "Blob")))
    }
}
