internal import JSON

/// The header block of an LSP-framed message, read by pure functions over bytes.
package struct ContentLengthHeader: Sendable, Hashable {
    package enum Length: Sendable, Hashable {
        case missing
        case invalid(String)
        /// Two `Content-Length` headers with different byte counts.
        case conflicting(Int, Int)
        case bytes(Int)
    }

    package var contentLength: Length = .missing
    /// A charset named in `Content-Type` that is not UTF-8, if any.
    package var unsupportedCharset: String?

    /// The outcome of reading a header block that starts at `from`.
    package enum ParseResult: Sendable, Hashable {
        /// The blank line has not arrived yet.
        case needMore
        /// A byte that cannot belong to a header: the client is not speaking this framing here.
        case garbage
        /// No blank line within `maxBytes`.
        case tooLong
        /// A complete block; the body starts at `bodyStart`.
        case complete(ContentLengthHeader, bodyStart: Int)
    }

    /// Reads header lines (`Name: value`, ended by `\r\n`; a bare `\n` is tolerated) up to the
    /// blank line. Names are case-insensitive; headers other than `Content-Length` and
    /// `Content-Type` are ignored. Fails early, on the first byte that cannot be part of a header,
    /// so garbage is noticed without waiting for a newline.
    package static func parse(_ bytes: UnsafeRawBufferPointer, from start: Int, maxBytes: Int = 8192) -> ParseResult {
        if let canonical = canonical(bytes, from: start, maxBytes: maxBytes) { return canonical }
        var header = ContentLengthHeader()
        var lineStart = start
        while true {
            var position = lineStart
            var colon: Int?
            while position < bytes.count, bytes[position] != 0x0A {
                let byte = bytes[position]
                if colon == nil {
                    if byte == UInt8(ascii: ":") {
                        guard position > lineStart else { return .garbage }
                        colon = position
                    } else if !isTokenByte(byte), byte != 0x0D {
                        return .garbage
                    }
                }
                position += 1
                if position - start > maxBytes { return .tooLong }
            }
            guard position < bytes.count else { return .needMore }
            var lineEnd = position
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if lineEnd == lineStart { return .complete(header, bodyStart: position + 1) }
            guard let colon, colon < lineEnd,
                  (lineStart..<colon).allSatisfy({ isTokenByte(bytes[$0]) }) else { return .garbage }
            header.apply(name: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<colon]),
                         value: UnsafeRawBufferPointer(rebasing: bytes[(colon + 1)..<lineEnd]))
            lineStart = position + 1
        }
    }

    /// The block every uistate process writes, `Content-Length: N` and the blank line (`\r\n`
    /// each), read as the general reading above reads it with none of its per-byte work: a
    /// plugin's every answer has one. Nil for anything else, and for a block past `maxBytes`.
    private static func canonical(_ bytes: UnsafeRawBufferPointer, from start: Int, maxBytes: Int) -> ParseResult? {
        canonicalBlock(bytes, from: start, maxBytes: maxBytes).map { .complete(ContentLengthHeader(contentLength: .bytes($0.length)), bodyStart: $0.bodyStart) }
    }

    /// `canonical`'s reading as two numbers: the length and where the body starts. The frame
    /// decoder's shortcut for a frame whose body is all here.
    static func canonicalBlock(_ bytes: UnsafeRawBufferPointer, from start: Int, maxBytes: Int) -> (length: Int, bodyStart: Int)? {
        let name = UnsafeRawBufferPointer(start: canonicalName.utf8Start, count: canonicalName.utf8CodeUnitCount)
        guard bytes.holds(name, at: start) else { return nil }
        let digitsStart = start + name.count
        guard let base = bytes.baseAddress, bytes.count - digitsStart >= 5 else { return nil }
        var position = digitsStart
        var length = 0
        // The digits and the blank line after them are most often in one word: its digits
        // counted and read at once (`UInt64.leadingDigitBytes`), the byte loop only for a
        // length of eight digits or more, or near the end of the bytes.
        var run = 0
        if bytes.count - digitsStart >= 8 {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: digitsStart, as: UInt64.self))
            run = word.leadingDigitBytes
            if run > 0, run < 8 {
                length = Int(truncatingIfNeeded: (word &<< UInt64(truncatingIfNeeded: (8 &- run) &* 8)).eightDigitValue)
                position = digitsStart + run
            }
        }
        if run == 0 || run == 8 {
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39, position - digitsStart < 18 {
                length = length * 10 + Int(bytes[position] - 0x30)
                position += 1
            }
        }
        guard position > digitsStart, bytes.count - position >= 4,
              UInt32(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt32.self)) == 0x0A0D_0A0D,
              position + 4 - start <= maxBytes
        else { return nil }
        return (length, position + 4)
    }

    private static let canonicalName: StaticString = "Content-Length: "

    private mutating func apply(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        if Self.equalsIgnoringCase(name, "content-length") {
            let length = Self.byteCount(value)
            switch (contentLength, length) {
            case (.missing, _): contentLength = length
            case (.bytes(let old), .bytes(let new)) where old == new: break
            case (.bytes(let old), .bytes(let new)): contentLength = .conflicting(old, new)
            case (.bytes, .invalid), (.bytes, .missing): contentLength = length
            // The first problem found is the one reported.
            case (.invalid, _), (.conflicting, _): break
            case (_, .conflicting): break
            }
        } else if Self.equalsIgnoringCase(name, "content-type") {
            let text = String(decoding: value, as: UTF8.self)
            if let charset = Self.charset(in: text), !["utf-8", "utf8"].contains(charset.lowercased()) {
                unsupportedCharset = charset
            }
        }
    }

    /// Compares ASCII case-insensitively; `lowercase` must be lower case.
    static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ lowercase: StaticString) -> Bool {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in
            zip(bytes, expected).allSatisfy { byte, wanted in
                byte == wanted || (byte >= 0x41 && byte <= 0x5A && byte | 0x20 == wanted)
            }
        }
    }

    /// Digits only (no sign, no spaces inside; spaces around are allowed); at most 18 of them so
    /// the value fits an `Int`.
    static func byteCount(_ value: UnsafeRawBufferPointer) -> Length {
        var start = 0, end = value.count
        while start < end, value[start] == 0x20 || value[start] == 0x09 { start += 1 }
        while end > start, value[end - 1] == 0x20 || value[end - 1] == 0x09 { end -= 1 }
        guard end > start, end - start <= 18 else { return .invalid(trimmed(String(decoding: value, as: UTF8.self))) }
        var number = 0
        for position in start..<end {
            let byte = value[position]
            guard byte >= 0x30, byte <= 0x39 else { return .invalid(trimmed(String(decoding: value, as: UTF8.self))) }
            number = number * 10 + Int(byte - 0x30)
        }
        return .bytes(number)
    }

    static func charset(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, trimmed(String(pair[0])).lowercased() == "charset" else { continue }
            var value = trimmed(String(pair[1]))
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }

    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }

    /// RFC 9110 `tchar`.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E...0x60, 0x7C, 0x7E:  // ! # $ % & ' * + - . ^ _ ` | ~
            return true
        default:
            return false
        }
    }
}
