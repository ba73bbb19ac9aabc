public import JSONValue

/// Why the catalogue could not render a story.
public struct CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// JSON Pointer into the `properties` given, or empty for the component name.
    public var path: String
    /// Valid names, for an unknown component or property.
    public var expected: [String] = []

    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }

    /// `{"path": …, "expected": […]}`, the `data` of a −32602 reply.
    public var data: JSONValue {
        var object: JSONObject = ["path": .string(path)]
        if !expected.isEmpty { object["expected"] = .array(expected.map(JSONValue.string)) }
        return .object(object)
    }
}
