/// One subcommand of `uistate`. Each lives in its own file under `Commands/` and is listed in
/// `UIStateCLI.commands`.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for `uistate --help`.
    static var summary: String { get }
    /// The full `--help` text of the command.
    static var help: String { get }
    /// Runs with the arguments after the command name (`--help` is handled before this) and
    /// returns the exit code. It runs on the cooperative pool, which has one thread per core:
    /// whatever blocks (reading stdin, waiting for a child) goes to a thread of its own
    /// (`DetachedThread`) and is awaited.
    static func run(_ arguments: [String]) async throws(UsageError) -> Int32
}
