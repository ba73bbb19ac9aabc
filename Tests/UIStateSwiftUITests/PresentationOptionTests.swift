import UIStateSwiftUI
import XCTest

// What a presented view asks of its sheet, as a SwiftUI user writes it.

private enum ComposerAction: Equatable {
    case dismissed, sent
}

private struct Composer: View {
    let store: Sender<ComposerAction>
    let locked: Bool

    var body: some View {
        Text("Inbox")
            .sheet(isPresented: Binding(get: { true }, set: { if !$0 { store.send(.dismissed) } })) {
                VStack {
                    Text("New message")
                    Button("Send") { store.send(.sent) }
                }
                .interactiveDismissDisabled(locked)
                .presentationDetents([.large, .medium])
                .presentationDragIndicator(.hidden)
            }
    }
}

final class PresentationOptionTests: XCTestCase {
    func testASheetTakesItsContentsDetentsSmallestFirst() throws {
        let sheet = try ViewHarness(Composer(store: Sender(), locked: false), sending: ComposerAction.self).node(.type("sheet"))
        XCTAssertEqual(sheet.properties["detents"], ["medium", "large"])
        XCTAssertEqual(sheet.properties["detent"], "medium")
        XCTAssertEqual(sheet.properties["dragIndicator"], false)
    }

    func testASheetWhoseContentDisablesInteractiveDismissIsDismissedOnlyByItsContent() throws {
        let free = ViewHarness(Composer(store: Sender(), locked: false), sending: ComposerAction.self)
        XCTAssertEqual(try free.dismiss(.type("sheet")), [#"{"action":"dismissed"}"#])

        let locked = ViewHarness(Composer(store: Sender(), locked: true), sending: ComposerAction.self)
        XCTAssertEqual(try locked.node(.type("sheet")).properties["dismissOnBackgroundTap"], false)
        XCTAssertThrowsError(try locked.dismiss(.type("sheet"))) { error in
            XCTAssertTrue("\(error)".contains("is dismissed only by its content"), "\(error)")
        }
        XCTAssertEqual(try locked.tap(.text("Send")), [#"{"action":"sent"}"#])
    }
}
