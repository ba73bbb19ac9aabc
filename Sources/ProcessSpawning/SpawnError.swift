/// Why a child process could not be started.
public struct SpawnError: Error, Sendable, CustomStringConvertible {
    /// The `errno` value behind the failure (0 when there was none).
    public let code: Int32
    public let description: String

    init(code: Int32, _ description: String) {
        self.code = code
        self.description = description
    }
}
