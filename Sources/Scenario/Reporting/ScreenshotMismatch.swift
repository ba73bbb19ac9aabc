/// The three pictures of a failed screenshot comparison, as written beside the stored one and
/// shown by the HTML report (expected, actual and diff, with a slider between the first two).
package struct ScreenshotMismatch: Sendable {
    package var name: String
    /// PNG bytes; `expected` is empty when no picture was stored yet.
    package var expected: [UInt8]
    package var actual: [UInt8]
    /// Empty when there was nothing to compare with.
    package var diff: [UInt8]
    /// Where each was written (`NAME-expected.png`, `NAME-actual.png`, `NAME-diff.png`).
    package var expectedPath: String
    package var actualPath: String
    package var diffPath: String

    package init(
        name: String, expected: [UInt8], actual: [UInt8], diff: [UInt8], expectedPath: String, actualPath: String,
        diffPath: String
    ) {
        self.name = name
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.expectedPath = expectedPath
        self.actualPath = actualPath
        self.diffPath = diffPath
    }
}
