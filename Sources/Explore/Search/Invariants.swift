public import JSONValue

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
public struct Invariants: Sendable {
    /// The built-in invariants' names, as violations report them.
    public enum BuiltIn {
        /// An enabled node that nothing covers accepts its tap (and its text, for a field).
        public static let interactionAccepted = "enabled uncovered node accepts its interaction"
        /// Every effect settles under the test clock: nothing waits on anything but the clock.
        public static let effectsSettle = "every effect settles under the test clock"
        /// A state decodes from its own encoding and encodes back to the same JSON.
        public static let stateRoundTrips = "state survives its own encode/decode"
        /// Every state renders a tree with a root.
        public static let renderSucceeds = "every render succeeds"

        public static let all = [renderSucceeds, interactionAccepted, effectsSettle, stateRoundTrips]
    }

    /// The user's invariants, by name, in file order.
    public let schemas: [(name: String, schema: JSONValue)]

    public init(schemas: [(name: String, schema: JSONValue)] = []) {
        self.schemas = schemas
    }

    /// Reads an invariants file's JSON: an object mapping names to schemas.
    ///
    /// - Throws: `InvariantsFileError` when it is not an object of objects (or booleans).
    public init(json: JSONValue) throws(InvariantsFileError) {
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
public struct InvariantsFileError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
