import UIStateSwiftUI
import XCTest

// The SwiftUI values a feature's state and actions hold, as a SwiftUI user writes them.

private enum Filter: LocalizedStringKey, CaseIterable, Hashable {
    case all = "All"
    case active = "Active"
    case completed = "Completed"
}

final class ValueTests: XCTestCase {
    func testAnEnumOfLocalizedKeysSpellsItsTexts() {
        XCTAssertEqual(Filter.allCases.map(\.rawValue.key), ["All", "Active", "Completed"])
        XCTAssertEqual(Filter(rawValue: "Active"), .active)
        XCTAssertNil(Filter(rawValue: "Archived"))
    }

    func testAnInterpolatedKeyReadsAsItsText() {
        let count = 3
        let key: LocalizedStringKey = "\(count) items"
        XCTAssertEqual(key.description, "3 items")
    }

    func testEditModeTellsWhetherTheListIsBeingEdited() {
        XCTAssertFalse(EditMode.inactive.isEditing)
        XCTAssertTrue(EditMode.transient.isEditing)
        XCTAssertTrue(EditMode.active.isEditing)
    }

    func testAnimationsAreValuesThatCompare() {
        XCTAssertEqual(Animation.default, .default)
        XCTAssertNotEqual(Animation.easeIn, Animation.easeOut)
        XCTAssertEqual(Animation.spring(response: 0.3).delay(1), Animation.spring(response: 0.3).delay(1))
    }

    func testColorsCompareByNameOrComponents() {
        XCTAssertEqual(Color.red, .red)
        XCTAssertNotEqual(Color.red, .blue)
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0).opacity(0.5), Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        XCTAssertEqual([Color.red, .green, .blue].map(\.description), ["red", "green", "blue"])
    }
}
