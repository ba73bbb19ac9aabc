import JSON
import Testing

/// Every way a document can be bad gets a reason and a position, never a crash.
@Suite struct ParseErrors {
    func error(_ text: String, options: JSONParseOptions = .default) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: text, options: options)
            return nil
        } catch {
            return error
        }
    }

    func error(bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func syntaxErrorsCarryLineColumnAndOffset() throws {
        let failure = try #require(error("{\n  \"a\": tru\n}"))
        #expect(failure.reason == .syntax)
        #expect(failure.line == 2)
        #expect(failure.column > 1)
        #expect(failure.offset > 2)
        #expect(failure.description.contains("line 2"))
    }

    @Test func rejectsEmptyInput() {
        #expect(error("")?.reason == .emptyInput)
        #expect(error("   ")?.reason == .emptyInput)
    }

    @Test func rejectsTrailingGarbage() {
        #expect(error(#"{"a":1} x"#)?.reason == .trailingGarbage)
        #expect(error("1 2")?.reason == .trailingGarbage)
    }

    /// Decision: a duplicate key is an error, since "last wins" would silently drop a value a
    /// client sent.
    @Test func rejectsDuplicateKeys() {
        let failure = error(#"{"a":1,"a":2}"#)
        #expect(failure?.reason == .duplicateKey)
        #expect(failure?.message.contains("a") == true)
    }

    /// Decision: integers outside Int64 are an error rather than a lossy double.
    @Test func rejectsIntegersBeyondInt64() {
        #expect(error("9223372036854775808")?.reason == .integerOutOfRange)
        #expect(error("-9223372036854775809")?.reason == .integerOutOfRange)
    }

    @Test func rejectsInvalidUTF8() {
        #expect(error(bytes: [0x22, 0xC3, 0x28, 0x22])?.reason == .invalidUTF8)
        #expect(error(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22])?.reason == .invalidUTF8)
    }

    @Test func rejectsNestingPastTheLimitAndSaysWhere() throws {
        let text = String(repeating: "[", count: 6) + String(repeating: "]", count: 6)
        #expect(error(text, options: JSONParseOptions(maxDepth: 6)) == nil)
        let failure = try #require(error(text, options: JSONParseOptions(maxDepth: 5)))
        #expect(failure.reason == .tooDeep)
        #expect(failure.offset == 5)
        #expect(failure.message == "nesting deeper than 5 levels")
    }

    @Test func theDefaultDepthLimitIs512() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(error(ok) == nil)
        #expect(error(deep)?.reason == .tooDeep)
        let absurd = String(repeating: "[", count: 100_000)
        #expect(error(absurd) != nil)
    }

    @Test func rejectsDocumentsLargerThanTheLimit() {
        let failure = error(#"["abcdefgh"]"#, options: JSONParseOptions(maxBytes: 8))
        #expect(failure?.reason == .tooLarge)
        #expect(failure?.message == "document of 12 bytes exceeds the limit of 8 bytes")
    }

    /// jansson keeps object keys as C strings, so a NUL is accepted in values but not in keys.
    @Test func rejectsNulInObjectKeys() {
        let failure = error(#"{"a\u0000b": 1}"#)
        #expect(failure?.reason == .syntax)
        #expect(failure?.message.contains("NUL byte in object key") == true)
    }

    @Test func rejectsBareControlCharactersInStrings() {
        #expect(error("\"a\u{01}b\"")?.reason == .syntax)
    }
}
