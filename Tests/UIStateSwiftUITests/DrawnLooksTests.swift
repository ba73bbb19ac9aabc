import UIStateSwiftUI
import XCTest

// How a few SwiftUI looks are drawn as HTML: a tab bar's items, a disclosure group in a form, and
// a clock face filled with an angular gradient, as an app writes them.

private struct Tabs: View {
    @State private var tab = "inbox"

    var body: some View {
        TabView(selection: $tab) {
            Text("Mail").tabItem { Label("Inbox", systemImage: "tray") }.tag("inbox")
            Text("Sent mail").tabItem { Label("Sent", systemImage: "paperplane") }.tag("sent")
        }
    }
}

private struct About: View {
    var body: some View {
        Form {
            DisclosureGroup("About this screen") { Text("It is a screen.") }
        }
    }
}

private struct Dial: View {
    var body: some View {
        ZStack {
            Circle()
                .fill(AngularGradient(gradient: Gradient(colors: [.blue, .green]), center: .center))
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 10, y: 0))
            }
            .stroke(.primary, lineWidth: 3)
        }
        .aspectRatio(1, contentMode: .fit)
        .frame(maxWidth: 280)
        .frame(maxWidth: .infinity)
    }
}

/// The Timers case study's dial: a padding applied after its frames, then a label padded twice.
private struct PaddedDial: View {
    var body: some View {
        VStack {
            Circle()
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: 280)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 16)
            Text("Start")
                .padding(8)
                .padding(.horizontal)
                .frame(width: 200)
        }
    }
}

/// TicTacToe's board: a title over a row of cells, read from the space a geometry reader offers.
private struct Board: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Text("Blob Sr., place your X")
                HStack(spacing: 0) {
                    Text("").frame(width: proxy.size.width / 3, height: proxy.size.width / 3)
                }
            }
        }
    }
}

final class DrawnLooksTests: XCTestCase {
    /// The element whose `data-node-id` is `id`: its opening tag and what follows up to `length`.
    private func element(_ id: String, in page: String, length: Int = 600) throws -> Substring {
        let start = try XCTUnwrap(page.range(of: "data-node-id=\"\(id)\""), page)
        let tagStart = try XCTUnwrap(page[..<start.lowerBound].lastIndex(of: "<"))
        return page[tagStart...].prefix(length)
    }

    func testATabBarsItemsHoldTheirLabelsTheSelectedOneInTheTint() throws {
        let harness = ViewHarness(Tabs())
        let page = harness.tree.html()
        let inbox = try element("tabView.0/tabBar/tabItem[inbox]", in: page, length: 6000)
        XCTAssertTrue(inbox.hasPrefix(#"<button class="plainButton tabItem""#), String(inbox))
        let label = try XCTUnwrap(inbox.range(of: "</button>").map { inbox[..<$0.lowerBound] })
        XCTAssertTrue(label.contains(">Inbox<"), "the title is inside its button: \(inbox)")
        XCTAssertTrue(label.contains("font-size:10px"), "a tab's title is 10 points: \(inbox)")
        XCTAssertTrue(label.contains("color:var(--color-primaryNormal)"), "the selected tab is tinted: \(inbox)")
        let sent = try element("tabView.0/tabBar/tabItem[sent]", in: page, length: 6000)
        XCTAssertTrue(sent.contains("color:var(--page-secondaryLabel)"), "the others are grey: \(sent)")
        XCTAssertTrue(page.contains(".tab-bar>.tabItem>.hstack{flex-direction:column"), "a label's icon stands over its title")
    }

    func testADisclosureGroupInAFormSpansItsRowSoItsChevronIsAtTheTrailingEdge() throws {
        let page = ViewHarness(About()).tree.html()
        XCTAssertTrue(page.contains(".row>.disclosureGroup{flex:1 1 auto}"))
        let group = try element("list.0/disclosureGroup.0", in: page)
        XCTAssertTrue(group.contains(#"<span class="chevron""#), String(group))
    }

    func testAnAngularGradientCircleIsDrawnAsAConicGradientCutToACircle() throws {
        let page = ViewHarness(Dial()).tree.html()
        let dial = try element("zstack.0/shape.0", in: page)
        XCTAssertTrue(dial.contains("background-image:conic-gradient(from 90deg,#007AFF,#34C759)"), String(dial))
        XCTAssertTrue(dial.contains("mask-image:radial-gradient(circle closest-side"), String(dial))
        XCTAssertTrue(try element("zstack.0", in: page).contains("aspect-ratio:1"))
        XCTAssertTrue(page.contains(".zstack{display:grid;grid-template:minmax(0,1fr)/minmax(0,1fr)}"), "a layer fills its stack")
        let hand = try element("zstack.0/shape.1", in: page, length: 1000)
        XCTAssertFalse(hand.contains("box-shadow"), "a path is not drawn as the box around it: \(hand)")
        XCTAssertTrue(hand.contains(#"<svg viewBox="0 0 390 844" preserveAspectRatio="none""#), "its outline is stretched from the space it was drawn in: \(hand)")
        XCTAssertTrue(hand.contains(#"<path d="M10 10L10 0" fill="none" stroke="var(--color-labelNormal)" stroke-width="3" vector-effect="non-scaling-stroke">"#), String(hand))
    }

    func testAFrameAroundAFrameCentresTheCappedViewInTheSpaceTheOuterOneTakes() throws {
        let harness = ViewHarness(Dial())
        XCTAssertEqual(try harness.node(.type("zstack")).properties["frame"], ["maxWidth": "infinity", "inner": ["maxWidth": 280]])
        let dial = try element("zstack.0", in: harness.tree.html(), length: 400)
        XCTAssertTrue(dial.contains("width:100%;"), "the outer frame takes the width offered: \(dial)")
        XCTAssertTrue(dial.contains("max-width:280px;margin-left:auto;margin-right:auto"), "the inner one is centred in it: \(dial)")
    }

    func testAPaddingAfterAFrameIsOutsideItAndTwoPaddingsAddUp() throws {
        let harness = ViewHarness(PaddedDial())
        let dial = try harness.node(.type("shape"))
        XCTAssertEqual(dial.properties["paddingOutsideFrame"], true)
        let page = harness.tree.html()
        let drawn = try element("vstack.0/shape.0", in: page, length: 400)
        XCTAssertTrue(drawn.contains("padding-top:16px;padding-bottom:16px;box-sizing:content-box"), "280 wide, the padding outside: \(drawn)")
        let label = try harness.node(.type("text"))
        XCTAssertEqual(label.properties["padding"], ["top": 8, "bottom": 8, "leading": 24, "trailing": 24], "8 all round, then 16 across")
        XCTAssertNil(label.properties["paddingOutsideFrame"], "the frame is around the padding: 200 holds it")
    }

    func testAGeometryReadersContentTakesTheSpaceFromTheTopLeadingCorner() throws {
        let harness = ViewHarness(Board())
        let board = try harness.node(.type("vstack"))
        XCTAssertEqual(board.properties["frame"], ["maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"])
        let drawn = try element("vstack.0", in: harness.tree.html(), length: 300)
        XCTAssertTrue(drawn.contains("flex-grow:1"), "it takes the height: \(drawn)")
        XCTAssertTrue(drawn.contains("justify-content:flex-start"), "from the top, not centred: \(drawn)")
    }
}
