import JSON
import Testing

/// Shapes other clients' encoders produce that the wire still reads: Neovim's empty table as
/// `[]`, numbers past what `JSONValue` holds located precisely.
@Suite struct ClientShapesTests {
    struct Options: Codable, Equatable {
        var filter: String?
        var presets: [String: String]?
    }

    @Test func anEmptyArrayReadsAsAnEmptyObjectOnlyWhenAsked() throws {
        let lenient = JSONValueDecoder().readingEmptyArrayAsObject()
        #expect(try lenient.decode(Options.self, from: []) == Options())
        #expect(try lenient.decode(Options.self, from: ["presets": []]) == Options(presets: [:]))
        #expect(try lenient.decode([String: Int].self, from: []) == [:])
        // Non-empty arrays are still not objects, and by default nothing changes.
        #expect(throws: JSONDecodingError.self) { try lenient.decode(Options.self, from: ["presets": ["a"]]) }
        #expect(throws: JSONDecodingError.self) { try JSONValueDecoder().decode(Options.self, from: []) }
    }

    @Test func realOverflowIsToldApartFromIntegerOverflow() {
        #expect(parseError("1e400")?.reason == .numberOutOfRange)
        #expect(parseError("-1.5e999")?.reason == .numberOutOfRange)
        #expect(parseError("99999999999999999999")?.reason == .integerOutOfRange)
    }

    @Test func outOfRangeNumbersAreReplacedByNullAndLocated() throws {
        let text = #"{"id":7,"params":{"a":[1,1e400,-99999999999999999999],"b":{"c":123456789012345678901234}}}"#
        let read = try #require(Array(text.utf8).withUnsafeBytes { OutOfRangeNumbers.read($0) })
        #expect(read.value == ["id": 7, "params": ["a": [1, .null, .null], "b": ["c": .null]]])
        #expect(read.numbers.map(\.pointer.description) == ["/params/a/1", "/params/a/2", "/params/b/c"])
        #expect(read.numbers.map(\.text) == ["1e400", "-99999999999999999999", "123456789012345678901234"])
        #expect(read.numbers.map(\.reason) == [.numberOutOfRange, .integerOutOfRange, .integerOutOfRange])
    }

    @Test func aDocumentWithAnotherProblemIsNotRead() {
        #expect(Array(#"{"a":1e400,}"#.utf8).withUnsafeBytes { OutOfRangeNumbers.read($0) } == nil)
        #expect(Array(#"{"a":1e400,"a":1}"#.utf8).withUnsafeBytes { OutOfRangeNumbers.read($0) } == nil)
        let many = "[" + Array(repeating: "1e400", count: 17).joined(separator: ",") + "]"
        #expect(Array(many.utf8).withUnsafeBytes { OutOfRangeNumbers.read($0) } == nil)
    }

    private func parseError(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: text)
            return nil
        } catch {
            return error
        }
    }
}
