import Transport
import Testing

/// Pure tests of the framing functions: no process, no pipes.
@Suite struct FrameDecoderTests {
    enum Event: Hashable, CustomStringConvertible {
        case frame(String)
        case error(FramingError)

        var description: String {
            switch self {
            case .frame(let text): return "frame(\(text))"
            case .error(let error): return "error(\(error))"
            }
        }
    }

    /// Feeds `stream` in chunks of `chunk` bytes, as reads would deliver it, then signals the end.
    func decode(_ stream: [UInt8], framing: Framing?, chunk: Int = .max, maxMessageBytes: Int = 1 << 20) -> [Event] {
        var decoder = FrameDecoder(framing: framing, maxMessageBytes: maxMessageBytes)
        var buffer: [UInt8] = []
        var events: [Event] = []
        var offset = 0
        var guardCounter = 0
        while true {
            let atEnd = offset >= stream.count
            if !atEnd {
                let end = min(stream.count, offset + min(chunk, stream.count))
                buffer += stream[offset..<end]
                offset = end
            }
            while let step = buffer.withUnsafeBytes({ decoder.next(in: $0, atEnd: offset >= stream.count) }) {
                guardCounter += 1
                if guardCounter > 100_000 { Issue.record("decoder made no progress"); return events }
                switch step {
                case .frame(let body, let consumed):
                    events.append(.frame(String(decoding: buffer[body], as: UTF8.self)))
                    buffer.removeFirst(consumed)
                case .skip(let consumed, let error):
                    if let error { events.append(.error(error)) }
                    buffer.removeFirst(consumed)
                }
            }
            if atEnd { return events }
        }
    }

    func decode(_ text: String, framing: Framing?, chunk: Int = .max, maxMessageBytes: Int = 1 << 20) -> [Event] {
        decode(Array(text.utf8), framing: framing, chunk: chunk, maxMessageBytes: maxMessageBytes)
    }

    /// Every chunking of the input must give the same events.
    func expectSameForAllChunkings(_ text: String, framing: Framing?, _ expected: [Event],
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        for chunk in [1, 2, 3, 7, 16, Int.max] {
            #expect(decode(text, framing: framing, chunk: chunk) == expected, "chunk \(chunk)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Content-Length

    @Test func contentLengthFramesAndCountsBytes() {
        let body = #"{"t":"가👩‍👩‍👧"}"#
        let text = "Content-Length: \(body.utf8.count)\r\n\r\n\(body)Content-Length: 2\r\n\r\n{}"
        expectSameForAllChunkings(text, framing: .contentLength, [.frame(body), .frame("{}")])
    }

    @Test func headerNamesAnyCaseContentTypeAndBareNewlines() {
        expectSameForAllChunkings("content-type: application/json; charset=\"UTF-8\"\r\nCONTENT-LENGTH:  2 \r\n\r\n{}",
                                  framing: .contentLength, [.frame("{}")])
        expectSameForAllChunkings("Content-Length: 2\n\n{}", framing: .contentLength, [.frame("{}")])
    }

    @Test func whitespaceBetweenFramesIsSkippedSilently() {
        expectSameForAllChunkings("\r\n  Content-Length: 2\r\n\r\n{}\r\n\r\nContent-Length: 2\r\n\r\n[]\n",
                                  framing: .contentLength, [.frame("{}"), .frame("[]")])
    }

    @Test func garbageIsOneErrorThenResynchronisesAtTheNextHeader() {
        expectSameForAllChunkings("junk here {\"a\":1} more junk\nContent-Length: 2\r\n\r\n{}",
                                  framing: .contentLength, [.error(.garbage), .frame("{}")])
        // A too-short length leaves the body's tail as garbage right before the next header.
        expectSameForAllChunkings("Content-Length: 3\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}",
                                  framing: .contentLength, [.frame("{\"a"), .error(.garbage), .frame("{}")])
    }

    @Test func malformedLengthsAndMissingLength() {
        for value in ["-1", "x", "1 2", "0x10", "+3", "1234567890123456789"] {
            expectSameForAllChunkings("Content-Length: \(value)\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
                                      framing: .contentLength, [.error(.invalidContentLength(value)), .frame("[]")])
        }
        expectSameForAllChunkings("Content-Type: x\r\n\r\n{}Content-Length: 2\r\n\r\n[]", framing: .contentLength,
                                  [.error(.missingContentLength), .frame("[]")])
        expectSameForAllChunkings("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
                                  framing: .contentLength, [.error(.conflictingContentLength(2, 3)), .frame("[]")])
        // The first problem is the one reported, whatever follows it.
        expectSameForAllChunkings("Content-Length: x\r\nContent-Length: 2\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
                                  framing: .contentLength, [.error(.invalidContentLength("x")), .frame("[]")])
        expectSameForAllChunkings("Content-Length: 2\r\nContent-Length: x\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
                                  framing: .contentLength, [.error(.invalidContentLength("x")), .frame("[]")])
    }

    @Test func oversizedBodyIsSkippedExactly() {
        let big = String(repeating: "x", count: 100)
        #expect(decode("Content-Length: 100\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}", framing: .contentLength, chunk: 9,
                       maxMessageBytes: 50) == [.error(.tooLarge(size: 100, limit: 50)), .frame("{}")])
    }

    @Test func unsupportedCharsetSkipsTheBody() {
        expectSameForAllChunkings("Content-Length: 2\r\nContent-Type: text/json; charset=latin1\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
                                  framing: .contentLength, [.error(.unsupportedCharset("latin1")), .frame("[]")])
    }

    @Test func truncatedStreams() {
        expectSameForAllChunkings("Content-Length: 10\r\n\r\n{}", framing: .contentLength,
                                  [.error(.truncated(expected: 10, received: 2))])
        expectSameForAllChunkings("Content-Length: 10\r\n", framing: .contentLength,
                                  [.error(.truncated(expected: nil, received: 20))])
        expectSameForAllChunkings("Content-Length: 10\r\n\r\n", framing: .contentLength,
                                  [.error(.truncated(expected: 10, received: 0))])
    }

    /// The block uistate writes is read by a shortcut: it must read as the general way reads the
    /// same block written another way (a header name in other case), and near misses (19
    /// digits, a space too many, a bare newline, a block cut short) as before.
    @Test func theCanonicalBlockReadsAsAnyOther() {
        for (canonical, general) in [
            ("Content-Length: 0\r\n\r\n", "content-length: 0\r\n\r\n"),
            ("Content-Length: 007\r\n\r\nabcdefg", "CONTENT-LENGTH: 007\r\n\r\nabcdefg"),
            ("Content-Length: 123456789012345678\r\n\r\n", "content-length: 123456789012345678\r\n\r\n"),
            ("Content-Length: 1234567890123456789\r\n\r\n", "content-length: 1234567890123456789\r\n\r\n"),
            ("Content-Length:  2\r\n\r\n{}", "content-length:  2\r\n\r\n{}"),
            ("Content-Length: 2\n\n{}", "content-length: 2\n\n{}"),
            ("Content-Length: 2\r\n\r", "content-length: 2\r\n\r"),
            ("Content-Length: 2\r\nContent-Type: text/json; charset=latin1\r\n\r\n{}",
             "content-length: 2\r\nContent-Type: text/json; charset=latin1\r\n\r\n{}"),
        ] {
            let read = Array(canonical.utf8).withUnsafeBytes { ContentLengthHeader.parse($0, from: 0) }
            let readGenerally = Array(general.utf8).withUnsafeBytes { ContentLengthHeader.parse($0, from: 0) }
            #expect(read == readGenerally, "\(canonical.debugDescription)")
        }
        let block = Array("Content-Length: 2\r\n\r\n".utf8)
        #expect(block.withUnsafeBytes { ContentLengthHeader.parse($0, from: 0, maxBytes: block.count - 2) } == .tooLong)
        guard case .complete(let header, let bodyStart) = block.withUnsafeBytes({ ContentLengthHeader.parse($0, from: 0, maxBytes: block.count) }) else {
            Issue.record("a block of exactly maxBytes is refused")
            return
        }
        #expect(header.contentLength == .bytes(2) && header.unsupportedCharset == nil && bodyStart == block.count)
    }

    @Test func headerWithoutBlankLineIsLimited() {
        let long = "X-Long: " + String(repeating: "a", count: 10_000) + "\r\n"
        #expect(decode(long + "Content-Length: 2\r\n\r\n{}", framing: .contentLength, chunk: 512)
            == [.error(.headerTooLong(limit: 8192)), .frame("{}")])
    }

    // MARK: - Newline

    @Test func newlineFramesLinesAndSkipsBlankOnes() {
        expectSameForAllChunkings("{\"a\":1}\n\n  \r\n[1]\r\n{}", framing: .newline, [.frame("{\"a\":1}"), .frame("[1]"), .frame("{}")])
    }

    @Test func newlineOverlongLineIsOneErrorUpToItsNewline() {
        let long = String(repeating: "x", count: 300)
        #expect(decode("\(long)\n{}\n", framing: .newline, chunk: 64, maxMessageBytes: 100)
            == [.error(.tooLarge(size: nil, limit: 100)), .frame("{}")])
        #expect(decode("\(long)\n{}\n", framing: .newline, maxMessageBytes: 100)
            == [.error(.tooLarge(size: 300, limit: 100)), .frame("{}")])
    }

    @Test func largeLineIsFoundWithoutRescanning() {
        // 8 MiB in 4 KiB chunks: a rescan per chunk would be 8 GiB of scanning.
        let payload = [UInt8](repeating: UInt8(ascii: "a"), count: 8 << 20)
        let events = decode([UInt8(ascii: "\"")] + payload + Array("\"\n".utf8), framing: .newline, chunk: 4096, maxMessageBytes: 16 << 20)
        #expect(events.count == 1)
    }

    // MARK: - Detection

    @Test func detectionFromFirstBytes() {
        expectSameForAllChunkings("  \n{}\n", framing: nil, [.frame("{}")])
        expectSameForAllChunkings("[1]\n", framing: nil, [.frame("[1]")])
        expectSameForAllChunkings("Content-Length: 2\r\n\r\n{}", framing: nil, [.frame("{}")])
        expectSameForAllChunkings("content-type: a\r\ncontent-length: 2\r\n\r\n{}", framing: nil, [.frame("{}")])
        "{".utf8.withContiguousStorageIfAvailable { #expect(Framing.detect(UnsafeRawBufferPointer($0)) == .newline) }
        "   ".utf8.withContiguousStorageIfAvailable { #expect(Framing.detect(UnsafeRawBufferPointer($0)) == nil) }
    }

    @Test func framingRepliesInKind() {
        var bytes: [UInt8] = []
        Framing.contentLength.frame(Array("가".utf8), into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "Content-Length: 3\r\n\r\n가")
        bytes = []
        Framing.newline.frame(Array("{}".utf8), into: &bytes)
        #expect(bytes == Array("{}\n".utf8))
    }

    /// The header's length at each width's edges, by both ways of framing a body.
    @Test func contentLengthHeadersOfEveryWidth() {
        for count in [0, 1, 9, 10, 11, 99, 100, 999, 1000, 9999, 10000, 65535, 99999, 100_000, 1_000_001] {
            let body = [UInt8](repeating: UInt8(ascii: "x"), count: count)
            var bytes: [UInt8] = []
            Framing.contentLength.frame(body, into: &bytes)
            #expect(bytes == Array("Content-Length: \(count)\r\n\r\n".utf8) + body, "\(count)")
            Framing.contentLength.withFrame(bodyCount: count, writingBody: { target in
                body.withUnsafeBytes { target.copyMemory(from: $0) }
            }, { frame in
                #expect(Array(frame) == bytes, "\(count)")
            })
        }
    }

    /// The canonical block's length read a word at a time: every count of digits, cut short at
    /// every byte, reads as the general way reads the same block.
    @Test func canonicalLengthsOfEveryWidthAndCut() {
        for digits in 1...20 {
            let length = String((0..<digits).map { Character(String(($0 * 3 + 1) % 10)) })
            for tail in ["\r\n\r\n{}", "\r\n\r\n", "\r\n\r", "\r\nX-A: b\r\n\r\n", " \r\n\r\n", "\n\n"] {
                let canonical = Array("Content-Length: \(length)\(tail)".utf8)
                let general = Array("content-length: \(length)\(tail)".utf8)
                for count in 0...canonical.count {
                    let read = canonical.withUnsafeBytes { ContentLengthHeader.parse(UnsafeRawBufferPointer(rebasing: $0[..<count]), from: 0) }
                    let readGenerally = general.withUnsafeBytes { ContentLengthHeader.parse(UnsafeRawBufferPointer(rebasing: $0[..<count]), from: 0) }
                    #expect(read == readGenerally, "\(String(decoding: canonical[..<count], as: UTF8.self).debugDescription)")
                }
            }
        }
    }

    /// Frames in the block uistate writes are taken at once when their body is all there: a
    /// stream of them, with lengths around the message limit, whitespace, garbage and a frame
    /// cut short, decodes in every chunking as the same stream with the header name in another
    /// case (read the general way).
    @Test func canonicalFramesReadAsTheGeneralWay() {
        let bodies = ["{}", "[1,2,3]", String(repeating: "x", count: 15), String(repeating: "y", count: 16), String(repeating: "z", count: 17), ""]
        var canonical = "", general = ""
        for (index, body) in bodies.enumerated() {
            let gap = index % 2 == 0 ? "" : " \r\n"
            canonical += "\(gap)Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
            general += "\(gap)content-length: \(body.utf8.count)\r\n\r\n\(body)"
        }
        canonical += "garbage Content-Length: 2\r\n\r\n{}Content-Length: 9\r\n\r\n{\"a\":"
        general += "garbage content-length: 2\r\n\r\n{}content-length: 9\r\n\r\n{\"a\":"
        for chunk in [1, 2, 3, 7, 16, 23, Int.max] {
            for limit in [15, 16, 1 << 20] {
                let read = decode(canonical, framing: .contentLength, chunk: chunk, maxMessageBytes: limit)
                #expect(read == decode(general, framing: .contentLength, chunk: chunk, maxMessageBytes: limit), "chunk \(chunk), limit \(limit)")
                #expect(read.contains(.frame("{}")), "chunk \(chunk), limit \(limit)")
            }
        }
    }
}
