import JSON
import UIStateProtocol
import Testing

/// A string id over `RequestID.maxStringBytes` is refused with `idTooLong` and answered with
/// `id: null`. A large frame's over-long ids are blanked before the parse, which changes what the
/// message costs, never what it is answered.
@Suite struct OverlongIDTests {
    let limit = RequestID.maxStringBytes

    func decodeReleasing(_ text: [UInt8]) -> IncomingPayload {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: text.count, alignment: 4096)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: text)
        return IncomingPayload.decode(releasing: buffer)
    }

    /// `text` with a member padding it past the size from which frames are blanked and released.
    func large(_ head: String, _ tail: String) -> [UInt8] {
        Array(head.utf8) + Array(#""pad":""#.utf8) + Array(repeating: UInt8(ascii: "p"), count: JSONValue.releaseThreshold)
            + Array(#"""#.utf8) + Array(tail.utf8)
    }

    func request(id: String) -> String { #"{"jsonrpc":"2.0","method":"a","id":"\#(id)"}"# }

    @Test func anIDUpToTheLimitIsAnsweredByName() {
        let id = String(repeating: "x", count: limit)
        #expect(IncomingPayload.decode(Array(request(id: id).utf8)) == .single(.valid(.request(RequestMessage(id: .string(id), method: "a")))))
    }

    @Test func aLongerIDIsRefusedWithNullAndItsLength() {
        let refused = IncomingPayload.decode(Array(request(id: String(repeating: "x", count: limit + 1)).utf8))
        #expect(refused == .single(.invalid(id: .null, error: .idTooLong(bytes: limit + 1))))
        guard case .single(.invalid(_, let error)) = refused else { return }
        #expect(error.data == ["reason": "idTooLong", "bytes": .integer(Int64(limit + 1)), "limit": .integer(Int64(limit))])
    }

    /// The limit is on the id as decoded: `\u00e9` is two bytes, not six.
    @Test func theLengthIsTheDecodedOne() {
        let escaped = String(repeating: #"\u00e9"#, count: limit / 2)
        #expect(IncomingPayload.decode(Array(request(id: escaped).utf8)) == .single(.valid(.request(
            RequestMessage(id: .string(String(repeating: "é", count: limit / 2)), method: "a")))))
        let over = IncomingPayload.decode(Array(request(id: escaped + #"\ud83d\ude00"#).utf8))
        #expect(over == .single(.invalid(id: .null, error: .idTooLong(bytes: limit + 4))))
    }

    // MARK: - Large frames: blanked before the parse, answered the same

    /// The blanked frame is the same JSON with an empty id, at the same byte offsets.
    @Test func blankingEmptiesTheIDAndPadsWithSpaces() {
        let text = Array(#"[{"method":"a","id":"abcdef"}, {"id":"ab"}, {"params":{"id":"abcdef"}}]"#.utf8)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: text.count, alignment: 1)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: text)
        let found = OverlongIDs.blank(in: buffer, limit: 3)
        #expect(String(decoding: buffer, as: UTF8.self) == #"[{"method":"a","id":""      }, {"id":"ab"}, {"params":{"id":"abcdef"}}]"#)
        #expect(found.lengths == [0: 6])
    }


    /// What the releasing decode answers equals what the plain one does.
    func expectSameAnswer(_ text: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(decodeReleasing(text) == IncomingPayload.decode(text), sourceLocation: sourceLocation)
    }

    @Test func aLargeFramesLongIDIsRefusedAsASmallOnesIs() {
        let id = String(repeating: "é", count: JSONValue.releaseThreshold)
        let text = Array(request(id: id).utf8)
        #expect(decodeReleasing(text) == .single(.invalid(id: .null, error: .idTooLong(bytes: 2 * JSONValue.releaseThreshold))))
        expectSameAnswer(text)
    }

    @Test func inABatchOnlyTheElementWithTheLongIDIsRefused() {
        let long = String(repeating: "x", count: limit + 10)
        let text = large(#"[{"jsonrpc":"2.0","id":1,"method":"a","params":{"#, #"}}, 7, {"jsonrpc":"2.0","id":"\#(long)","method":"b"}]"#)
        guard case .batch(let elements) = decodeReleasing(text) else {
            Issue.record("expected a batch")
            return
        }
        #expect(elements.count == 3)
        #expect(elements[2] == .invalid(id: .null, error: .idTooLong(bytes: limit + 10)))
        expectSameAnswer(text)
    }

    @Test func anIDNestedInParamsIsNotTheRequestsID() {
        let long = String(repeating: "x", count: limit + 1)
        expectSameAnswer(large(#"{"jsonrpc":"2.0","id":1,"method":"a","params":{"id":"\#(long)","#, "}}"))
        guard case .single(.valid(.request(let request))) = decodeReleasing(large(#"{"jsonrpc":"2.0","id":1,"method":"a","params":{"id":"\#(long)","#, "}}")) else {
            Issue.record("expected a valid request")
            return
        }
        #expect(request.id == 1)
    }

    /// Text jansson refuses is left for it to report, at the position it would report anyway.
    @Test func anIDThatIsNotAValidStringGetsTheParseError() {
        let long = String(repeating: "x", count: limit + 1)
        for bad in [#"\ud800"#, #"\udc00x"#, #"\q"#, "\u{01}", #"\u12"#] {
            let text = large(#"{"jsonrpc":"2.0","method":"a","#, #","id":"\#(long)\#(bad)"}"#)
            guard case .failure(let error) = decodeReleasing(text) else {
                Issue.record("expected a parse error for \(bad)")
                continue
            }
            #expect(error.code == .parseError)
            expectSameAnswer(text)
        }
        let invalidUTF8 = large(#"{"jsonrpc":"2.0","method":"a","#, #","id":""#) + Array(long.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        expectSameAnswer(invalidUTF8)
    }

    /// jansson counts columns by character: a syntax error after a blanked id of multi-byte
    /// characters is reported at the column the original bytes give.
    @Test func aSyntaxErrorAfterABlankedIDKeepsItsPosition() {
        let id = String(repeating: "é", count: JSONValue.releaseThreshold)
        let text = Array(#"{"jsonrpc":"2.0","id":"\#(id)","method":"a" x}"#.utf8)
        guard case .failure(let error) = decodeReleasing(text) else {
            Issue.record("expected a parse error")
            return
        }
        #expect(error.data?["reason"] == "syntax")
        expectSameAnswer(text)
        let twoLines = Array("{\"jsonrpc\":\"2.0\",\"id\":\"\(id)\",\n\"method\":\"a\" x}".utf8)
        expectSameAnswer(twoLines)
    }

    @Test func anIDKeyWrittenWithEscapesIsStillRefused() {
        let long = String(repeating: "x", count: limit + 1)
        let text = large(#"{"jsonrpc":"2.0","method":"a","\u0069d":"\#(long)","#, "}")
        #expect(decodeReleasing(text) == .single(.invalid(id: .null, error: .idTooLong(bytes: limit + 1))))
    }
}
