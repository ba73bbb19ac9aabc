internal import JSON

/// The framings a test client speaks, written independently of the server's decoder so that a bug
/// there cannot hide in both directions.
package enum ClientFraming: String, Sendable, CaseIterable, CustomStringConvertible {
    case contentLength = "content-length"
    case newline

    package var description: String { rawValue }

    package func frame(_ body: [UInt8]) -> [UInt8] {
        switch self {
        case .contentLength: return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        case .newline: return body + [0x0A]
        }
    }

    package func frame(_ text: String) -> [UInt8] { frame(Array(text.utf8)) }

    /// The first whole message in `buffer` from `start`: its body and where the next one begins;
    /// nil when incomplete. Reads only that message's bytes, so taking many messages out of one
    /// large buffer costs what they hold, not the buffer's length each time.
    /// - Throws: when the server's bytes are not well framed (the test then fails).
    func nextFrame(in buffer: [UInt8], from start: Int) throws -> (body: [UInt8], next: Int)? {
        switch self {
        case .newline:
            guard let newline = buffer[start...].firstIndex(of: 0x0A) else { return nil }
            return (Array(buffer[start..<newline]), newline + 1)
        case .contentLength:
            let separator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
            guard let headerEnd = Self.find(separator, in: buffer, from: start) else { return nil }
            let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
            let prefix = "Content-Length: "
            guard header.hasPrefix(prefix), let length = Int(header.dropFirst(prefix.count)) else {
                throw TestClientError.badFraming("unexpected header from server: \(header.debugDescription)")
            }
            let bodyStart = headerEnd + separator.count
            guard buffer.count >= bodyStart + length else { return nil }
            return (Array(buffer[bodyStart..<(bodyStart + length)]), bodyStart + length)
        }
    }

    /// Splits one message off the front of `buffer`; nil when incomplete.
    /// - Throws: when the server's bytes are not well framed (the test then fails).
    func unframe(_ buffer: inout [UInt8]) throws -> [UInt8]? {
        guard let (body, next) = try nextFrame(in: buffer, from: 0) else { return nil }
        buffer.removeSubrange(..<next)
        return body
    }

    /// Where `needle` starts in `haystack` from `start`, looking no further than a header can
    /// reach (the server's headers are one short line).
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        let end = min(haystack.count, start + 1024) - needle.count
        guard end >= start else { return nil }
        for candidate in start...end where haystack[candidate] == needle[0] {
            if haystack[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
        }
        return nil
    }
}

package enum TestClientError: Error, CustomStringConvertible {
    case badFraming(String)
    case timeout(String)
    case spawnFailed(String)
    case unexpected(String)

    package var description: String {
        switch self {
        case .badFraming(let text), .timeout(let text), .spawnFailed(let text), .unexpected(let text): return text
        }
    }
}
