/// One subcommand of `uistate`. Each lives in its own file under `Commands/` and is listed in
/// `UIStateCLI.commands`.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for `uistate --help`.
    static var summary: String { get }
    /// The full `--help` text of the command.
    static var help: String { get }
    /// Runs with the arguments after the command name (`--help` is handled before this).
    static func run(_ arguments: [String]) throws(UsageError) -> Int32
}
