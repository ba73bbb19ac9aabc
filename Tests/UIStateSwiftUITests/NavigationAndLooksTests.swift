import UIStateSwiftUI
import XCTest

// Value-driven navigation and colors, as a SwiftUI user writes them.

private struct Library: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Book 7", value: 7)
                NavigationLink("Nothing", value: Int?.none)
            }
            .navigationDestination(for: Int.self) { number in
                Text("Book number \(number)")
            }
        }
    }
}

private struct Swatch: View {
    var body: some View {
        VStack {
            Circle().fill(Color.blue.opacity(0.2))
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in _ = value.location })
            Toggle("On", isOn: .constant(true))
        }
    }
}

private struct NightScreen: View {
    var body: some View {
        NavigationStack {
            Text("Night")
        }
        .environment(\.colorScheme, .dark)
    }
}

final class NavigationAndLooksTests: XCTestCase {
    func testAViewSetToDarkModeIsDrawnInDarkColorsOnALightPage() throws {
        let harness = ViewHarness(NightScreen())
        XCTAssertTrue(try harness.line(.type("navigationStack")).contains("colorScheme=dark"), harness.outline)
        let page = harness.tree.html()
        let stack = try XCTUnwrap(page.range(of: #"data-type="navigationStack""#), page)
        let tagEnd = try XCTUnwrap(page[stack.upperBound...].firstIndex(of: ">"))
        let tag = page[stack.upperBound..<tagEnd]
        XCTAssertTrue(tag.contains("--page-screen:#000000"), "the stack's element redefines the palette: \(tag)")
        XCTAssertTrue(page.contains(":root{--color-"), "the page keeps its own (light) palette")
        XCTAssertFalse(page.contains("<body class=\"dark\""))
    }

    func testAValueLinkPushesItsValueAndTheDestinationForItsTypeDrawsIt() throws {
        let harness = ViewHarness(Library())
        XCTAssertThrowsError(try harness.node(.text("Book number 7")))
        _ = try harness.tap(.text("Book 7"))
        XCTAssertNoThrow(try harness.node(.text("Book number 7")), "the pushed value is drawn over the list")
        _ = try harness.dismiss(.type("navigationDestination"))
        XCTAssertThrowsError(try harness.node(.text("Book number 7")), "dismissing pops the path")
    }

    func testALinkToNoValueCannotBeTapped() throws {
        let harness = ViewHarness(Library())
        XCTAssertFalse(try harness.node(.text("Nothing")).isEnabled)
    }

    func testANamedColorWithOpacityIsItsSystemColorWithAlpha() throws {
        let harness = ViewHarness(Swatch())
        XCTAssertEqual(try harness.node(.type("shape")).properties["fill"], "#007AFF33")
    }

    func testADragIsShownByNameAndIsNoTap() throws {
        let circle = try ViewHarness(Swatch()).node(.type("shape"))
        XCTAssertEqual(circle.properties["gesture"], "drag")
        XCTAssertNil(circle.interactions.tap)
    }

    func testAToggleIsTintedGreenAsOnIOS() throws {
        XCTAssertEqual(try ViewHarness(Swatch()).node(.type("toggle")).properties["tint"], "#34C759")
    }
}
