import UIStateTCA
import XCTest

// An alert and a task result in a feature's state and actions, asserted through a test store.

private struct Inventory: Reducer {
    struct State: Equatable {
        @PresentationState var alert: AlertState<Action.Alert>?
        var items = ["Milk"]
    }

    enum Action: Equatable {
        case alert(PresentationAction<Alert>)
        case deleteTapped
        case loadTapped
        case loaded(TaskResult<[String]>)

        enum Alert: Equatable {
            case confirmDeletion
        }
    }

    struct Offline: Error, Equatable {}

    let load: @Sendable () async throws -> [String]

    var body: some ReducerOf<Self> {
        Reduce(core)
            .ifLet(\.$alert, action: /Action.alert)
    }

    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .alert(.presented(.confirmDeletion)):
            state.items = []
            return .none
        case .alert:
            return .none
        case .deleteTapped:
            state.alert = AlertState {
                TextState("Delete \(state.items.count) items?")
            } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
                ButtonState(role: .cancel) { TextState("Cancel") }
            } message: {
                TextState("This cannot be undone.")
            }
            return .none
        case .loadTapped:
            return .run { [load] send in
                await send(.loaded(TaskResult { try await load() }))
            }
        case .loaded(.success(let items)):
            state.items = items
            return .none
        case .loaded(.failure):
            state.items = []
            return .none
        }
    }
}

@MainActor
final class AlertStateTestStoreTests: FailureCapturingTestCase {
    private var failures: [String] { captured.all.map(\.message) }

    private func makeStore(
        load: @escaping @Sendable () async throws -> [String] = { ["Eggs"] }
    ) -> TestStoreOf<Inventory> {
        TestStore(initialState: Inventory.State()) { Inventory(load: load) }
    }

    func testAnAlertTheTestBuildsMatchesTheOneTheReducerBuilt() async {
        let store = makeStore()
        await store.send(.deleteTapped) {
            $0.alert = AlertState {
                TextState("Delete 1 items?")
            } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
                ButtonState(role: .cancel) { TextState("Cancel") }
            } message: {
                TextState("This cannot be undone.")
            }
        }
        await store.send(.alert(.presented(.confirmDeletion))) {
            $0.alert = nil
            $0.items = []
        }
        await store.finish()
        XCTAssertEqual(failures, [])
    }

    func testAMismatchedAlertShowsItsTitleMessageAndButtonsInTheDiff() async {
        let store = makeStore()
        await store.send(.deleteTapped) {
            $0.alert = AlertState {
                TextState("Delete 1 items?")
            } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete").bold() }
                ButtonState(role: .cancel) { TextState("Cancel") }
            }
        }
        XCTAssertEqual(failures, [
            """
            A state change does not match expectation: …

                Inventory.State(
                  alert: AlertState<Inventory.Action.Alert>(
                    title: TextState("Delete 1 items?"),
              \u{2212}     message: nil,
              +     message: TextState("This cannot be undone."),
                    buttons: [
                      [0]: ButtonState<Inventory.Action.Alert>(
                        role: .destructive,
                        action: .send(.confirmDeletion),
              \u{2212}         label: TextState("Delete").bold()
              +         label: TextState("Delete")
                      ),
                      [1]: ButtonState<Inventory.Action.Alert>(
                … (10 unchanged)

            (Expected: \u{2212}, Actual: +)

            Action: sending Inventory.Action.deleteTapped. To fix, make the trailing closure turn the state before the action into the state after it; every field it leaves alone must not have changed.
            """,
        ])
    }

    func testATaskResultAnEffectSendsIsReceivedAsTheTestExpects() async {
        let store = makeStore()
        await store.send(.loadTapped)
        await store.receive(.loaded(.success(["Eggs"]))) {
            $0.items = ["Eggs"]
        }
        await store.finish()
        XCTAssertEqual(failures, [])
    }

    func testAFailedTaskResultIsReceivedWithItsError() async {
        let store = makeStore(load: { throw Inventory.Offline() })
        await store.send(.loadTapped)
        await store.receive(.loaded(.failure(Inventory.Offline()))) {
            $0.items = []
        }
        await store.finish()
        XCTAssertEqual(failures, [])
    }
}
