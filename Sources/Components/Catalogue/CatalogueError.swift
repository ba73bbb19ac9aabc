public import JSON

/// Why the catalogue could not render a story.
public struct CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// JSON Pointer into the `properties` given, or empty for the component name.
    public var path: String
    /// Valid names, for an unknown component or property.
    public var expected: [String] = []
    /// The one name that fits, when the catalogue knows it (the button factory for the content
    /// given); otherwise a client's closest name is computed from ``expected``.
    public var suggestion: String?

    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }

    /// `{"path": …, "expected": […]}`, the `data` of a −32602 reply.
    public var data: JSONValue {
        var object: JSONObject = ["path": .string(path)]
        if !expected.isEmpty { object["expected"] = .array(expected.map(JSONValue.string)) }
        if let suggestion { object["suggestion"] = .string(suggestion) }
        return .object(object)
    }
}
