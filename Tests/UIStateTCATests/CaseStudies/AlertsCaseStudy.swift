import UIStateTCA
import XCTest

// "Alerts and confirmation dialogs", as a TCA 1.3 app writes it: state-driven alerts shown with
// `.alert(store:)` and `.confirmationDialog(store:)`.

struct AlertAndConfirmationDialog: Reducer {
    struct State: Equatable, Codable {
        @PresentationState var alert: AlertState<Action.Alert>?
        @PresentationState var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
        var count = 0
    }

    enum Action: Equatable, Codable {
        case alert(PresentationAction<Alert>)
        case alertButtonTapped
        case confirmationDialog(PresentationAction<ConfirmationDialog>)
        case confirmationDialogButtonTapped

        enum Alert: Equatable, Codable {
            case incrementButtonTapped
        }

        enum ConfirmationDialog: Equatable, Codable {
            case decrementButtonTapped
            case incrementButtonTapped
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .alert(.presented(.incrementButtonTapped)),
                .confirmationDialog(.presented(.incrementButtonTapped)):
                state.count += 1
                return .none
            case .confirmationDialog(.presented(.decrementButtonTapped)):
                state.count -= 1
                return .none
            case .alert, .confirmationDialog:
                return .none
            case .alertButtonTapped:
                state.alert = AlertState {
                    TextState("Alert!")
                } actions: {
                    ButtonState(role: .cancel) { TextState("Cancel") }
                    ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
                } message: {
                    TextState("This is an alert")
                }
                return .none
            case .confirmationDialogButtonTapped:
                state.confirmationDialog = ConfirmationDialogState {
                    TextState("Confirmation dialog")
                } actions: {
                    ButtonState(role: .cancel) { TextState("Cancel") }
                    ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
                    ButtonState(action: .decrementButtonTapped) { TextState("Decrement") }
                }
                return .none
            }
        }
        .ifLet(\.$alert, action: /Action.alert)
        .ifLet(\.$confirmationDialog, action: /Action.confirmationDialog)
    }
}

struct AlertAndConfirmationDialogView: View {
    let store: StoreOf<AlertAndConfirmationDialog>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            Form {
                Text("Count: \(viewStore.count)")
                Button("Alert") { viewStore.send(.alertButtonTapped) }
                Button("Confirmation Dialog") { viewStore.send(.confirmationDialogButtonTapped) }
            }
        }
        .navigationTitle("Alerts & Dialogs")
        .alert(store: self.store.scope(state: \.$alert, action: { .alert($0) }))
        .confirmationDialog(store: self.store.scope(state: \.$confirmationDialog, action: { .confirmationDialog($0) }))
    }
}

extension AlertAndConfirmationDialog: HostedFeature {
    static let name = "alertsAndDialogs"
    static var initialState: State { State() }
    static var sampleActions: [Action] {
        [
            .alert(.presented(.incrementButtonTapped)), .alert(.dismiss), .alertButtonTapped,
            .confirmationDialog(.presented(.incrementButtonTapped)), .confirmationDialog(.presented(.decrementButtonTapped)),
            .confirmationDialogButtonTapped,
        ]
    }
    static func view(store: StoreOf<AlertAndConfirmationDialog>) -> some View { AlertAndConfirmationDialogView(store: store) }
}

final class AlertsCaseStudyTests: XCTestCase {
    private func withAlert() -> AlertAndConfirmationDialog.State {
        var state = AlertAndConfirmationDialog.State()
        _ = AlertAndConfirmationDialog().reduce(into: &state, action: .alertButtonTapped)
        return state
    }

    func testTheAlertShowsItsTitleMessageAndButtons() {
        let screen = RenderedScreen<AlertAndConfirmationDialog>(withAlert())
        let alert = screen.node(.type("alert"))
        XCTAssertEqual(alert?.properties["title"], "Alert!")
        XCTAssertEqual(alert?.properties["message"], "This is an alert")
        XCTAssertEqual(alert?.children.compactMap(\.text), ["Cancel", "Increment"])
    }

    func testAnAlertButtonSendsItsActionAndOneWithoutSendsDismiss() {
        let screen = RenderedScreen<AlertAndConfirmationDialog>(withAlert())
        XCTAssertEqual(screen.tap("Increment"), [.alert(.presented(.incrementButtonTapped))])
        XCTAssertEqual(screen.tap("Cancel"), [.alert(.dismiss)])
        XCTAssertEqual(try screen.tree.dismiss(.type("alert")).actions, [.alert(.dismiss)])
    }

    func testTheAlertCoversTheScreenUnderIt() {
        let screen = RenderedScreen<AlertAndConfirmationDialog>(withAlert())
        XCTAssertThrowsError(try screen.tree.tap(.text("Alert")), "the form's button is under the alert")
    }

    func testTheDialogIsAnAlertNodeInTheDialogStyle() {
        var state = AlertAndConfirmationDialog.State()
        _ = AlertAndConfirmationDialog().reduce(into: &state, action: .confirmationDialogButtonTapped)
        let screen = RenderedScreen<AlertAndConfirmationDialog>(state)
        XCTAssertEqual(screen.node(.type("alert"))?.properties["style"], "confirmationDialog")
        XCTAssertEqual(screen.tap("Decrement"), [.confirmationDialog(.presented(.decrementButtonTapped))])
    }
}
