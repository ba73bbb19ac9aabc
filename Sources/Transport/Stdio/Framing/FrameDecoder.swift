
/// Splits a byte stream into message bodies. Pure: no I/O, the caller owns the bytes.
///
/// Call `next(in:atEnd:)` with every byte not yet consumed; it returns nil when it needs more,
/// or a step saying how many leading bytes to drop and whether they held a body or an error.
/// The decoder remembers only small state between calls (offsets into the bytes it was given), so
/// the caller must pass the same bytes again, minus what was consumed, plus what arrived.
///
/// Resynchronisation rules, so one bad frame costs one error and the next good frame is served:
/// - Content-Length framing: whitespace between frames is skipped silently. A byte that cannot
///   start or continue a header line is garbage: one −32700, then everything up to the next
///   `Content-Length:` (any case, anywhere) is dropped. A complete header block with a missing or
///   malformed length is answered the same way (its body, of unknown size, is dropped by the same
///   scan). A length over the limit or a non-UTF-8 charset gets one error and exactly that many
///   body bytes are dropped. A length that is too short leaves the rest of the body where the next
///   header should be: garbage, as above. A length that is too long swallows the following bytes
///   until enough have arrived; the result fails to parse (−32700) and the scan resumes.
/// - Newline framing: each line is a message; blank lines are skipped; a line longer than the limit
///   gets one −32600 and is dropped up to its newline. Garbage costs exactly its line.
/// - At the end of the stream, an unterminated newline-framed line is still a message; an
///   incomplete Content-Length frame is reported as truncated.
package struct FrameDecoder: Sendable {
    /// One decoding step; `consumed` leading bytes may be dropped after handling it.
    package enum Step: Sendable, Hashable {
        /// A message body at `body` (offsets into the bytes passed in).
        case frame(body: Range<Int>, consumed: Int)
        /// Bytes to drop; `error` is set once per incident, nil for silent skipping.
        case skip(consumed: Int, error: FramingError?)
    }

    enum State: Sendable, Hashable {
        case header
        case awaitingBody(start: Int, length: Int)
        case skippingBody(remaining: Int)
        case resyncing
        case line(scanned: Int)
        case discardingLine
    }

    /// The framing in use; nil until detected when the decoder was made for auto-detection.
    package private(set) var framing: Framing?
    package let maxMessageBytes: Int
    package let maxHeaderBytes: Int
    var state: State = .header

    package init(framing: Framing?, maxMessageBytes: Int = 64 << 20, maxHeaderBytes: Int = 8192) {
        self.framing = framing
        self.maxMessageBytes = maxMessageBytes
        self.maxHeaderBytes = maxHeaderBytes
        if framing == .newline { state = .line(scanned: 0) }
    }

    /// How many bytes the frame being read needs in total, when known: lets the reader size its
    /// buffer once instead of growing it step by step.
    package var bytesExpected: Int? {
        if case .awaitingBody(let start, let length) = state { return start + length }
        return nil
    }

    package mutating func next(in bytes: UnsafeRawBufferPointer, atEnd: Bool) -> Step? {
        guard let framing = framing ?? detect(bytes, atEnd: atEnd) else {
            return bytes.isEmpty ? nil : .skip(consumed: bytes.count, error: nil)
        }
        switch framing {
        case .contentLength: return nextContentLength(bytes, atEnd: atEnd)
        case .newline: return nextLine(bytes, atEnd: atEnd)
        }
    }

    private mutating func detect(_ bytes: UnsafeRawBufferPointer, atEnd: Bool) -> Framing? {
        guard let detected = Framing.detect(bytes) else { return nil }
        framing = detected
        state = detected == .newline ? .line(scanned: 0) : .header
        return detected
    }

    // MARK: - Content-Length

    private mutating func nextContentLength(_ bytes: UnsafeRawBufferPointer, atEnd: Bool) -> Step? {
        switch state {
        case .header, .line, .discardingLine:
            var start = 0
            while start < bytes.count, Framing.isWhitespace(bytes[start]) { start += 1 }
            if start == bytes.count { return start > 0 ? .skip(consumed: start, error: nil) : nil }
            // The block every uistate process writes, its body all here: the frame at once,
            // as the reading below and `headerComplete` come to it (no header value made).
            if let (length, bodyStart) = ContentLengthHeader.canonicalBlock(bytes, from: start, maxBytes: maxHeaderBytes),
               length <= maxMessageBytes, bytes.count - bodyStart >= length {
                state = .header
                return .frame(body: bodyStart..<(bodyStart + length), consumed: bodyStart + length)
            }
            switch ContentLengthHeader.parse(bytes, from: start, maxBytes: maxHeaderBytes) {
            case .needMore:
                if atEnd { return .skip(consumed: bytes.count, error: .truncated(expected: nil, received: bytes.count - start)) }
                return start > 0 ? .skip(consumed: start, error: nil) : nil
            case .garbage:
                state = .resyncing
                return .skip(consumed: start + 1, error: .garbage)
            case .tooLong:
                state = .resyncing
                return .skip(consumed: start + 1, error: .headerTooLong(limit: maxHeaderBytes))
            case .complete(let header, let bodyStart):
                return headerComplete(header, bodyStart: bodyStart, bytes, atEnd: atEnd)
            }
        case .awaitingBody(let start, let length):
            guard bytes.count >= start + length else {
                guard atEnd else { return nil }
                state = .header
                return .skip(consumed: bytes.count, error: .truncated(expected: length, received: bytes.count - start))
            }
            state = .header
            return .frame(body: start..<(start + length), consumed: start + length)
        case .skippingBody(let remaining):
            guard !bytes.isEmpty else { return nil }
            let dropped = min(remaining, bytes.count)
            state = dropped == remaining ? .header : .skippingBody(remaining: remaining - dropped)
            return .skip(consumed: dropped, error: nil)
        case .resyncing:
            return resync(bytes, atEnd: atEnd)
        }
    }

    private mutating func headerComplete(_ header: ContentLengthHeader, bodyStart: Int, _ bytes: UnsafeRawBufferPointer,
                                         atEnd: Bool) -> Step? {
        switch header.contentLength {
        case .missing:
            state = .resyncing
            return .skip(consumed: bodyStart, error: .missingContentLength)
        case .invalid(let value):
            state = .resyncing
            return .skip(consumed: bodyStart, error: .invalidContentLength(value))
        case .conflicting(let first, let second):
            state = .resyncing
            return .skip(consumed: bodyStart, error: .conflictingContentLength(first, second))
        case .bytes(let length) where length > maxMessageBytes:
            state = length > 0 ? .skippingBody(remaining: length) : .header
            return .skip(consumed: bodyStart, error: .tooLarge(size: length, limit: maxMessageBytes))
        case .bytes(let length):
            if let charset = header.unsupportedCharset {
                state = length > 0 ? .skippingBody(remaining: length) : .header
                return .skip(consumed: bodyStart, error: .unsupportedCharset(charset))
            }
            state = .awaitingBody(start: bodyStart, length: length)
            return nextContentLength(bytes, atEnd: atEnd)
        }
    }

    /// Drops bytes up to the next `Content-Length:`; keeps a possible partial match at the end.
    private mutating func resync(_ bytes: UnsafeRawBufferPointer, atEnd: Bool) -> Step? {
        let marker = Self.marker
        if let found = Self.find(marker, in: bytes) {
            state = .header
            return found > 0 ? .skip(consumed: found, error: nil) : nextContentLength(bytes, atEnd: atEnd)
        }
        let droppable = atEnd ? bytes.count : max(0, bytes.count - (marker.count - 1))
        return droppable > 0 ? .skip(consumed: droppable, error: nil) : nil
    }

    private static let marker: [UInt8] = Array("content-length:".utf8)

    /// First offset of `lowercaseMarker` in `bytes`, ASCII case-insensitively.
    static func find(_ lowercaseMarker: [UInt8], in bytes: UnsafeRawBufferPointer) -> Int? {
        guard bytes.count >= lowercaseMarker.count else { return nil }
        var position = 0
        let last = bytes.count - lowercaseMarker.count
        while position <= last {
            if bytes[position] | 0x20 == lowercaseMarker[0] {
                var matched = 1
                while matched < lowercaseMarker.count {
                    let byte = bytes[position + matched]
                    let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                    guard folded == lowercaseMarker[matched] else { break }
                    matched += 1
                }
                if matched == lowercaseMarker.count { return position }
            }
            position += 1
        }
        return nil
    }
}
