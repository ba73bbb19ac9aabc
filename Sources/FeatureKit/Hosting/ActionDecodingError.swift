// MARK: - ActionDecodingError

/// An action that does not decode into the feature's actions.
///
/// `path` points into the action (`""` for the action itself); for an unknown case name,
/// `expected` lists the valid names at that place, read from the feature's action schema (the
/// host adds the closest one as `data.suggestion`).
package struct ActionDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A JSON Pointer into the action.
    package var path: String
    package var message: String
    package var expected: [String]?

    package init(path: String, message: String, expected: [String]? = nil) {
        self.path = path
        self.message = message
        self.expected = expected
    }

    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
