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
        let info: [CodingUserInfoKey: Any] = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 }
        do {
            return try BridgeEncoder.encode(value, parent: nil, component: .same, userInfo: info)
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else { throw error }
            throw JSONEncodingError(
                path: CodingPointer.pointer(codingPath: context.codingPath), message: context.debugDescription)
        }
    }
}
