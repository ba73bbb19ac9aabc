/// Why a child process could not be started.
package struct SpawnError: Error, Sendable, CustomStringConvertible {
    /// The `errno` value behind the failure (0 when there was none).
    package let code: Int32
    package let description: String

    init(code: Int32, _ description: String) {
        self.code = code
        self.description = description
    }
}
