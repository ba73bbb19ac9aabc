import JSON
import Testing
import Scenario

@Test func writesBlockStyleWithPlainScalarsWhereSafe() {
    let value: JSONValue = ["feature": "counter", "steps": [["send": "increment"], ["tap": ["id": "plus"]]], "tags": [], "state": [:]]
    #expect(YAMLWriter.document(value) == """
        feature: counter
        steps:
          - send: increment
          - tap:
              id: plus
        tags: []
        state: {}

        """)
}

@Test func nestedSequencesShareTheDashLine() {
    #expect(YAMLWriter.document([[1, 2], ["a"]]) == "- - 1\n  - 2\n- - a\n")
}

@Test func stringsThatWouldReadAsSomethingElseAreQuoted() {
    for text in ["yes", "No", "true", "null", "~", "42", "1.5", "2026-01-01", "-1", ".5", "", " padded", "a: b", "x #y",
                 "- item", "#tag", "*star", "line\nbreak", "tab\there", "<<", "ends:", "\u{7F}", "\u{2028}"] {
        let written = YAMLWriter.document(["k": .string(text)])
        #expect(written.hasPrefix("k: \""), "\(text) was written plain: \(written)")
        #expect((try? YAMLDocument(parsing: written).value) == ["k": .string(text)], "\(written) does not read back")
    }
}

@Test func everyValueReadsBackAsItself() throws {
    let value: JSONValue = [
        "integer": 9_223_372_036_854_775_807, "negative": -3, "double": 0.1, "large": 1e300, "small": 1e-7,
        "flag": false, "nothing": nil, "korean": "대학 동기", "path": "home.list/hstack[5]", "pointer key": ["/pageLoad": "loading"],
        "nested": [["a": [1, [2, 3], [:]]], [], "x"],
    ]
    #expect(try YAMLDocument(parsing: YAMLWriter.document(value)).value == value)
    for scalar: JSONValue in [nil, true, 7, "text"] {
        #expect(try YAMLDocument(parsing: YAMLWriter.document(scalar)).value == scalar)
    }
}
