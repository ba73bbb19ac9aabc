import Foundation

// Paths on a command line are checked as they are read, before any work starts: a path that is
// not there is a mistake on the command line (exit 2, naming it), not a failure found halfway
// through a replay or after a recording session. Commands read their paths through these; only
// `serve` and `inspect` leave `--plugin` and `--plugins-dir` to the host, which reports a plugin
// that cannot start and serves on (protocol/PROTOCOL.md, "Failures").
extension ArgumentReader {
    /// The value of option `name`, a file or directory that must exist (`--state FILE`,
    /// `--suite DIR`).
    mutating func existingPath(for name: String, inline: String?, directory: Bool = false) throws(UsageError) -> String {
        let path = try value(for: name, inline: inline)
        try Self.requireExisting(path, option: name, directory: directory, command: command)
        return path
    }

    /// The value of option `name`, a file the command will write, whose directory must exist
    /// (`record -o FILE` would otherwise lose the whole session at the end).
    mutating func outputFile(for name: String, inline: String?) throws(UsageError) -> String {
        let path = try value(for: name, inline: inline)
        try Self.requireDirectory(toWrite: path, option: name, command: command)
        return path
    }

    /// Refuses a file to be written whose directory is not there.
    static func requireDirectory(toWrite path: String, option: String, command: String) throws(UsageError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("\(option): no such directory: '\(directory)' (to write '\(path)' in)", command: command)
        }
    }

    /// Refuses `path` unless it exists (as a directory, with `directory`). `option` is the
    /// option that gave it; nil for a positional path (`replay PATH`).
    static func requireExisting(_ path: String, option: String? = nil, directory: Bool = false, command: String) throws(UsageError) {
        let prefix = option.map { "\($0): " } ?? ""
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("\(prefix)no such file or directory: '\(path)'", command: command)
        }
        if directory, !isDirectory.boolValue {
            throw UsageError("\(prefix)not a directory: '\(path)'", command: command)
        }
    }
}
