/// One log line's text, bounded whatever the input: each interpolated value is cut to
/// `valueLimit` bytes with its full length stated, and the line stops at `lineLimit` bytes.
///
/// Values are cut as they are appended, so a 10 MB request id never becomes a 10 MB string on
/// its way to stderr: `"\(id)"` copies at most `valueLimit` of its bytes. Line breaks inside a
/// value become spaces, so one message is one line.
package struct LogMessage: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The most bytes of one interpolated value a line keeps.
    package static let valueLimit = 512
    /// The most bytes of one line, before the logger's prefix.
    package static let lineLimit = 3072

    package private(set) var utf8: [UInt8]

    package init(stringLiteral value: String) {
        var interpolation = StringInterpolation(literalCapacity: 0, interpolationCount: 0)
        interpolation.appendLiteral(value)
        utf8 = interpolation.utf8
    }

    package init(stringInterpolation: StringInterpolation) {
        utf8 = stringInterpolation.utf8
    }

    /// A line that arrived from elsewhere (a plugin's stderr), of which the reader kept only
    /// `head` of `length` bytes: cut to `lineLimit` with its length stated.
    package init(line head: some Collection<UInt8>, length: Int) {
        var interpolation = StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        interpolation.append(head, limit: LogMessage.lineLimit - 32, length: length)
        utf8 = interpolation.utf8
    }

    package var description: String { String(decoding: utf8, as: UTF8.self) }

    package struct StringInterpolation: StringInterpolationProtocol, Sendable {
        fileprivate var utf8: [UInt8] = []

        package init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(min(LogMessage.lineLimit, literalCapacity + interpolationCount * 16))
        }

        package mutating func appendLiteral(_ literal: String) {
            append(literal.utf8, limit: LogMessage.lineLimit)
        }

        /// Text sent by a client (a method, an id, a path): at most `valueLimit` bytes of it.
        package mutating func appendInterpolation(_ text: some StringProtocol) {
            append(text.utf8, limit: LogMessage.valueLimit)
        }

        /// An id as the protocol shows it (strings quoted), cut like any text.
        package mutating func appendInterpolation(_ id: RequestID) {
            switch id {
            case .string(let text):
                appendLiteral("\"")
                append(text.utf8, limit: LogMessage.valueLimit)
                appendLiteral("\"")
            case .integer, .null:
                appendLiteral(id.description)
            }
        }

        package mutating func appendInterpolation(_ number: some BinaryInteger) {
            appendLiteral(String(number))
        }

        /// Any other value (an error, a status) through its description, cut like text. Only
        /// the cut copy is kept, never the whole description beside it.
        package mutating func appendInterpolation<Value>(_ value: Value) {
            var excerpt = Excerpt()
            print(value, terminator: "", to: &excerpt)
            append(excerpt.utf8, limit: LogMessage.valueLimit, length: excerpt.length)
        }

        /// Appends up to `limit` bytes of `bytes` (`length` of them in all), with `… (N bytes)`
        /// after a cut value; past `lineLimit` the line ends with `…` and takes nothing more.
        /// A cut never splits a UTF-8 sequence.
        fileprivate mutating func append(_ bytes: some Collection<UInt8>, limit: Int, length: Int? = nil) {
            guard !full else { return }
            let total = length ?? bytes.count
            var keep = total
            var note = ""
            if total > limit {
                keep = limit
                note = "… (\(total) bytes)"
            }
            if utf8.count + keep + note.utf8.count > LogMessage.lineLimit {
                keep = max(0, LogMessage.lineLimit - utf8.count - 3)
                note = "…"
                full = true
            }
            let head = Array(bytes.prefix(keep + 1))
            keep = min(keep, head.count)
            // The first byte left out continues a sequence (10xxxxxx): drop that sequence's start.
            while keep > 0, keep < head.count, head[keep] & 0xC0 == 0x80 { keep -= 1 }
            for byte in head.prefix(keep) { utf8.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte) }
            utf8.append(contentsOf: note.utf8)
        }

        /// Set once the line reached `lineLimit`.
        private var full = false
    }

    /// Collects the start of a value's printed form and counts the rest.
    private struct Excerpt: TextOutputStream {
        var utf8: [UInt8] = []
        var length = 0

        mutating func write(_ string: String) {
            length += string.utf8.count
            let room = LogMessage.valueLimit + 1 - utf8.count
            if room > 0 { utf8.append(contentsOf: string.utf8.prefix(room)) }
        }
    }
}
