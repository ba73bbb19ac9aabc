import Testing
import JSON

@Test func diffsShowOnlyChangedRegionsWithContext() {
    let expected = (1...20).map { "line \($0)" }
    var actual = expected
    actual[9] = "line ten"
    #expect(LineDiff.render(expected: expected, actual: actual, format: .typographic) == """
          … (7 unchanged)
          line 8
          line 9
        \u{2212} line 10
        + line ten
          line 11
          line 12
          … (8 unchanged)
        """)
}

@Test func diffsAlignInsertionsAndRemovalsOnTheLongestCommonSubsequence() {
    let diff = LineDiff.lines(expected: ["a", "b", "c", "d"], actual: ["a", "c", "x", "d"])
    #expect(diff == [.same("a"), .removed("b"), .same("c"), .added("x"), .same("d")])
}

@Test func textDiffsAreEmptyForEqualTextsAndPlainASCIIByDefault() {
    var lines = (1...12).map { "line \($0)" }
    let expected = lines.joined(separator: "\n") + "\n"
    lines[2] = "line three"
    let actual = lines.joined(separator: "\n") + "\n"
    #expect(LineDiff.render(expected: expected, actual: expected) == "")
    #expect(LineDiff.render(expected: expected, actual: actual) == """
          line 1
          line 2
        - line 3
        + line three
          line 4
          line 5
          line 6
          … (6 unchanged lines)
        """)
}

@Test func aSingleUnchangedLineBetweenContextsIsShownNotFolded() {
    let expected = ["a", "b", "c", "d", "e", "f", "g"]
    var actual = expected
    actual[0] = "A"
    actual[6] = "G"
    #expect(LineDiff.render(expected: expected, actual: actual, format: .typographic) == """
        \u{2212} a
        + A
          b
          c
          d
          e
          f
        \u{2212} g
        + G
        """)
}

@Test func aFinalNewlineEndsTheLastLineRatherThanAddingOne() {
    #expect(LineDiff.render(expected: "a\nb\n", actual: "a\nc") == "  a\n- b\n+ c")
}
