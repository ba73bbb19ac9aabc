package import JSON

// MARK: - Invariants

/// The rules every explored state must keep: the built-in ones, always checked, and the user's,
/// each a JSON Schema over `{"state", "view", "nodes", "effects"}` (`InvariantSubject`) checked
/// with the project's validator.
///
/// ```json
/// {"single selection holds at most one id": {
///     "properties": {"state": {"properties": {"selection": {"properties": {
///         "selectedIDs": {"maxItems": 1}}}}}}}}
/// ```
package struct Invariants: Sendable {
    /// The built-in invariants' names, as violations report them.
    package enum BuiltIn {
        /// An enabled node that nothing covers accepts its tap (and its text, for a field).
        package static let interactionAccepted = "enabled uncovered node accepts its interaction"
        /// Every effect settles under the test clock: nothing waits on anything but the clock.
        package static let effectsSettle = "every effect settles under the test clock"
        /// A state decodes from its own encoding and encodes back to the same JSON.
        package static let stateRoundTrips = "state survives its own encode/decode"
        /// Every state renders a tree with a root.
        package static let renderSucceeds = "every render succeeds"

        package static let all = [renderSucceeds, interactionAccepted, effectsSettle, stateRoundTrips]
    }

    /// The user's invariants, by name, in file order.
    package let schemas: [(name: String, schema: JSONValue)]

    package init(schemas: [(name: String, schema: JSONValue)] = []) {
        self.schemas = schemas
    }

    /// Reads an invariants file's JSON: an object mapping names to schemas.
    ///
    /// - Throws: `InvariantsFileError` when it is not an object of objects (or booleans).
    package init(json: JSONValue) throws(InvariantsFileError) {
        guard let object = json.objectValue else { throw InvariantsFileError(message: "an invariants file is a JSON object mapping names to JSON Schemas") }
        var schemas: [(String, JSONValue)] = []
        for (name, schema) in object {
            switch schema {
            case .object, .bool: schemas.append((name, schema))
            default: throw InvariantsFileError(message: "invariant \"\(name)\" is not a JSON Schema (an object or a boolean)")
            }
        }
        self.schemas = schemas
    }
}

/// An invariants file that is not a map of names to schemas.
package struct InvariantsFileError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
