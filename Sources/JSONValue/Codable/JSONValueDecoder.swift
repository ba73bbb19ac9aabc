/// Decodes `Decodable` Swift values from `JSONValue`s in uistate's wire format, without going
/// through Foundation's JSON coders.
///
/// - Enums read both the externally tagged form (`"saveButtonTapped"`, `{"itemTapped": 3}`,
///   `{"move": [1, 2]}`) and Swift's synthesized form (`{"itemTapped": {"_0": 3}}`); the rules
///   are in `BridgeKeyedDecodingContainer`.
/// - Integers are range-checked and accept doubles with an exact integral value; `Double` and
///   `Float` accept integers; `Bool` and `String` are strict.
/// - `Date` reads ISO 8601 (`Z` or `±HH:MM`), `UUID` its string in either case, `URL` any string
///   `URL(string:)` takes, `Data` base64.
///
/// Errors are `JSONDecodingError`s naming the JSON Pointer of the offending value:
///
/// ```swift
/// struct Item: Codable { var id: Int }
/// try JSONValueDecoder().decode([Item].self, from: [["id": "x"]])
/// // throws "/0/id: expected integer, found string \"x\""
/// ```
public struct JSONValueDecoder: Sendable {
    /// Values handed to `init(from:)` implementations through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init() {}

    /// Decodes a `T` from `value`.
    ///
    /// - Throws: `JSONDecodingError`, also for `DecodingError`s thrown by the type's own
    ///   `init(from:)` (their coding path becomes the pointer); other errors pass through.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let info: [CodingUserInfoKey: Any] = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 }
        return try BridgeDecoder.decode(type, from: value, parent: nil, component: .same, userInfo: info)
    }
}
