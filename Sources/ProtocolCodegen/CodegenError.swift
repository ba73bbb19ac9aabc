// MARK: - CodegenError

/// Why `protocol/openrpc.json` could not be turned into Swift: where in the document, and what was
/// expected there. The build prints it and stops, so a broken document never yields half a module.
public struct CodegenError: Error, CustomStringConvertible {
    /// A JSON Pointer into the document (`/methods/3/params/0`).
    public var path: String
    public var message: String

    public init(_ message: String, at path: String) {
        self.message = message
        self.path = path
    }

    public var description: String { "protocol/openrpc.json\(path): \(message)" }
}
