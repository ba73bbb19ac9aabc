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

    /// Splits one message off the front of `buffer`; nil when incomplete.
    /// - Throws: when the server's bytes are not well framed (the test then fails).
    func unframe(_ buffer: inout [UInt8]) throws -> [UInt8]? {
        switch self {
        case .newline:
            guard let newline = buffer.firstIndex(of: 0x0A) else { return nil }
            let body = Array(buffer[..<newline])
            buffer.removeSubrange(...newline)
            return body
        case .contentLength:
            let separator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
            guard let headerEnd = Self.find(separator, in: buffer) else { return nil }
            let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
            let prefix = "Content-Length: "
            guard header.hasPrefix(prefix), let length = Int(header.dropFirst(prefix.count)) else {
                throw TestClientError.badFraming("unexpected header from server: \(header.debugDescription)")
            }
            let bodyStart = headerEnd + separator.count
            guard buffer.count >= bodyStart + length else { return nil }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            buffer.removeSubrange(..<(bodyStart + length))
            return body
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return start }
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
