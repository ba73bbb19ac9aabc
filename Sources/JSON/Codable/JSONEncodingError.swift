/// Why a Swift value could not be encoded as a `JSONValue`, and where.
///
/// The bridge refuses rather than loses information: a non-finite `Double` or `Float` (JSON has no
/// NaN or infinity, and the writer would print `null`, which would not decode back), an unsigned
/// integer above `Int64.max` (`JSONValue` holds integers as `Int64`), and a `Date` outside the years
/// 0000…9999 or not finite.
public struct JSONEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A JSON Pointer to the value that failed, in the document being produced.
    public var path: String
    /// What went wrong, e.g. `non-finite number nan has no JSON form`.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
