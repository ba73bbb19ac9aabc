/// How messages are delimited, written here independently of the server's own decoder so that
/// a bug cannot hide on both sides.
package enum WireFraming: String, Sendable, CaseIterable, Hashable {
    /// LSP's base protocol: `Content-Length: N\r\n\r\n` then N bytes.
    case contentLength = "content-length"
    /// One JSON value per line.
    case newline

    func frame(_ body: [UInt8]) -> [UInt8] {
        switch self {
        case .contentLength: return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        case .newline: return body + [0x0A]
        }
    }
}
