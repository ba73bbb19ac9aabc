/// A command line that cannot be run; printed to stderr with a pointer to `--help`, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    /// The command whose `--help` explains the fix, nil for the top level.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    var description: String { message }
}
