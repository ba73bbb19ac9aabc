import UIStateTCA
// The JSON bridge a host sends state with, which writes actions in uistate's wire form: used here
// to pin the form a client reads, which Foundation's JSONEncoder does not write.
import JSON
import XCTest

// An alert and a dialog in a hosted feature's state, as the host writes and reads them.

private struct Screen: Codable, Equatable {
    enum Action: Codable, Equatable {
        case confirmDeletion
        case archive(id: Int)
        case pick(Int)
    }

    var alert: AlertState<Action>?
    var dialog: ConfirmationDialogState<Action>?
}

final class AlertStateHostWireTests: XCTestCase {
    private let screen = Screen(
        alert: AlertState {
            TextState("Delete ") + TextState("Milk").bold()
        } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            ButtonState(action: .archive(id: 2)) { TextState("Archive") }
            ButtonState(action: .pick(3)) { TextState("Pick") }
            ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
            TextState("This cannot be undone.")
        },
        dialog: ConfirmationDialogState(titleVisibility: .visible) { TextState("Share") }
    )

    func testTheHostWritesButtonActionsInTheFeaturesActionWireForm() throws {
        XCTAssertEqual(
            try JSONValueEncoder().encode(screen).serializedString(),
            #"{"alert":{"buttons":[{"action":"confirmDeletion","label":"Delete","role":"destructive"},"#
                + #"{"action":{"archive":{"id":2}},"label":"Archive"},{"action":{"pick":3},"label":"Pick"},"#
                + #"{"label":"Cancel","role":"cancel"}],"message":"This cannot be undone.","#
                + #""title":{"concatenation":["Delete ",{"modifiers":[{"bold":true}],"text":"Milk"}]}},"#
                + #""dialog":{"buttons":[],"title":"Share","titleVisibility":"visible"}}"#
        )
    }

    func testTheHostReadsBackWhatItWrote() throws {
        let json = try JSONValueEncoder().encode(screen)
        XCTAssertEqual(try JSONValueDecoder().decode(Screen.self, from: json), screen)
    }
}
