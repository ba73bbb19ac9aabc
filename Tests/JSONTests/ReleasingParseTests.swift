import JSON
import Testing

/// `JSONValue.parse(releasingReadPagesOf:)`: the parser reads the caller's own memory, with no
/// copy of the input first, and hands back the pages it has read once the input is large.
@Suite struct ReleasingParse {
    /// Page-aligned memory of its own holding `text`, released after `body`.
    func withOwnedPages<R>(holding text: [UInt8], _ body: (UnsafeMutableRawBufferPointer) -> R) -> R {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: text.count, alignment: 4096)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: text)
        return body(buffer)
    }

    func request(idBytes: Int) -> [UInt8] {
        Array(#"{"jsonrpc":"2.0","id":""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: idBytes) + Array(#"","method":5}"#.utf8)
    }

    @Test func aLargeInputIsReadFromTheCallersPagesWhichAreReleasedBehindTheParser() throws {
        let size = 3 * JSONValue.releaseThreshold
        let parse = withOwnedPages(holding: request(idBytes: size)) { buffer in
            let parse = JSONValue.parse(releasingReadPagesOf: buffer)
            // Pages the parser read were given back: they read as zeros now.
            #expect(buffer[size / 2] == 0)
            #expect(buffer[size / 2 + 4096] == 0)
            return parse
        }
        #expect(!parse.inputIntact)
        let value = try parse.result.get()
        #expect(value["id"]?.stringValue?.utf8.count == size)
        #expect(value["id"]?.stringValue?.utf8.allSatisfy { $0 == UInt8(ascii: "x") } == true)
        #expect(value["method"] == 5)
    }

    @Test func anInputUnderTheThresholdIsParsedInPlaceAndLeftIntact() throws {
        let text = request(idBytes: 1000)
        let (parse, after) = withOwnedPages(holding: text) { buffer in
            (JSONValue.parse(releasingReadPagesOf: buffer), Array(buffer))
        }
        #expect(parse.inputIntact)
        #expect(after == text)
        #expect(try parse.result.get()["id"]?.stringValue?.utf8.count == 1000)
    }

    @Test func aLargeSyntaxErrorKeepsJanssonsPosition() {
        let text = Array(#"{"pad":""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 2 * JSONValue.releaseThreshold) + Array(#"",}"#.utf8)
        let parse = withOwnedPages(holding: text) { JSONValue.parse(releasingReadPagesOf: $0) }
        guard case .failure(let error) = parse.result else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.reason == .syntax)
        #expect(error.offset >= text.count - 2)
    }

    @Test func nestingPastTheLimitAfterReleasedPagesIsTooDeepWithoutAPosition() {
        let nesting = Array(repeating: UInt8(ascii: "["), count: 600) + Array(repeating: UInt8(ascii: "]"), count: 600)
        let text = Array(#"{"pad":""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 2 * JSONValue.releaseThreshold)
            + Array(#"","deep":"#.utf8) + nesting + Array("}".utf8)
        let parse = withOwnedPages(holding: text) { JSONValue.parse(releasingReadPagesOf: $0, options: JSONParseOptions(maxDepth: 512)) }
        #expect(!parse.inputIntact)
        guard case .failure(let error) = parse.result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.reason == .tooDeep)
        #expect(error.offset == 0)
    }

    @Test func aLargeInputOfWhitespaceIsEmptyInput() {
        let text = Array(repeating: UInt8(ascii: " "), count: 2 * JSONValue.releaseThreshold)
        let parse = withOwnedPages(holding: text) { JSONValue.parse(releasingReadPagesOf: $0) }
        guard case .failure(let error) = parse.result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.reason == .emptyInput)
        #expect(parse.inputIntact)
    }
}
