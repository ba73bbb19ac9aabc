/// A command line that cannot be run; printed to stderr with a pointer to `--help`, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    /// The command whose `--help` explains the fix, nil for the top level.
    var command: String?
    /// `--help` was given: not an error; the command's help goes to stdout, exit 0.
    var showsHelp = false

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    var description: String { message }

    static func helpRequested(command: String) -> UsageError {
        var error = UsageError("--help", command: command)
        error.showsHelp = true
        return error
    }
}
