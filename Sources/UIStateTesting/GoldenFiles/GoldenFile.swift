import Foundation
public import Testing

// MARK: - Golden files

/// Compares `actual` byte for byte with the golden file `Goldens/<path>` of the calling test
/// target; with `UISTATE_RECORD=1` in the environment it writes the file instead.
///
/// The `Goldens` folder is the nearest one beside the calling test file or above it, so a test in
/// `Tests/FeaturesTests/Bookmarks/` uses `Tests/FeaturesTests/Goldens/`. A difference is recorded as
/// an issue at the caller's line showing the first line that differs as `-` expected and `+`
/// actual (around its first differing character when the line is long, as an HTML page is).
///
/// ```swift
/// @Test func goldenCounterOutline() throws {
///     try assertGolden(outline, file: "Counter/default.txt")
/// }
/// ```
///
/// - Parameters:
///   - actual: the text the test produced.
///   - path: the golden file's path inside `Goldens`, with its extension.
/// - Throws: when recording and the file cannot be written.
public func assertGolden(
    _ actual: String,
    file path: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    guard let goldens = goldensFolder(above: filePath) else {
        Issue.record("no Goldens folder beside or above \(filePath)", sourceLocation: sourceLocation)
        return
    }
    let url = goldens.appendingPathComponent(path)
    if ProcessInfo.processInfo.environment["UISTATE_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let expected = try? Data(contentsOf: url) else {
        Issue.record("missing golden \(path); run with UISTATE_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    guard Array(expected) != Array(actual.utf8) else { return }
    let difference = FirstDifference(expected: String(decoding: expected, as: UTF8.self), actual: actual)
    Issue.record(
        Comment(rawValue: "golden \(path) differs; UISTATE_RECORD=1 rewrites it\n\(difference)"),
        sourceLocation: sourceLocation
    )
}

/// The nearest `Goldens` folder in the folder of `filePath` or one of its ancestors.
private func goldensFolder(above filePath: String) -> URL? {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
        let candidate = folder.appendingPathComponent("Goldens")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
            return candidate
        }
        folder.deleteLastPathComponent()
    }
    return nil
}
