import JSON
import UIStateTesting
import XCTest

// MARK: - XCTAssertNoDifference

/// Fails when two values differ, printing the difference field by field (`−` the first, `+` the
/// second), as the assertion TCA tests import with the architecture.
public func XCTAssertNoDifference<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        let first = try expression1()
        let second = try expression2()
        guard first != second else { return }
        let diff = LineDiff.render(expected: ValueDumper.lines(first), actual: ValueDumper.lines(second), format: .typographic)
        let note = message()
        XCTFail(
            "XCTAssertNoDifference failed: …\n\n\(diff)\n\n(First: \u{2212}, Second: +)" + (note.isEmpty ? "" : "\n\n\(note)"),
            file: file, line: line
        )
    } catch {
        XCTFail("XCTAssertNoDifference threw \(error)", file: file, line: line)
    }
}
