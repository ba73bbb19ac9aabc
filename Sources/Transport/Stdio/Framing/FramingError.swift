package import UIStateProtocol
internal import JSON

/// Why bytes on the stream could not be delivered as a message.
package enum FramingError: Error, Sendable, Hashable {
    /// Bytes where a header was expected (skipped up to the next `Content-Length:`).
    case garbage
    /// A header block longer than `limit` bytes without its closing blank line.
    case headerTooLong(limit: Int)
    case missingContentLength
    /// A `Content-Length` that is not a non-negative decimal number.
    case invalidContentLength(String)
    /// Two `Content-Length` headers in one block that disagree.
    case conflictingContentLength(Int, Int)
    /// A `Content-Type` charset other than UTF-8.
    case unsupportedCharset(String)
    /// A message longer than the limit; `size` is nil when the line had not ended yet.
    case tooLarge(size: Int?, limit: Int)
    /// The stream ended inside a frame.
    case truncated(expected: Int?, received: Int)

    /// One line for stderr and the error's message.
    package var reason: String {
        switch self {
        case .garbage: return "unexpected bytes where a Content-Length header was expected; skipped to the next header"
        case .headerTooLong(let limit): return "header block longer than \(limit) bytes"
        case .missingContentLength: return "header block without Content-Length"
        case .invalidContentLength(let value): return "invalid Content-Length '\(value)': expected a non-negative byte count"
        case .conflictingContentLength(let first, let second):
            return "conflicting Content-Length headers (\(first) and \(second) bytes): expected one length, or repeats of the same one"
        case .unsupportedCharset(let charset): return "unsupported charset '\(charset)': only utf-8 is accepted"
        case .tooLarge(let size?, let limit): return "message of \(size) bytes exceeds the limit of \(limit) bytes"
        case .tooLarge(nil, let limit): return "message exceeds the limit of \(limit) bytes"
        case .truncated(let expected?, let received):
            return "stream ended inside a frame: expected \(expected) body bytes, got \(received)"
        case .truncated(nil, let received): return "stream ended inside a frame header (\(received) bytes)"
        }
    }

    /// The reply sent with `id: null`: −32600 for a message that is too large, −32700 otherwise.
    package var responseError: ResponseError {
        let code: ErrorCode
        let kind: String
        switch self {
        case .tooLarge: (code, kind) = (.invalidRequest, "tooLarge")
        case .garbage: (code, kind) = (.parseError, "garbage")
        case .headerTooLong: (code, kind) = (.parseError, "headerTooLong")
        case .missingContentLength: (code, kind) = (.parseError, "missingContentLength")
        // Conflicting lengths keep the reason clients already match; the message tells them apart.
        case .invalidContentLength, .conflictingContentLength: (code, kind) = (.parseError, "invalidContentLength")
        case .unsupportedCharset: (code, kind) = (.parseError, "unsupportedCharset")
        case .truncated: (code, kind) = (.parseError, "truncated")
        }
        let prefix = code == .invalidRequest ? "invalid request" : "parse error"
        return ResponseError(code: code, message: "\(prefix): \(reason)", data: ["reason": .string(kind)])
    }
}
