/// Why a `JSONValue` could not be decoded into a Swift type, and where.
///
/// `path` is an RFC 6901 JSON Pointer into the decoded document (`""` for the root), so a reply can
/// point a client at the offending field. `expected` lists the valid case names of an unknown enum
/// case when they can be determined (see `JSONValueDecoder`).
///
/// ```swift
/// // "/action/items/2/id: expected integer, found string \"x\""
/// String(describing: error)
/// ```
public struct JSONDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A JSON Pointer to the value that failed, with `~` and `/` escaped as `~0` and `~1`.
    public var path: String
    /// What went wrong, e.g. `expected integer, found string "x"` or `missing key "name"`.
    public var message: String
    /// For an unknown enum case: the valid case names, when they are known.
    public var expected: [String]?
    /// What kind of failure it is, so that callers never read it from `message`.
    public var kind: Kind

    /// The kinds of decoding failure callers act on differently.
    public enum Kind: Sendable, Hashable {
        /// An enum value names no case of the type (an unknown tag, an object without exactly one
        /// case key, or a value that is no case at all): the caller may list the valid names.
        case unknownCase
        /// Anything else: a wrong type, a missing key, a value out of range.
        case invalidValue
    }

    public init(path: String, message: String, expected: [String]? = nil, kind: Kind = .invalidValue) {
        self.path = path
        self.message = message
        self.expected = expected
        self.kind = kind
    }

    public var description: String { "\(path): \(message)" }
}
