import JSON
import Testing
import Scenario

private func read(_ text: String) throws -> JSONValue { try YAMLDocument(parsing: text).value }

private func failure(_ text: String) -> YAMLParseError? {
    do { _ = try YAMLDocument(parsing: text); return nil } catch { return error }
}

@Test func blockMappingsAndSequencesReadAsObjectsAndArraysInOrder() throws {
    let value = try read("""
        feature: counter   # a comment
        steps:
          - send: increment
          - tap: {id: plus}
        tags: [a, b]
        """)
    #expect(value == ["feature": "counter", "steps": [["send": "increment"], ["tap": ["id": "plus"]]], "tags": ["a", "b"]])
    guard case .object(let object) = value else { Issue.record("not an object"); return }
    #expect(object.keys == ["feature", "steps", "tags"])
}

@Test func plainScalarsFollowTheYAML12CoreSchema() throws {
    let value = try read("""
        - yes
        - no
        - on
        - true
        - False
        - ~
        - null
        -
        - 42
        - -7
        - 0x1F
        - 0o17
        - 1.5
        - 1e3
        - .5
        - 2026-01-01
        - '42'
        - "true"
        - !!str 12
        - !!float 3
        """)
    #expect(value == [
        "yes", "no", "on", true, false, nil, nil, nil, 42, -7, 31, 15, 1.5, 1000.0, 0.5, "2026-01-01",
        "42", "true", "12", 3.0,
    ])
}

@Test func blockScalarsAreStrings() throws {
    #expect(try read("text: |\n  line one\n  line two\nfolded: >\n  a\n  b\n") == ["text": "line one\nline two\n", "folded": "a b\n"])
}

@Test func positionsNameTheKeyOfAMemberAndTheStartOfAnElement() throws {
    let document = try YAMLDocument(parsing: "feature: counter\nsteps:\n  - send: increment\n  - tap:\n      id: plus\n")
    #expect(document.positions.position(of: try JSONPointer(parsing: "/feature"))?.description == "1:1")
    #expect(document.positions.position(of: try JSONPointer(parsing: "/steps/0"))?.description == "3:5")
    #expect(document.positions.position(of: try JSONPointer(parsing: "/steps/1/tap/id"))?.description == "5:7")
    #expect(document.positions.valuePosition(of: try JSONPointer(parsing: "/feature"))?.description == "1:10")
    // A missing member falls back to its nearest existing ancestor, as the JSON index does.
    #expect(document.positions.position(of: try JSONPointer(parsing: "/steps/1/tap/label"))?.description == "4:5")
}

@Test func aliasesExpandAndMergeKeysAreOrdinaryKeys() throws {
    #expect(try read("a: &x {id: plus}\nb: *x\n") == ["a": ["id": "plus"], "b": ["id": "plus"]])
    #expect(try read("<<: 1\n") == ["<<": 1])
}

@Test func syntaxErrorsCarryLineAndColumn() throws {
    let error = try #require(failure("steps:\n  - tap: [a, b\n"))
    #expect(error.line >= 2)
    #expect(error.message.contains("flow sequence"))
}

@Test func whatJSONCannotHoldIsAnErrorAtItsPlace() throws {
    #expect(failure("a: 1\na: 2\n") == YAMLParseError(message: "duplicate key \"a\"", line: 2, column: 1, offset: 5))
    #expect(failure("n: 99999999999999999999\n")?.message.contains("64-bit") == true)
    #expect(failure("n: .inf\n")?.message.contains("no JSON form") == true)
    #expect(failure("? [a]\n: 1\n")?.message.contains("mapping key must be a string") == true)
    #expect(failure("a: !!binary aGk=\n")?.message.contains("unsupported tag !!binary") == true)
    #expect(failure("a: *nope\n")?.message.contains("unknown alias") == true)
    #expect(failure("a: 1\n---\nb: 2\n")?.line == 2)
}

@Test func anAliasBombIsAnErrorNotAnAllocation() {
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...8 {
        text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    #expect(failure(text)?.message.contains("expands to more than") == true)
}

@Test func nestingDeeperThanTheLimitIsAnError() {
    #expect(failure(String(repeating: "[", count: 20) + String(repeating: "]", count: 20), maxDepth: 10)?.message.contains("deeper") == true)
}

private func failure(_ text: String, maxDepth: Int) -> YAMLParseError? {
    do { _ = try YAMLDocument(parsing: text, maxDepth: maxDepth); return nil } catch { return error }
}
