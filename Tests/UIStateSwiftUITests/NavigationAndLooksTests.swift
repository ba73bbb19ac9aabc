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

/// A screen of links as a preview may show it, with no navigation stack around it.
private struct Shelf: View {
    var body: some View {
        List {
            NavigationLink("Book 7") { Text("Book number 7") }
            NavigationLink("Book 8", value: 8)
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

    func testALinkOutsideANavigationStackIsDimmedAndPushesNothing() throws {
        let harness = ViewHarness(Shelf())
        let link = try harness.node(.text("Book 7"))
        XCTAssertFalse(link.isEnabled, harness.outline)
        XCTAssertNil(link.interactions.tap, "no write to the link's own state: \(harness.outline)")
        XCTAssertNil(try harness.node(.text("Book 8")).interactions.tap, "no stack takes the value")
    }

    func testTheSameLinkInsideANavigationStackPushes() throws {
        let harness = ViewHarness(NavigationStack { Shelf() })
        _ = try harness.tap(.text("Book 7"))
        XCTAssertNoThrow(try harness.node(.text("Book number 7")), harness.outline)
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
