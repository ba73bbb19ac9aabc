package import JSON

/// The `id` of a request: a string, an integer or `null`.
///
/// JSON-RPC also allows fractional numbers but says they SHOULD NOT be used; uistate rejects them
/// as an invalid request, so that ids compare exactly.
package enum RequestID: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    case null

    /// The longest string id accepted, in bytes (UTF-8, as decoded). JSON-RPC sets no limit; one
    /// is needed so that a reply, a log line and the memory a message costs stay bounded. A longer
    /// id makes the message an invalid request answered with `id: null` (reason `idTooLong`).
    package static let maxStringBytes = 4096

    /// Reads an id from its JSON form, or nil when the value cannot be an id.
    package init?(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .integer(number)
        case .null: self = .null
        default: return nil
        }
    }

    package var jsonValue: JSONValue {
        switch self {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .null: return .null
        }
    }
}

extension RequestID {
    /// Appends the JSON form; integers without going through a writer (every reply has an id).
    func write(to bytes: inout [UInt8]) {
        switch self {
        case .integer(let number):
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var rest = number.magnitude
            var divisor: UInt64 = 1
            while divisor <= rest / 10 { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        case .null:
            bytes.append(contentsOf: "null".utf8)
        case .string:
            jsonValue.write(to: &bytes)
        }
    }
}

extension RequestID: CustomStringConvertible {
    package var description: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return String(number)
        case .null: return "null"
        }
    }
}

extension RequestID: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    package init(integerLiteral value: Int64) { self = .integer(value) }
    package init(stringLiteral value: String) { self = .string(value) }
}
