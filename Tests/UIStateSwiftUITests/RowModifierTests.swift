import UIStateSwiftUI
import XCTest

// What a SwiftUI user sets on rows and views: badges, swipe actions, context menus, gestures,
// changes watched, and looks that are recorded rather than drawn.

private struct Mailbox: View {
    @State private var messages = ["Hi", "Lunch?", "Invoice"]
    @State private var flagged: [String] = []
    @State private var taps = 0

    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                Text(message)
                    .badge(flagged.contains(message) ? 1 : 0)
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        Button("Flag") { flagged.append(message) }
                    }
                    .contextMenu {
                        Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                    }
                    .listRowBackground(Color.yellow)
            }
            .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
            Text("\(taps) taps")
                .gesture(TapGesture().onEnded { taps += 1 })
                .onChange(of: taps) { _ in }
        }
        .scrollDismissesKeyboard(.interactively)
    }
}

private struct Pressable: View {
    var body: some View {
        Text("Hold me").simultaneousGesture(LongPressGesture().onEnded { _ in })
    }
}

final class RowModifierTests: XCTestCase {
    func testSwipeActionsAreAButtonGroupAttachedToTheRow() throws {
        let harness = ViewHarness(Mailbox())
        XCTAssertEqual(
            try harness.line(.id("list.0/text[Hi]/swipeActions")),
            "swipeActions #list.0/text[Hi]/swipeActions edge=leading allowsFullSwipe=false")

        try harness.tap(.text("Flag").index(0))

        XCTAssertEqual(try harness.node(.text("Hi")).properties["badge"], 1)
        XCTAssertEqual(try harness.node(.text("Lunch?")).properties["badge"], 0)
    }

    func testAContextMenusItemsAreTappable() throws {
        let harness = ViewHarness(Mailbox())
        XCTAssertEqual(try harness.node(.id("list.0/text[Lunch?]/contextMenu")).children.map(\.text), ["Delete"])

        try harness.tap(.id("list.0/text[Lunch?]/contextMenu/button.0"))

        XCTAssertThrowsError(try harness.node(.text("Lunch?")))
    }

    func testRowActionsFromOnMoveUseTheOffsetsHelpers() throws {
        let harness = ViewHarness(Mailbox())

        try harness.tap(.id("list.0/text[Hi]/moveDown"))

        XCTAssertEqual(try harness.node(.type("list")).children.prefix(3).map(\.text), ["Lunch?", "Hi", "Invoice"])
    }

    func testATapGestureIsTheNodesTap() throws {
        let harness = ViewHarness(Mailbox())
        XCTAssertEqual(try harness.node(.text("0 taps")).properties["gesture"], "tap")

        try harness.tap(.text("0 taps"))

        XCTAssertNoThrow(try harness.node(.text("1 taps")))
    }

    func testAGestureNoVerbPerformsIsShownByNameAndNotTappable() throws {
        let node = try ViewHarness(Pressable()).node(.text("Hold me"))
        XCTAssertEqual(node.properties["simultaneousGesture"], "longPress")
        XCTAssertNil(node.interactions.tap)
    }

    func testOnChangeIsRecordedWithTheValueItWatches() throws {
        let harness = ViewHarness(Mailbox())
        XCTAssertEqual(try harness.node(.text("0 taps")).properties["onChange"], ["0"])
    }

    func testLooksAreRecordedAsProperties() throws {
        let harness = ViewHarness(Mailbox())
        XCTAssertEqual(try harness.node(.text("Hi")).properties["listRowBackground"], "#FFCC00")
        XCTAssertEqual(try harness.node(.type("list")).properties["scrollDismissesKeyboard"], "interactively")
    }
}

final class OffsetsTests: XCTestCase {
    func testRemovingByOffsetsRemovesThoseElements() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: [1, 3, 9])
        XCTAssertEqual(letters, ["a", "c"])
    }

    func testMovingByOffsetsPutsThemBeforeTheDestination() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        XCTAssertEqual(letters, ["b", "d", "a", "c"])
        letters.move(fromOffsets: [3], toOffset: 0)
        XCTAssertEqual(letters, ["c", "b", "d", "a"])
    }
}
