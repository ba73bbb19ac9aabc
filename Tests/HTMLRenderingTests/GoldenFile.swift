import Foundation
import Testing

/// Compares `html` with `Goldens/<name>.html` byte for byte; `UISTATE_RECORD=1` rewrites it.
func assertGolden(
    _ html: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens").appendingPathComponent(name + ".html")
    if ProcessInfo.processInfo.environment["UISTATE_RECORD"] == "1" {
        try Data(html.utf8).write(to: url)
        return
    }
    guard let expected = try? Data(contentsOf: url) else {
        Issue.record("missing golden \(name).html; run with UISTATE_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let actual = Array(html.utf8), wanted = Array(expected)
    guard actual != wanted else { return }
    Issue.record(
        Comment(rawValue: "golden \(name).html differs; UISTATE_RECORD=1 rewrites it\n" + firstDifference(expected: wanted, actual: actual)),
        sourceLocation: sourceLocation
    )
}

/// Where two pages first differ, as `- expected` / `+ actual` lines with a little context: the
/// pages are long single lines, so a line diff would show everything.
private func firstDifference(expected: [UInt8], actual: [UInt8]) -> String {
    let offset = (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] } ?? min(expected.count, actual.count)
    func around(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes[max(0, offset - 60)..<min(bytes.count, offset + 60)], as: UTF8.self)
        return text.replacingOccurrences(of: "\n", with: "⏎")
    }
    return "first difference at byte \(offset) (expected \(expected.count) bytes, got \(actual.count)):\n"
        + "- \(around(expected))\n+ \(around(actual))"
}
