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
    #expect(Data(html.utf8) == expected, "golden \(name).html differs; UISTATE_RECORD=1 rewrites it", sourceLocation: sourceLocation)
}
