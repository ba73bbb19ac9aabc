import JSON
import UIStateProtocol
import Testing

/// `IncomingPayload.decode(releasing:)`, how the stdio reader hands a frame to the parser.
@Suite struct ReleasingDecodeTests {
    func decodeReleasing(_ text: [UInt8]) -> IncomingPayload {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: text.count, alignment: 4096)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: text)
        return IncomingPayload.decode(releasing: buffer)
    }

    func padded(_ head: String, padBytes: Int, _ tail: String) -> [UInt8] {
        Array(head.utf8) + Array(repeating: UInt8(ascii: "x"), count: padBytes) + Array(tail.utf8)
    }

    @Test func aLargeInvalidRequestIsAnsweredWithItsWholeID() {
        let size = 2 * JSONValue.releaseThreshold
        let text = padded(#"{"jsonrpc":"2.0","id":"n","pad":""#, padBytes: size, #"","method":5}"#)
        guard case .single(.invalid(let id, let error)) = decodeReleasing(text) else {
            Issue.record("expected an invalid request")
            return
        }
        #expect(id == "n")
        #expect(error.code == .invalidRequest)
    }

    @Test func aSmallBodyIsDecodedAsItIsFromAnArray() {
        let text = Array(#"{"jsonrpc":"2.0","id":"n","method":"a","params":{"b":1e400}}"#.utf8)
        #expect(decodeReleasing(text) == IncomingPayload.decode(text))
    }

    /// Finding the number's path would mean reading the released bytes again.
    @Test func aLargeBodyWithANumberOutOfRangeGetsTheParseError() {
        let text = padded(#"{"jsonrpc":"2.0","id":"n","method":"a","params":{"pad":""#, padBytes: 2 * JSONValue.releaseThreshold, #"","b":1e400}}"#)
        guard case .failure(let error) = decodeReleasing(text) else {
            Issue.record("expected the parse error")
            return
        }
        #expect(error.code == .parseError)
        #expect(error.data?["reason"] == "numberOutOfRange")
        #expect(IncomingPayload.decode(text) != decodeReleasing(text))
    }
}
