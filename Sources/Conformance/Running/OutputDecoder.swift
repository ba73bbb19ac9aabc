/// Splits the server's output into message bodies, strictly: a server that frames its replies
/// wrongly (a Content-Length in characters, a log line on stdout) fails the case that sees it.
struct OutputDecoder {
    let framing: WireFraming
    private(set) var buffer: [UInt8] = []

    init(framing: WireFraming) { self.framing = framing }

    mutating func append(_ bytes: ArraySlice<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next complete body, or nil while incomplete.
    /// - Throws: `FramingViolation` when the bytes cannot be a frame of `framing`.
    mutating func next() throws(FramingViolation) -> [UInt8]? {
        switch framing {
        case .newline: return nextLine()
        case .contentLength: return try nextContentLengthFrame()
        }
    }

    private mutating func nextLine() -> [UInt8]? {
        guard let newline = buffer.firstIndex(of: 0x0A) else { return nil }
        var line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        if line.last == 0x0D { line.removeLast() }
        return line
    }

    private static let separator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]

    private mutating func nextContentLengthFrame() throws(FramingViolation) -> [UInt8]? {
        guard let headerEnd = Self.firstIndex(of: Self.separator, in: buffer) else {
            // A header block is short; a long run without its blank line is not a header at all.
            if buffer.count > 8192 || (!buffer.isEmpty && !Self.canStartHeader(buffer[0])) {
                throw FramingViolation(reason: "expected a Content-Length header", bytes: buffer)
            }
            return nil
        }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                throw FramingViolation(reason: "malformed header line \(String(line).debugDescription)", bytes: buffer)
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    throw FramingViolation(reason: "invalid Content-Length \(String(value).debugDescription)", bytes: buffer)
                }
                length = number
            } else if name != "content-type" {
                throw FramingViolation(reason: "unexpected header \(String(line).debugDescription)", bytes: buffer)
            }
        }
        guard let length else { throw FramingViolation(reason: "header block without Content-Length", bytes: buffer) }
        let start = headerEnd + Self.separator.count
        guard buffer.count >= start + length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        buffer.removeSubrange(..<(start + length))
        return body
    }

    private static func canStartHeader(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count, let first = needle.first else { return nil }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start += 1
        }
        return nil
    }
}

/// Output that is not a well-formed frame.
struct FramingViolation: Error {
    var reason: String
    var bytes: [UInt8]

    var description: String {
        let preview = String(decoding: bytes.prefix(120), as: UTF8.self)
        return "badly framed output (\(reason)): \(preview.debugDescription)"
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
