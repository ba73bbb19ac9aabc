import JSON
import Testing
@testable import Conformance

/// How received messages are matched against the patterns of case files.
@Suite("Patterns")
struct PatternTests {
    func pattern(_ text: String) throws -> Pattern {
        try Pattern.parse(try JSONValue(parsing: text), at: "", file: "test.json")
    }

    func matches(_ patternText: String, _ valueText: String) throws -> Bool {
        try pattern(patternText).mismatch(try JSONValue(parsing: valueText)) == nil
    }

    @Test func objectsMatchExactlyWithoutExtraOrMissingMembers() throws {
        #expect(try matches(#"{"id":1,"result":2}"#, #"{"result":2,"id":1}"#))
        #expect(try !matches(#"{"id":1,"result":2}"#, #"{"id":1,"result":2,"error":{}}"#))
        #expect(try !matches(#"{"id":1,"result":2}"#, #"{"id":1}"#))
    }

    @Test func integersAndDoublesAreDifferentKinds() throws {
        #expect(try !matches("1", "1.0"))
        #expect(try matches(#"{"$match":"number"}"#, "1.5"))
        #expect(try !matches(#"{"$match":"integer"}"#, "1.5"))
    }

    @Test func typeMatchersAndStringContains() throws {
        #expect(try matches(#"{"$match":"string","contains":"echo"}"#, #""host/echo""#))
        #expect(try !matches(#"{"$match":"string","contains":"echo"}"#, #""host""#))
        #expect(try matches(#"{"a":{"$match":"any"}}"#, #"{"a":null}"#))
        #expect(try !matches(#"{"a":{"$match":"any"}}"#, #"{}"#))
    }

    @Test func absentAndOptionalMembers() throws {
        #expect(try matches(#"{"id":1,"x":{"$match":"absent"}}"#, #"{"id":1}"#))
        #expect(try !matches(#"{"id":1,"x":{"$match":"absent"}}"#, #"{"id":1,"x":2}"#))
        #expect(try matches(#"{"d":{"$match":"optional","value":3}}"#, #"{}"#))
        #expect(try !matches(#"{"d":{"$match":"optional","value":3}}"#, #"{"d":4}"#))
    }

    @Test func partialObjectsIgnoreOtherMembers() throws {
        #expect(try matches(#"{"$match":"object","members":{"reason":"garbage"}}"#, #"{"reason":"garbage","line":1}"#))
        #expect(try !matches(#"{"$match":"object","members":{"reason":"garbage"}}"#, #"{"line":1}"#))
    }

    @Test func errorMatcherNeedsCodeAndStringMessageAndAllowsData() throws {
        let error = #"{"$match":"error","code":-32601}"#
        #expect(try matches(error, #"{"code":-32601,"message":"method not found"}"#))
        #expect(try matches(error, #"{"code":-32601,"message":"m","data":{"method":"x"}}"#))
        #expect(try !matches(error, #"{"code":-32600,"message":"m"}"#))
        #expect(try !matches(error, #"{"code":-32601}"#))
    }

    @Test func unorderedArraysPairElementsOneToOne() throws {
        let batch = #"{"$match":"unordered","items":[{"id":1},{"id":2},{"id":{"$match":"any"}}]}"#
        #expect(try matches(batch, #"[{"id":2},{"id":3},{"id":1}]"#))
        #expect(try !matches(batch, #"[{"id":2},{"id":2},{"id":1}]"#) == false)
        #expect(try !matches(batch, #"[{"id":2},{"id":1}]"#))
        #expect(try !matches(batch, #"[{"id":4},{"id":3},{"id":1}]"#))
    }

    @Test func repeatExpandsToAString() throws {
        #expect(try matches(#"{"t":{"$repeat":"가👩‍👩‍👧","count":3}}"#, #"{"t":"가👩‍👩‍👧가👩‍👩‍👧가👩‍👩‍👧"}"#))
    }

    @Test func literalMatchesMatcherLookingObjectsExactly() throws {
        #expect(try matches(#"{"$literal":{"$match":"any"}}"#, #"{"$match":"any"}"#))
        #expect(try !matches(#"{"$literal":{"$match":"any"}}"#, "1"))
    }

    @Test func mismatchesNameThePathExpectedAndActual() throws {
        let mismatch = try #require(try pattern(#"{"error":{"$match":"error","code":-32601}}"#)
            .mismatch(try JSONValue(parsing: #"{"error":{"code":-32600,"message":"m"}}"#)))
        #expect(mismatch.path == "/error/code")
        #expect(mismatch.description == "at /error/code: expected -32601, got -32600")
    }
}
