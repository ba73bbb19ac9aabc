import Foundation
import UIStateSwiftUI
import XCTest

// Date pickers as a SwiftUI user writes them; a client picks a date by typing it in ISO 8601.

private let newYear = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
private let endOfJanuary = Date(timeIntervalSince1970: 1_769_817_600)  // 2026-01-31T00:00:00Z

private struct DueDateForm: View {
    @State var due = newYear.addingTimeInterval(9 * 3600 + 30 * 60)

    var body: some View {
        Form {
            DatePicker("Due", selection: $due, in: newYear...endOfJanuary, displayedComponents: .date)
                .datePickerStyle(.graphical)
        }
    }
}

private struct Alarm: View {
    @State private var time = newYear

    var body: some View {
        DatePicker(selection: $time, displayedComponents: [.hourAndMinute]) {
            Text("Wake up")
        }
    }
}

final class DatePickerTests: XCTestCase {
    func testADatePickerShowsItsSelectionInISO8601AndWhatItPicks() throws {
        let harness = ViewHarness(DueDateForm())
        let picker = try harness.node(.type("datePicker"))

        XCTAssertEqual(
            try harness.line(.type("datePicker")),
            #"datePicker #list.0/datePicker.0 label="Due" selection=2026-01-01T09:30:00Z displayedComponents=["date"] style=graphical → input {"viewState":"DueDateForm#0.due"}"#)
        XCTAssertEqual(picker.properties["minimum"], "2026-01-01T00:00:00Z")
        XCTAssertEqual(picker.properties["maximum"], "2026-01-31T00:00:00Z")
        XCTAssertEqual(try ViewHarness(Alarm()).node(.type("datePicker")).properties["displayedComponents"], ["hourAndMinute"])
    }

    func testTypingADayKeepsTheTimeOfDayAndWritesThroughTheBinding() throws {
        let harness = ViewHarness(DueDateForm())

        XCTAssertEqual(try harness.input(.label("Due"), "2026-01-15"), [#"{"viewState":"DueDateForm#0.due"}"#])

        XCTAssertEqual(try harness.node(.label("Due")).properties["selection"], "2026-01-15T09:30:00Z")
    }

    func testTypingATimestampWritesItAndADateOutsideTheRangeIsClamped() throws {
        let harness = ViewHarness(DueDateForm())
        try harness.input(.label("Due"), "2026-01-20T18:45:00+02:00")
        XCTAssertEqual(try harness.node(.label("Due")).properties["selection"], "2026-01-20T16:45:00Z")

        try harness.input(.label("Due"), "2027-06-01")
        XCTAssertEqual(try harness.node(.label("Due")).properties["selection"], "2026-01-31T00:00:00Z")
    }

    func testTextThatIsNoDateDoesNothing() throws {
        let harness = ViewHarness(Alarm())
        XCTAssertEqual(try harness.input(.label("Wake up"), "tomorrow"), [])
        XCTAssertEqual(try harness.node(.label("Wake up")).properties["selection"], "2026-01-01T00:00:00Z")
    }
}
