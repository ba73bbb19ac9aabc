import UIStateTCA
// The runtime's test store, which the TCA-spelled `TestStore` drives: used here because its
// failure handler lets a test read the text a failed assertion prints.
import UIStateTesting
import XCTest

// An alert and a task result in a feature's state and actions, asserted through a test store.

private struct Inventory: Reducer {
    struct State: Equatable {
        var alert: AlertState<Action.Alert>?
        var items = ["Milk"]
    }

    enum Action: Equatable {
        case alert(Alert)
        case deleteTapped
        case loadTapped
        case loaded(TaskResult<[String]>)

        enum Alert: Equatable {
            case confirmDeletion
        }
    }

    struct Offline: Error, Equatable {}

    let load: @Sendable () async throws -> [String]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .alert(.confirmDeletion):
            state.alert = nil
            state.items = []
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

/// What the test store reported, in order.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ failure: TestStoreFailure) {
        lock.withLock { recorded.append(failure.message) }
    }

    var messages: [String] { lock.withLock { recorded } }
}

final class AlertStateTestStoreTests: XCTestCase {
    private func makeStore(
        load: @escaping @Sendable () async throws -> [String] = { ["Eggs"] }
    ) -> (UIStateTesting.TestStore<Inventory>, Failures) {
        let failures = Failures()
        let store = UIStateTesting.TestStore(
            initialState: Inventory.State(), reducer: Inventory(load: load), onFailure: { failures.record($0) }
        )
        return (store, failures)
    }

    func testAnAlertTheTestBuildsMatchesTheOneTheReducerBuilt() async {
        let (store, failures) = makeStore()
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
        await store.send(.alert(.confirmDeletion)) {
            $0.alert = nil
            $0.items = []
        }
        await store.finish()
        XCTAssertEqual(failures.messages, [])
    }

    func testAMismatchedAlertShowsItsTitleMessageAndButtonsInTheDiff() async {
        let (store, failures) = makeStore()
        await store.send(.deleteTapped) {
            $0.alert = AlertState {
                TextState("Delete 1 items?")
            } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete").bold() }
                ButtonState(role: .cancel) { TextState("Cancel") }
            }
        }
        XCTAssertEqual(failures.messages, [
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
        let (store, failures) = makeStore()
        await store.send(.loadTapped)
        await store.receive(.loaded(.success(["Eggs"]))) {
            $0.items = ["Eggs"]
        }
        await store.finish()
        XCTAssertEqual(failures.messages, [])
    }

    func testAFailedTaskResultIsReceivedWithItsError() async {
        let (store, failures) = makeStore(load: { throw Inventory.Offline() })
        await store.send(.loadTapped)
        await store.receive(.loaded(.failure(Inventory.Offline()))) {
            $0.items = []
        }
        await store.finish()
        XCTAssertEqual(failures.messages, [])
    }
}
