import UIStateTCA
import XCTest

// Alerts and confirmation dialogs as a TCA feature builds them and its tests compare them.

private enum AlertAction: Codable, Equatable, Hashable, Sendable {
    case confirmDeletion
    case archive(id: Int)
}

private enum ParentAction: Equatable {
    case alert(AlertAction)
}

private func deletionAlert(name: String = "Milk") -> AlertState<AlertAction> {
    AlertState {
        TextState("Delete \(name)?")
    } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
        }
        ButtonState(role: .cancel) {
            TextState("Cancel")
        }
    } message: {
        TextState("This cannot be undone.")
    }
}

private func sortedJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decoded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(json.utf8))
}

final class AlertStateTests: XCTestCase {
    // MARK: Building

    func testTheBuilderHoldsTitleButtonsAndMessage() {
        let alert = deletionAlert()
        XCTAssertEqual(alert.title, TextState("Delete Milk?"))
        XCTAssertEqual(alert.message, TextState("This cannot be undone."))
        XCTAssertEqual(alert.buttons.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(alert.buttons.map(\.label), [TextState("Delete"), TextState("Cancel")])
        XCTAssertEqual(alert.buttons.map(\.action.action), [.confirmDeletion, nil])
    }

    func testAnAlertNeedsOnlyATitle() {
        let alert = AlertState<AlertAction> { TextState("Saved") }
        XCTAssertEqual(alert.title, TextState("Saved"))
        XCTAssertNil(alert.message)
        XCTAssertTrue(alert.buttons.isEmpty)
    }

    func testButtonsWrittenWithIfSwitchAndForAreCollectedInOrder() {
        func alert(canArchive: Bool, ids: [Int]) -> AlertState<AlertAction> {
            AlertState {
                TextState("Choose")
            } actions: {
                if canArchive {
                    ButtonState(action: .archive(id: 0)) { TextState("Archive") }
                }
                for id in ids {
                    ButtonState(action: .archive(id: id)) { TextState("Archive \(id)") }
                }
                if ids.isEmpty {
                    ButtonState(role: .cancel) { TextState("Nothing to archive") }
                } else {
                    ButtonState(role: .cancel) { TextState("Cancel") }
                }
            }
        }
        XCTAssertEqual(
            alert(canArchive: true, ids: [4, 5]).buttons.map { String(state: $0.label) },
            ["Archive", "Archive 4", "Archive 5", "Cancel"]
        )
        XCTAssertEqual(alert(canArchive: false, ids: []).buttons.map { String(state: $0.label) }, ["Nothing to archive"])
    }

    func testTheOlderInitialisersBuildEqualAlerts() {
        let buttons: [ButtonState<AlertAction>] = [
            .destructive(TextState("Delete"), action: .send(.confirmDeletion)),
            .cancel(TextState("Cancel")),
        ]
        XCTAssertEqual(
            AlertState(title: TextState("Delete Milk?"), message: TextState("This cannot be undone."), buttons: buttons),
            deletionAlert()
        )
        XCTAssertEqual(
            AlertState(
                title: TextState("Delete Milk?"), message: TextState("This cannot be undone."),
                primaryButton: buttons[0], secondaryButton: buttons[1]
            ),
            deletionAlert()
        )
        XCTAssertEqual(
            AlertState<AlertAction>(title: TextState("Saved"), dismissButton: .default(TextState("OK"))),
            AlertState { TextState("Saved") } actions: { ButtonState { TextState("OK") } }
        )
        XCTAssertEqual(AlertState<AlertAction>(title: TextState("Saved")), AlertState { TextState("Saved") })
    }

    // MARK: Equality

    func testAlertsBuiltSeparatelyFromOneDescriptionAreEqualThoughTheirIdsDiffer() {
        let first = deletionAlert(), second = deletionAlert()
        XCTAssertNotEqual(first.id, second.id)
        XCTAssertNotEqual(first.buttons[0].id, second.buttons[0].id)
        XCTAssertEqual(first, second)
        XCTAssertEqual(Set([first, second]).count, 1)
    }

    func testAlertsDifferingInTitleMessageOrAButtonAreNotEqual() {
        let alert = deletionAlert()
        var retitled = alert
        retitled.title = TextState("Delete it?")
        var unexplained = alert
        unexplained.message = nil
        var renamed = alert
        renamed.buttons[1] = ButtonState(role: .cancel) { TextState("Keep") }
        var unroled = alert
        unroled.buttons[0] = ButtonState(action: .confirmDeletion) { TextState("Delete") }
        var redirected = alert
        redirected.buttons[0] = ButtonState(role: .destructive, action: .archive(id: 1)) { TextState("Delete") }
        for changed in [retitled, unexplained, renamed, unroled, redirected] {
            XCTAssertNotEqual(changed, alert)
        }
    }

    func testAnAnimatedButtonSendsItsActionAndEqualsAnUnanimatedOne() {
        let animated = ButtonState<AlertAction>(action: .send(.confirmDeletion, animation: .default)) { TextState("Delete") }
        XCTAssertEqual(animated.action.action, .confirmDeletion)
        XCTAssertEqual(animated, ButtonState(action: .confirmDeletion) { TextState("Delete") })
        XCTAssertEqual(ButtonStateAction<AlertAction>.send(.confirmDeletion, animation: .spring()), .send(.confirmDeletion))
    }

    func testAnAlertReflectsItsContentButNotItsId() {
        let alert = deletionAlert()
        XCTAssertEqual(Mirror(reflecting: alert).children.map(\.label), ["title", "message", "buttons"])
        XCTAssertEqual(Mirror(reflecting: alert.buttons[0]).children.map(\.label), ["role", "action", "label"])
        XCTAssertEqual(Mirror(reflecting: alert.buttons[0].action).displayStyle, .enum)
    }

    // MARK: Using the buttons

    func testWithActionHandsOverTheActionTheButtonSends() async {
        let alert = deletionAlert()
        var sent: [AlertAction?] = []
        for button in alert.buttons {
            button.withAction { sent.append($0) }
        }
        XCTAssertEqual(sent, [.confirmDeletion, nil])

        var sentAsynchronously: [AlertAction?] = []
        await alert.buttons[0].withAction { action async in sentAsynchronously.append(action) }
        XCTAssertEqual(sentAsynchronously, [.confirmDeletion])
    }

    func testMapEmbedsEveryButtonsActionAndKeepsTheIds() {
        let alert = deletionAlert()
        let embedded: AlertState<ParentAction> = alert.map { $0.map(ParentAction.alert) }
        XCTAssertEqual(embedded.id, alert.id)
        XCTAssertEqual(embedded.buttons.map(\.id), alert.buttons.map(\.id))
        XCTAssertEqual(embedded.buttons.map(\.action.action), [.alert(.confirmDeletion), nil])
        XCTAssertEqual(embedded.title, alert.title)
        XCTAssertEqual(embedded.message, alert.message)
        XCTAssertEqual(embedded.buttons.map(\.role), [.destructive, .cancel])
    }

    // MARK: Wire form

    func testAnAlertEncodesAsItsTitleMessageAndButtons() throws {
        XCTAssertEqual(
            try sortedJSON(deletionAlert()),
            #"{"buttons":[{"action":{"confirmDeletion":{}},"label":"Delete","role":"destructive"},{"label":"Cancel","role":"cancel"}],"#
                + #""message":"This cannot be undone.","title":"Delete Milk?"}"#
        )
        XCTAssertEqual(try sortedJSON(AlertState<AlertAction> { TextState("Saved") }), #"{"buttons":[],"title":"Saved"}"#)
    }

    func testAnAlertSurvivesAJSONRoundTrip() throws {
        let alert = AlertState<AlertAction> {
            TextState("Archive ") + TextState("Milk").bold()
        } actions: {
            ButtonState(action: .archive(id: 3)) { TextState("Archive").italic() }
        }
        XCTAssertEqual(try decoded(AlertState<AlertAction>.self, sortedJSON(alert)), alert)
        XCTAssertEqual(try decoded(AlertState<AlertAction>.self, sortedJSON(deletionAlert())), deletionAlert())
    }

    func testAnAlertDecodesWithoutButtonsOrMessage() throws {
        XCTAssertEqual(try decoded(AlertState<AlertAction>.self, #"{"title":"Saved"}"#), AlertState { TextState("Saved") })
    }

    func testDecodingAButtonWithAnUnknownRoleFails() {
        XCTAssertThrowsError(try decoded(ButtonState<AlertAction>.self, #"{"role":"primary","label":"Go"}"#))
    }

    // MARK: Confirmation dialogs

    private func shareDialog(_ visibility: ConfirmationDialogStateTitleVisibility = .visible) -> ConfirmationDialogState<AlertAction> {
        ConfirmationDialogState(titleVisibility: visibility) {
            TextState("Share")
        } actions: {
            ButtonState(action: .archive(id: 1)) { TextState("Archive") }
            ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
            TextState("Choose where")
        }
    }

    func testADialogHoldsItsTitleVisibilityBesideTitleButtonsAndMessage() {
        let dialog = shareDialog()
        XCTAssertEqual(dialog.titleVisibility, .visible)
        XCTAssertEqual(dialog.title, TextState("Share"))
        XCTAssertEqual(dialog.message, TextState("Choose where"))
        XCTAssertEqual(dialog.buttons.map(\.action.action), [.archive(id: 1), nil])
        XCTAssertEqual(ConfirmationDialogState<AlertAction> { TextState("Share") }.titleVisibility, .automatic)
    }

    func testDialogsAreEqualByContentAndTitleVisibilityNotId() {
        XCTAssertEqual(shareDialog(), shareDialog())
        XCTAssertEqual(Set([shareDialog(), shareDialog()]).count, 1)
        XCTAssertNotEqual(shareDialog(.visible), shareDialog(.hidden))
        XCTAssertEqual(
            ConfirmationDialogState(
                title: TextState("Share"), titleVisibility: .visible, message: TextState("Choose where"),
                buttons: [.default(TextState("Archive"), action: .send(.archive(id: 1))), .cancel(TextState("Cancel"))]
            ),
            shareDialog()
        )
    }

    func testADialogEncodesItsTitleVisibilityAndRoundTrips() throws {
        let json = try sortedJSON(shareDialog(.hidden))
        XCTAssertEqual(
            json,
            #"{"buttons":[{"action":{"archive":{"id":1}},"label":"Archive"},{"label":"Cancel","role":"cancel"}],"#
                + #""message":"Choose where","title":"Share","titleVisibility":"hidden"}"#
        )
        XCTAssertEqual(try decoded(ConfirmationDialogState<AlertAction>.self, json), shareDialog(.hidden))
        XCTAssertEqual(
            try decoded(ConfirmationDialogState<AlertAction>.self, #"{"title":"Share"}"#).titleVisibility,
            .automatic
        )
    }

    func testADialogReflectsItsTitleVisibilityAndContentButNotItsId() {
        XCTAssertEqual(
            Mirror(reflecting: shareDialog()).children.map(\.label),
            ["titleVisibility", "title", "message", "buttons"]
        )
    }

    func testMapOnADialogEmbedsItsActions() {
        let embedded: ConfirmationDialogState<ParentAction> = shareDialog().map { $0.map(ParentAction.alert) }
        XCTAssertEqual(embedded.buttons.map(\.action.action), [.alert(.archive(id: 1)), nil])
        XCTAssertEqual(embedded.titleVisibility, .visible)
    }
}
