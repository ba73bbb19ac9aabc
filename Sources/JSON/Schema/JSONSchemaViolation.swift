/// One way a value fails a schema: where (a JSON Pointer into the value) and what was expected.
public struct JSONSchemaViolation: Sendable, Equatable, CustomStringConvertible {
    public var path: JSONPointer
    public var message: String

    public init(path: JSONPointer, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String {
        "\(path.description.isEmpty ? "/" : path.description): \(message)"
    }
}
