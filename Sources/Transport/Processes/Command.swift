/// A program to start, with where its standard streams go.
///
/// The common case is one line, `try Command(["uistate", "serve"]).spawn()`; anything else is a
/// chained modifier:
///
/// ```swift
/// let server = try Command([path, "serve"])
///     .standardError(.file(logPath))
///     .currentDirectory(root)
///     .spawn()
/// ```
///
/// Every child starts with only its three standard streams open: pipes are created
/// close-on-exec atomically and every descriptor above 2 is closed in the child, so no child
/// holds another's pipe end (which would keep that pipe from ever reaching end of file).
package struct Command: Sendable {
    /// The program (looked up on `PATH` when it has no slash) and its arguments.
    package let arguments: [String]
    var standardInput: ChildStream = .pipe
    var standardOutput: ChildStream = .pipe
    var standardError: ChildStream = .inherit
    var environment: [String: String] = [:]
    var unsetEnvironment: Set<String> = []
    var currentDirectory: String?

    package init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// stdin: a pipe by default.
    package func standardInput(_ stream: ChildStream) -> Command {
        var copy = self
        copy.standardInput = stream
        return copy
    }

    /// stdout: a pipe by default.
    package func standardOutput(_ stream: ChildStream) -> Command {
        var copy = self
        copy.standardOutput = stream
        return copy
    }

    /// stderr: the parent's by default (a pipe nobody drains would stall a chatty child).
    package func standardError(_ stream: ChildStream) -> Command {
        var copy = self
        copy.standardError = stream
        return copy
    }

    /// Sets one environment variable on top of the parent's environment.
    package func environment(_ name: String, _ value: String) -> Command {
        var copy = self
        copy.environment[name] = value
        copy.unsetEnvironment.remove(name)
        return copy
    }

    /// Leaves one variable of the parent's environment out of the child's.
    package func unsettingEnvironment(_ name: String) -> Command {
        var copy = self
        copy.unsetEnvironment.insert(name)
        copy.environment[name] = nil
        return copy
    }

    /// The child's working directory (the parent's by default).
    package func currentDirectory(_ path: String) -> Command {
        var copy = self
        copy.currentDirectory = path
        return copy
    }
}
