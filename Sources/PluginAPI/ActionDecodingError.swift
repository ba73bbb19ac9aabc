import JSONValue

// MARK: - ActionDecodingError

/// An action that does not decode into the feature's actions.
///
/// `path` points into the action (`""` for the action itself); for an unknown case name,
/// `expected` lists the valid names at that place, read from the feature's action schema (the
/// host adds the closest one as `data.suggestion`).
public struct ActionDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A JSON Pointer into the action.
    public var path: String
    public var message: String
    public var expected: [String]?

    public init(path: String, message: String, expected: [String]? = nil) {
        self.path = path
        self.message = message
        self.expected = expected
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
