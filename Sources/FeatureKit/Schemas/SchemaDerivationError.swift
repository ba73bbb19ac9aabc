// MARK: - SchemaDerivationError

/// Why a type's JSON Schema could not be derived from the type, and what to supply instead.
///
/// Derivation never guesses: a type whose wire form it cannot read off the type (a custom
/// `init(from:)` that validates, an enum none of whose cases it was shown) stops it here, so a
/// feature never publishes a schema that is quietly wrong.
///
/// ```swift
/// // cannot derive the schema of Shop.Order at /status: no value of this enum was seen; …
/// ```
public struct SchemaDerivationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The type whose schema could not be derived, as `String(reflecting:)` spells it.
    public let typeName: String
    /// Where the type sits on the wire, as a JSON Pointer from the derived root (`""` for the
    /// root itself; `*` stands for any element or dictionary value).
    public let path: String
    /// What went wrong and what to supply.
    public let message: String

    public init(typeName: String, path: String, message: String) {
        self.typeName = typeName
        self.path = path
        self.message = message
    }

    public var description: String {
        "cannot derive the schema of \(typeName) at \(path.isEmpty ? "the root" : path): \(message)"
    }
}
