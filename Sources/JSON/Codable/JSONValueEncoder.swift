/// Encodes `Encodable` Swift values as `JSONValue`s in uistate's wire format, without going
/// through Foundation's JSON coders.
///
/// - Enums take the externally tagged form (`"saveButtonTapped"`, `{"itemTapped": 3}`,
///   `{"move": [1, 2]}`, `{"response": {"id": 3}}`) from their synthesized `Codable`; see
///   `ExternalTagging`. Only values `Mirror` reports as enums are touched, never structs.
/// - Output is the same in every process: object keys are sorted, and `Set` elements and
///   `Dictionary` entries are sorted by their canonical bytes.
/// - `Date` is an ISO 8601 UTC string with milliseconds when non-zero, `UUID` its `uuidString`,
///   `URL` its `absoluteString`, `Data` base64.
/// - A non-finite `Double`/`Float`, an unsigned integer above `Int64.max` and a `Date` outside
///   0000…9999 throw `JSONEncodingError` rather than encode something that would not decode back.
///
/// ```swift
/// enum Action: Codable { case itemTapped(Int), saveButtonTapped }
/// try JSONValueEncoder().encode(Action.itemTapped(3))   // {"itemTapped": 3}
/// ```
public struct JSONValueEncoder: Sendable {
    /// Values handed to `encode(to:)` implementations through `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    /// Encodes `value` as a JSON value.
    ///
    /// - Throws: `JSONEncodingError` (an `EncodingError` thrown by the value's own `encode(to:)`
    ///   is converted to one, with its coding path as a JSON Pointer); other errors the value
    ///   throws pass through.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try translatingErrors { info in try BridgeEncoder.encode(value, parent: nil, component: .same, userInfo: info) }
    }

    /// Encodes `value` as `encode(_:)` does, reusing `cache`'s encodings of large arrays whose
    /// storage `value` shares with an earlier pass (see `JSONEncodingCache` for when that is
    /// exact), and ends the pass.
    public func encode<T: Encodable>(_ value: T, reusing cache: JSONEncodingCache) throws -> JSONValue {
        defer { cache.endPass() }
        return try translatingErrors { info in
            try BridgeEncoder.encode(value, parent: nil, component: .same, userInfo: info, cache: cache)
        }
    }

    /// The part of `value`'s encoding at `pointer`, or nil when the pointer names nothing:
    /// the same as `encode(value)[pointer: pointer]`, but members and elements off the
    /// pointer's path are not encoded (below a set, a dictionary or an enum, where encoding moves
    /// positions and keys, everything is). An error thrown by a part off the path is not seen.
    public func encode<T: Encodable>(_ value: T, at pointer: JSONPointer) throws -> JSONValue? {
        let scoped = try translatingErrors { info in
            try BridgeEncoder.encode(value, parent: nil, component: .same, userInfo: info, scope: pointer.tokens[...])
        }
        return scoped[pointer: pointer]
    }

    /// Runs an encode with this encoder's `userInfo`, turning an `EncodingError` into a
    /// `JSONEncodingError` with its coding path as a JSON Pointer.
    private func translatingErrors(_ body: ([CodingUserInfoKey: Any]) throws -> JSONValue) throws -> JSONValue {
        let info: [CodingUserInfoKey: Any] = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 }
        do {
            return try body(info)
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else { throw error }
            throw JSONEncodingError(
                path: CodingPointer.pointer(codingPath: context.codingPath), message: context.debugDescription)
        }
    }
}
