/// Where one of a child's standard streams goes.
package enum ChildStream: Sendable, Equatable {
    /// A fresh pipe; the parent's end is on the `ChildProcess`.
    case pipe
    /// The parent's own stream (a server's logs shown beside its parent's).
    case inherit
    /// `/dev/null`.
    case null
    /// A file, created or truncated (stdout, stderr) or read (stdin).
    case file(String)
}
