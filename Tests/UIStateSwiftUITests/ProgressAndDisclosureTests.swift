import UIStateSwiftUI
import XCTest

// Progress views and disclosure groups as a SwiftUI user writes them.

private struct Download: View {
    let received: Double?

    var body: some View {
        VStack {
            ProgressView()
            ProgressView("Loading…")
            ProgressView("Downloading", value: received, total: 8)
            ProgressView(value: 12, total: 8) {
                Text("Overdone")
            } currentValueLabel: {
                Text("12 of 8")
            }
            .progressViewStyle(.linear)
        }
    }
}

private struct Details: View {
    var body: some View {
        DisclosureGroup("Details") {
            Text("Made in Seoul")
        }
    }
}

private struct Settings: View {
    @State private var showsAdvanced = true

    var body: some View {
        VStack {
            DisclosureGroup(isExpanded: $showsAdvanced) {
                Toggle("Debug menu", isOn: .constant(false))
            } label: {
                Label("Advanced", systemImage: "gear")
            }
            Text(showsAdvanced ? "open" : "closed")
        }
    }
}

final class ProgressViewTests: XCTestCase {
    func testAProgressViewIsIndeterminateWithoutAValueAndShowsItsFractionWithOne() throws {
        let outline = ViewHarness(Download(received: 2)).outline

        XCTAssertTrue(outline.contains("progressView #vstack.0/progressView.0 indeterminate=true\n"), outline)
        XCTAssertTrue(outline.contains(#"progressView #vstack.0/progressView.1 "Loading…" indeterminate=true"#), outline)
        XCTAssertTrue(outline.contains(#"progressView #vstack.0/progressView.2 "Downloading" value=2 total=8"#), outline)
        XCTAssertEqual(try ViewHarness(Download(received: 2)).node(.text("Downloading")).properties["fraction"], 0.25)
    }

    func testANilValueIsIndeterminateAndAValuePastTheTotalIsAFullBar() throws {
        let harness = ViewHarness(Download(received: nil))
        XCTAssertEqual(try harness.node(.text("Downloading")).properties["indeterminate"], true)
        XCTAssertEqual(
            try harness.line(.text("Overdone")),
            #"progressView #vstack.0/progressView.3 "Overdone" value=12 total=8 currentValueLabel="12 of 8" style=linear"#)
        XCTAssertEqual(try harness.node(.text("Overdone")).properties["fraction"], 1)
    }
}

final class DisclosureGroupTests: XCTestCase {
    func testACollapsedGroupShowsOnlyItsHeader() throws {
        let harness = ViewHarness(Details())
        XCTAssertEqual(
            harness.outline,
            """
            root #root dynamicTypeSize=large colorScheme=light
              disclosureGroup #disclosureGroup.0 isExpanded=false
                button #disclosureGroup.0/button.0 "Details" style=disclosureHeader → tap {"viewState":"DisclosureGroup#0.isExpandedByItself"}
                  text #disclosureGroup.0/button.0/text.0 font=body(17) foreground=primaryNormal

            """)
    }

    func testTappingTheHeaderOfAGroupWithoutBindingExpandsItByItsOwnState() throws {
        let harness = ViewHarness(Details())

        try harness.tap(.text("Details"))

        XCTAssertEqual(try harness.node(.type("disclosureGroup")).properties["isExpanded"], true)
        XCTAssertNoThrow(try harness.node(.text("Made in Seoul")))
        try harness.tap(.text("Details"))
        XCTAssertThrowsError(try harness.node(.text("Made in Seoul")))
    }

    func testAGroupWithABindingShowsItsContentWhileTrueAndATapWritesThroughIt() throws {
        let harness = ViewHarness(Settings())
        XCTAssertNoThrow(try harness.node(.text("Debug menu")))
        XCTAssertEqual(try harness.node(.type("disclosureGroup")).properties["title"], "Advanced")

        XCTAssertEqual(try harness.tap(.text("Advanced")), [#"{"viewState":"Settings#0.showsAdvanced"}"#])

        XCTAssertNoThrow(try harness.node(.text("closed")))
        XCTAssertThrowsError(try harness.node(.text("Debug menu")))
    }
}
