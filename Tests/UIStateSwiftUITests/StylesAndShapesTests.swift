import Components
import Foundation
import UIStateSwiftUI
import XCTest

// An app's own label and progress styles, its own shapes, and the UIKit and Foundation pieces a
// SwiftUI screen reaches without importing them, as a SwiftUI user writes them.

private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

private struct Timing: View {
    var body: some View {
        VStack {
            Label("Elapsed", systemImage: "hourglass")
            Label("Remaining", systemImage: "hourglass")
                .labelStyle(TrailingIconLabelStyle())
            Label("Hidden icon", systemImage: "gear")
                .labelStyle(.titleOnly)
        }
    }
}

private struct BarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
            ProgressView(configuration)
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

private struct Meter: View {
    var body: some View {
        ProgressView(value: 0.25)
            .progressViewStyle(BarStyle())
    }
}

private struct Wedge: Shape {
    let slices: Int

    func path(in rect: CGRect) -> Path {
        Path { path in
            for slice in 0..<slices {
                path.addArc(
                    center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                    startAngle: .degrees(Double(slice) * 10), endAngle: .degrees(Double(slice) * 10 + 5), clockwise: false
                )
            }
        }
    }
}

private struct Dial: View {
    var body: some View {
        ZStack {
            Circle().strokeBorder(lineWidth: 24)
            Wedge(slices: 3)
                .rotation(.degrees(-90))
                .stroke(.orange, lineWidth: 12)
        }
    }
}

private struct Guests: View {
    struct Guest: Identifiable {
        let id: Int
        var name: String
    }

    @State private var guests = [Guest(id: 1, name: "Blob"), Guest(id: 2, name: "Blob Jr")]

    var body: some View {
        VStack {
            ForEach($guests) { $guest in
                TextField("Guest \(guest.id)", text: $guest.name)
            }
            Text(guests.map(\.name).joined(separator: ", "))
        }
    }
}

private struct SignIn: View {
    var body: some View {
        VStack {
            TextField("Email", text: .constant(""))
                .textContentType(.emailAddress)
            Text("Theme")
                .fixedSize(horizontal: false, vertical: true)
                .foregroundColor(Color("bubblegum"))
            Button("Terms") {
                UIApplication.shared.open(URL(string: "https://example.com/terms")!)
            }
        }
    }
}

/// A node and everything under it, parents before children.
private func inDocumentOrder<Action>(_ node: RenderedNode<Action>) -> [RenderedNode<Action>] {
    [node] + node.children.flatMap { inDocumentOrder($0) }
}

final class LabelStyleTests: XCTestCase {
    func testALabelIsIconThenTitleUnlessAStyleSaysOtherwise() throws {
        let harness = ViewHarness(Timing())
        let texts = inDocumentOrder(harness.tree.root).compactMap { node -> String? in
            node.type == "image" ? "icon" : node.type == "text" ? node.text : nil
        }
        XCTAssertEqual(texts, ["icon", "Elapsed", "Remaining", "icon", "Hidden icon"], harness.outline)
    }
}

final class ProgressViewStyleTests: XCTestCase {
    func testAnAppsOwnStyleDrawsItsBodyWithTheDefaultProgressInside() throws {
        let harness = ViewHarness(Meter())
        XCTAssertEqual(try harness.node(.type("progressView")).properties["fraction"], 0.25, harness.outline)
        XCTAssertNoThrow(try harness.node(.text("25%")), harness.outline)
        XCTAssertEqual(try harness.node(.type("shape")).properties["shape"], "roundedRectangle")
    }
}

final class ShapeTests: XCTestCase {
    func testAnAppsOwnShapeIsItsPathTurnedAndStroked() throws {
        let harness = ViewHarness(Dial())
        let wedge = try harness.node(.type("shape").index(1))
        XCTAssertEqual(wedge.properties["shape"], "path", harness.outline)
        XCTAssertEqual(wedge.properties["elements"], 3)
        XCTAssertEqual(wedge.properties["path"], [
            "in": [0, 0, 390, 390],
            "d": .string("M390 195A195 195 0 0 1 389.26 212L387.04 228.86A195 195 0 0 1 383.36 245.47"
                + "L378.24 261.69A195 195 0 0 1 371.73 277.41"),
        ], "three five-degree arcs on the edge of the 390-point square, each joined to the last by a line")
        XCTAssertEqual(wedge.properties["rotation"], -90.0)
        XCTAssertEqual(wedge.properties["stroke"], "#FF9500")
        XCTAssertEqual(wedge.properties["lineWidth"], 12)
        XCTAssertEqual(try harness.node(.type("shape").index(0)).properties["strokeBorder"], ["lineWidth": 24])
    }

    func testAPathViewKeepsItsOutlineInTheSpaceTheHostOffers() throws {
        let harness = ViewHarness(Path { path in
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
            path.move(to: CGPoint(x: 100, y: 50))
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5))
            path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10))
            path.closeSubpath()
        })
        XCTAssertEqual(try harness.node(.type("shape")).properties["path"], [
            "in": [0, 0, 390, 844],
            "d": .string("M100 50A50 50 0 0 1 0 50A50 50 0 0 1 100 50"
                + "M100 50L100 50A50 50 0 0 0 14.64 14.64A50 50 0 0 0 50 100"
                + "M0 0L10 0L10 5L0 5ZQ10 10 20 0Z"),
        ], "a full turn is two half turns; clockwise from 0° to 90° sweeps the other three quarters")
    }
}

final class BoundRowsTests: XCTestCase {
    func testEachRowOfABoundCollectionWritesItsOwnElement() throws {
        let harness = ViewHarness(Guests())
        try harness.input(.label("Guest 2"), "Blob Sr")
        XCTAssertNoThrow(try harness.node(.text("Blob, Blob Sr")), harness.outline)
    }
}

final class UIKitPiecesTests: XCTestCase {
    func testATextFieldShowsItsContentTypeAndAnAssetColorIsGray() throws {
        let harness = ViewHarness(SignIn())
        XCTAssertEqual(try harness.node(.label("Email")).properties["textContentType"], "emailAddress")
        XCTAssertEqual(try harness.node(.text("Theme")).properties["fixedSize"], ["horizontal": false, "vertical": true])
        XCTAssertEqual(Color("bubblegum").description, "bubblegum")
    }

    func testOpeningAURLFromUIApplicationIsTheOpenURLEvent() throws {
        let harness = ViewHarness(SignIn())
        try harness.tap(.text("Terms"))
        XCTAssertEqual(harness.sent, [#"{"event":{"openURL":{"url":"https://example.com/terms"}}}"#])
    }

    func testPostedNotificationsArriveInOrderThroughTheAsyncSequence() async {
        let name = Notification.Name("uistate.test.screenshot")
        var iterator = NotificationCenter.default.notifications(named: name).makeAsyncIterator()
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil, userInfo: ["n": 2])
        let first = await iterator.next()
        let second = await iterator.next()
        XCTAssertEqual(first?.name, name)
        XCTAssertEqual(second?.userInfo?["n"] as? Int, 2)
    }
}
