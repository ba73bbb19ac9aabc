import UIStateTCA
import XCTest

// `@ReducerCaseEphemeral`: a destination case holding state of the user's own type with no
// reducer, acted on with the type's `Action` and cleared after any of them, as an alert is.

/// A message the user dismisses or acts on once, like an alert of this app's own design.
struct Toast<Action>: EphemeralState, Equatable {
    var message: String
    var button: String
}

@Reducer
struct Inbox {
    @ObservableState
    struct State: Equatable {
        var archived = 0
        @Presents var destination: Destination.State?
    }

    enum Action {
        case archiveTapped
        case destination(PresentationAction<Destination.Action>)
    }

    @Reducer
    enum Destination {
        @ReducerCaseEphemeral
        case toast(Toast<ToastAction>)

        @CasePathable
        enum ToastAction: Equatable {
            case undoTapped
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .archiveTapped:
                state.archived += 1
                state.destination = .toast(Toast(message: "Archived", button: "Undo"))
                return .none
            case .destination(.presented(.toast(.undoTapped))):
                state.archived -= 1
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension Inbox.Destination.State: Equatable {}

final class EphemeralCaseTests: XCTestCase {
    func testAnEphemeralCaseActsWithItsStatesActionAndIsClearedAfterIt() async {
        let store = TestStore(initialState: Inbox.State()) { Inbox() }
        await store.send(.archiveTapped) {
            $0.archived = 1
            $0.destination = .toast(Toast(message: "Archived", button: "Undo"))
        }
        await store.send(\.destination.toast.undoTapped) {
            $0.archived = 0
            $0.destination = nil
        }
    }

    func testTheCasesActionIsTheStatesAction() {
        let action: Inbox.Destination.Action = .toast(.undoTapped)
        XCTAssertEqual(action[case: \.toast], Inbox.Destination.ToastAction.undoTapped)
    }
}
