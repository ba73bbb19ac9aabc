internal import JSON

/// How messages are delimited on the byte stream.
package enum Framing: String, Sendable, CaseIterable {
    /// LSP's base protocol: `Content-Length: N\r\n\r\n` then N bytes of UTF-8 JSON.
    case contentLength = "content-length"
    /// One JSON value per line, ended by `\n` (a `\r` before it is dropped).
    case newline

    /// Guesses the framing from the first bytes a client sends.
    ///
    /// Whitespace is skipped. `{` or `[` means newline-delimited JSON; anything else (normally
    /// `C`/`c` of `Content-Length`, or `Content-Type`) means headers. Returns nil while only
    /// whitespace has arrived.
    package static func detect(_ bytes: UnsafeRawBufferPointer) -> Framing? {
        guard let first = bytes.first(where: { !isWhitespace($0) }) else { return nil }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .newline : .contentLength
    }

    /// Appends one framed message: the header or the line ending around `body`.
    package func frame(_ body: [UInt8], into bytes: inout [UInt8]) {
        appendPrefix(bodyCount: body.count, to: &bytes)
        bytes.append(contentsOf: body)
        appendSuffix(to: &bytes)
    }

    /// One framed message whose body `writeBody` writes into exactly `bodyCount` bytes, made in
    /// one buffer on the stack (the heap for a large one) and handed to `use`: header, body and
    /// line ending appended to a batch in one copy, with no array made for the body. Not
    /// generic: called from other modules, a generic one cost a metadata look-up per frame.
    package func withFrame(bodyCount: Int, writingBody writeBody: (UnsafeMutableRawBufferPointer) -> Void,
                           _ use: (UnsafeRawBufferPointer) -> Void) {
        withUnsafeTemporaryAllocation(byteCount: Self.maxFrameCount(bodyCount: bodyCount), alignment: 1) { buffer in
            let count = writeFrame(bodyCount: bodyCount, into: buffer, writingBody: writeBody)
            use(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// As `withFrame`, written into `buffer` (`maxFrameCount(bodyCount:)` bytes at least: the
    /// free end of a writer's batch, say); returns how many bytes the frame took.
    package func writeFrame(bodyCount: Int, into buffer: UnsafeMutableRawBufferPointer,
                            writingBody writeBody: (UnsafeMutableRawBufferPointer) -> Void) -> Int {
        var count = 0
        if self == .contentLength { count = Self.writePrefix(bodyCount: bodyCount, into: buffer) }
        writeBody(UnsafeMutableRawBufferPointer(rebasing: buffer[count..<(count + bodyCount)]))
        count += bodyCount
        if self == .newline {
            buffer[count] = UInt8(ascii: "\n")
            count += 1
        }
        return count
    }

    /// The most bytes a frame of a body of `bodyCount` bytes takes: the prefix with at most 19
    /// digits of an `Int` and the blank line, or the line ending.
    package static func maxFrameCount(bodyCount: Int) -> Int {
        headerPrefix.utf8CodeUnitCount + 23 + bodyCount
    }

    /// What goes before a body of `bodyCount` bytes: the header block, or nothing.
    /// Written on the stack and appended at once: an append a byte cost a forwarded request
    /// about 400 instructions.
    package func appendPrefix(bodyCount: Int, to bytes: inout [UInt8]) {
        guard self == .contentLength else { return }
        let prefixCount = Self.headerPrefix.utf8CodeUnitCount
        // The prefix, at most 19 digits of an `Int`, and the blank line.
        withUnsafeTemporaryAllocation(byteCount: prefixCount + 19 + 4, alignment: 1) { buffer in
            let count = Self.writePrefix(bodyCount: bodyCount, into: buffer)
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes the header block into `buffer` (room for the prefix, 19 digits and the blank
    /// line); returns its length.
    private static func writePrefix(bodyCount: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let prefixCount = headerPrefix.utf8CodeUnitCount
        base.copyMemoryInline(from: headerPrefix.utf8Start, byteCount: prefixCount)
        let length = Int64(max(bodyCount, 0))
        let digits = length.decimalCount
        (base + prefixCount).storeDecimal(length, count: digits)
        (base + prefixCount + digits).storeBytes(of: (0x0A0D_0A0D as UInt32).littleEndian, as: UInt32.self)
        return prefixCount + digits + 4
    }

    /// What goes after a body: the line ending, or nothing.
    /// Compact JSON never holds a raw newline (strings escape it), so a line is a message.
    func appendSuffix(to bytes: inout [UInt8]) {
        if self == .newline { bytes.append(UInt8(ascii: "\n")) }
    }

    /// A literal, not an array: nothing to initialise or retain per frame.
    private static let headerPrefix: StaticString = "Content-Length: "

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
