@testable import UIStateTesting
import Testing

@Test func aTextEqualToItsGoldenPasses() throws {
    try assertGolden("first line\nsecond line\n", file: "two-lines.txt")
}

@Test func aDifferentTextIsAnIssueAtTheCallerShowingTheFirstDifferentLine() throws {
    let line = #line + 2
    try withKnownIssue {
        try assertGolden("first line\nsecond lime\n", file: "two-lines.txt")
    } matching: { issue in
        let comment = issue.comments.map(\.rawValue).joined()
        return issue.sourceLocation?.line == line
            && comment.contains("golden two-lines.txt differs; UISTATE_RECORD=1 rewrites it")
            && comment.contains("first difference at line 2, column 10 (expected 3 lines, got 3):\n- second line\n+ second lime")
    }
}

@Test func aMissingGoldenSaysHowToRecordIt() throws {
    try withKnownIssue {
        try assertGolden("anything", file: "absent.txt")
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == "missing golden absent.txt; run with UISTATE_RECORD=1 to record it"
    }
}

@Test func aTextEndingEarlyShowsWhereTheOtherGoesOn() {
    let difference = FirstDifference(expected: "a\nb\nc", actual: "a\nb")
    #expect(difference.description == """
        first difference at line 3, column 1 (expected 3 lines, got 2):
        - c
        + (no line: the actual text ends here)
        """)
}

@Test func aLongLineIsCutToAWindowAroundItsFirstDifference() {
    let before = String(repeating: "<p>", count: 100)
    let after = String(repeating: "</p>", count: 100)
    let difference = FirstDifference(expected: before + "old" + after, actual: before + "new" + after)
    let window = FirstDifference.window
    #expect(difference.line == 1)
    #expect(difference.column == 301)
    #expect(difference.expectedLine == "…" + before.suffix(window) + "old" + after.prefix(window - 3) + "…")
    #expect(difference.actualLine == "…" + before.suffix(window) + "new" + after.prefix(window - 3) + "…")
}

@Test func bytesThatDifferOnlyInNormalizationStillCountAsADifference() {
    let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    let difference = FirstDifference(expected: "x\n" + composed, actual: "x\n" + decomposed)
    #expect(difference.line == 2)
}
