import Foundation
import UIStateSwiftUI
import XCTest

// EditButton, Link and LabeledContent as a SwiftUI user writes them.

private struct Inbox: View {
    @State private var messages = ["Hi", "Lunch?"]
    @Environment(\.editMode) private var editMode

    var body: some View {
        List {
            ForEach(messages, id: \.self) { Text($0) }
                .onDelete { messages.remove(atOffsets: $0) }
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "reading")
        }
        .toolbar { EditButton() }
    }
}

private struct FeatureEditMode: View {
    @State var mode = EditMode.active

    var body: some View {
        NavigationStack {
            EditButton()
        }
        .environment(\.editMode, $mode)
    }
}

private struct About: View {
    let homepage = URL(string: "https://example.com/about")!

    var body: some View {
        Form {
            LabeledContent("Version", value: "1.2")
            LabeledContent("Downloads", value: 1234, format: .number.grouping(.never))
            LabeledContent("Notifications") {
                Toggle("On", isOn: .constant(true))
            }
            Link("Website", destination: homepage)
        }
    }
}

private struct HandledLinks: View {
    @State private var opened = "nothing"

    var body: some View {
        VStack {
            Link(destination: URL(string: "https://example.com/help")!) {
                Label("Help", systemImage: "questionmark")
            }
            Text(opened)
        }
        .environment(\.openURL, OpenURLAction { url in
            opened = url.path
            return .handled
        })
    }
}

final class EditButtonTests: XCTestCase {
    func testAnEditButtonInANavigationStackTogglesTheStacksEditMode() throws {
        let harness = ViewHarness(NavigationStack { Inbox() })
        XCTAssertEqual(try harness.node(.text("Edit")).properties["style"], "editButton")
        XCTAssertNoThrow(try harness.node(.text("reading")))

        XCTAssertEqual(try harness.tap(.text("Edit")), [#"{"viewState":"navigationStack.0.editMode"}"#])

        XCTAssertNoThrow(try harness.node(.text("editing")))
        try harness.tap(.text("Done"))
        XCTAssertNoThrow(try harness.node(.text("Edit")))
    }

    func testAnEditButtonWritesTheEditModeAFeatureSets() throws {
        let harness = ViewHarness(FeatureEditMode())
        XCTAssertEqual(try harness.tap(.text("Done")), [#"{"viewState":"FeatureEditMode#0.mode"}"#])
        XCTAssertNoThrow(try harness.node(.text("Edit")))
    }

    func testAnEditButtonWithNoEditModeAroundItDoesNothing() throws {
        let harness = ViewHarness(EditButton())
        XCTAssertEqual(try harness.tap(.text("Edit")), [])
        XCTAssertNoThrow(try harness.node(.text("Edit")))
    }
}

final class LabeledContentTests: XCTestCase {
    func testLabeledContentShowsItsLabelAndValue() throws {
        let harness = ViewHarness(About())
        XCTAssertEqual(try harness.line(.text("Version")), #"labeledContent #list.0/labeledContent.0 "Version" value=1.2"#)
        XCTAssertEqual(try harness.node(.text("Downloads")).properties["value"], "1234")
    }

    func testAControlGivenAsContentStaysReachable() throws {
        let harness = ViewHarness(About())
        let row = try harness.node(.text("Notifications"))
        XCTAssertEqual(row.children.map(\.type), ["toggle"])
        XCTAssertNotNil(try harness.node(.text("On")).interactions.tap)
    }
}

final class LinkTests: XCTestCase {
    func testALinkIsAButtonWhoseTapOpensItsURL() throws {
        let harness = ViewHarness(About())
        XCTAssertEqual(
            try harness.line(.text("Website")),
            #"button #list.0/button.0 "Website" style=link destination=https://example.com/about → tap {"event":{"openURL":{"url":"https://example.com/about"}}}"#)
        XCTAssertEqual(try harness.node(.text("Website")).role.rawValue, "link")

        try harness.tap(.text("Website"))

        XCTAssertEqual(harness.sent, [#"{"event":{"openURL":{"url":"https://example.com/about"}}}"#])
    }

    func testALinkOpensThroughTheEnvironmentsOpenURLHandler() throws {
        let harness = ViewHarness(HandledLinks())

        XCTAssertEqual(try harness.tap(.text("Help")), [#"{"viewState":"HandledLinks#0.opened"}"#])

        XCTAssertNoThrow(try harness.node(.text("/help")))
        XCTAssertEqual(harness.sent, [])
    }
}
