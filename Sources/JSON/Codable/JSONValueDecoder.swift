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
    /// Whether `[]` reads as `{}` where a keyed container (a struct, a `[String: T]`) is asked
    /// for. Off by default; the protocol layer turns it on for what clients send, because
    /// Neovim's Lua encoder cannot tell an empty table from an empty list and writes `[]`.
    public var readsEmptyArrayAsObject = false

    public init() {}

    /// A decoder with `readsEmptyArrayAsObject` set.
    public func readingEmptyArrayAsObject(_ reads: Bool = true) -> JSONValueDecoder {
        var copy = self
        copy.readsEmptyArrayAsObject = reads
        return copy
    }

    /// Decodes a `T` from `value`.
    ///
    /// - Throws: `JSONDecodingError`, also for `DecodingError`s thrown by the type's own
    ///   `init(from:)` (their coding path becomes the pointer); other errors pass through.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        var info: [CodingUserInfoKey: Any] = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 }
        if readsEmptyArrayAsObject, let key = BridgeDecoder.emptyArrayAsObjectKey { info[key] = true }
        return try BridgeDecoder.decode(type, from: value, parent: nil, component: .same, userInfo: info)
    }
}
