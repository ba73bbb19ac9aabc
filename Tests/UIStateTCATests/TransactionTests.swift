import UIStateTCA
import XCTest

// Actions sent with a SwiftUI transaction, as TCA spells it for an effect's `send`, an effect
// of one action, and a view's `store.send`: a headless host has no frame to animate, so the
// action is all that arrives.

@Reducer
struct Drawer {
    @ObservableState
    struct State: Equatable {
        var isOpen = false
        var openings = 0
    }

    enum Action: Equatable {
        case handleTapped
        case opened
        case counted
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .handleTapped:
                return .run { send in
                    await send(.opened, transaction: Transaction(animation: .easeInOut))
                }
            case .opened:
                state.isOpen = true
                return .send(.counted, transaction: Transaction(animation: nil))
            case .counted:
                state.openings += 1
                return .none
            }
        }
    }
}

@MainActor
final class TransactionTests: XCTestCase {
    func testActionsSentWithATransactionArriveAsTheyAre() async {
        let store = TestStore(initialState: Drawer.State()) { Drawer() }
        await store.send(.handleTapped)
        await store.receive(.opened) { $0.isOpen = true }
        await store.receive(.counted) { $0.openings = 1 }
    }

    func testAViewSendsWithATransaction() {
        let store = Store(initialState: Drawer.State()) { Drawer() }
        store.send(.opened, transaction: Transaction(animation: .default))
        XCTAssertTrue(store.isOpen)
    }
}
