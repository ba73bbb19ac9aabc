// MARK: - First difference

/// Where two texts first differ: the line and column, and that line of each as `- expected` and
/// `+ actual`. A long line is cut to a window around the column, so a one-line HTML page shows
/// the spot rather than the whole page.
struct FirstDifference: CustomStringConvertible {
    /// Characters of a long line shown on each side of the first differing one.
    static let window = 60

    let line: Int
    let column: Int
    let expectedLine: String?
    let actualLine: String?
    let expectedLineCount: Int
    let actualLineCount: Int

    init(expected: String, actual: String) {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(expectedLines.count, actualLines.count))
            .first { !expectedLines[$0].utf8.elementsEqual(actualLines[$0].utf8) }
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = index < expectedLines.count ? Array(expectedLines[index]) : nil
        let actualLine = index < actualLines.count ? Array(actualLines[index]) : nil
        let common = min(expectedLine?.count ?? 0, actualLine?.count ?? 0)
        let column = (0..<common).first { expectedLine?[$0] != actualLine?[$0] } ?? common
        self.line = index + 1
        self.column = column + 1
        self.expectedLine = expectedLine.map { Self.excerpt($0, around: column) }
        self.actualLine = actualLine.map { Self.excerpt($0, around: column) }
        expectedLineCount = expectedLines.count
        actualLineCount = actualLines.count
    }

    var description: String {
        """
        first difference at line \(line), column \(column) (expected \(expectedLineCount) lines, got \(actualLineCount)):
        - \(expectedLine ?? "(no line: the expected text ends here)")
        + \(actualLine ?? "(no line: the actual text ends here)")
        """
    }

    private static func excerpt(_ characters: [Character], around column: Int) -> String {
        guard characters.count > 2 * window else { return String(characters) }
        let start = max(0, column - window), end = min(characters.count, column + window)
        return (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
    }
}
