// MARK: - CodegenError

/// Why `protocol/openrpc.json` could not be turned into Swift: where in the document, and what was
/// expected there. The build prints it and stops, so a broken document never yields half a module.
package struct CodegenError: Error, CustomStringConvertible {
    /// A JSON Pointer into the document (`/methods/3/params/0`).
    package var path: String
    package var message: String

    package init(_ message: String, at path: String) {
        self.message = message
        self.path = path
    }

    package var description: String { "protocol/openrpc.json\(path): \(message)" }
}
