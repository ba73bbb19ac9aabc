internal import Transport

/// What a program run by a test printed, and how it ended.
package struct ProcessRun: Sendable {
    /// The exit code (128 + the signal when a signal ended it).
    package var status: Int32
    package var stdout: String
    package var stderr: String
}

/// Runs a program to completion with `input` on its stdin, capturing stdout and stderr.
///
/// The child gets only its three standard streams (no other test's pipe ends, which would keep
/// an unrelated pipe from ever ending), and the wait happens on a thread of its own, not on the
/// cooperative pool.
package func runProcess(_ arguments: [String], input: String = "", currentDirectory: String? = nil,
                       environment: [String: String] = [:]) async throws -> ProcessRun {
    var command = Command(arguments)
    if let currentDirectory { command = command.currentDirectory(currentDirectory) }
    for (name, value) in environment { command = command.environment(name, value) }
    let result = try await command.run(input: Array(input.utf8))
    return ProcessRun(status: result.status.code, stdout: result.output, stderr: result.errorOutput)
}

/// Runs the `uistate` executable under test (see `UIStateBinary`) to completion, as `runProcess`.
package func runUIState(_ arguments: [String], input: String = "", currentDirectory: String? = nil,
                       environment: [String: String] = [:]) async throws -> ProcessRun {
    try await runProcess([try UIStateBinary.path()] + arguments, input: input,
                         currentDirectory: currentDirectory, environment: environment)
}
