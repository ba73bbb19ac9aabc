package import JSON

/// A response's result: a value, or one already in compact JSON, passed on as it came (a
/// plugin's answer through the host, whose bytes need only the client's id put beside them).
package enum ResultBody: Sendable, Hashable {
    case value(JSONValue)
    /// The compact JSON of one value, checked valid by whoever made it.
    case encoded([UInt8])

    /// The result as a value (an encoded one parsed); throws only if encoded bytes broke their
    /// promise.
    package func parsed() throws(JSONParseError) -> JSONValue {
        switch self {
        case .value(let value): return value
        case .encoded(let bytes): return try JSONValue(parsing: bytes)
        }
    }

    func write(to bytes: inout [UInt8]) {
        switch self {
        case .value(let value): value.write(to: &bytes)
        case .encoded(let encoded): bytes.append(contentsOf: encoded)
        }
    }
}
