#if canImport(Glibc)
import Glibc
#endif

/// Whether a server command can be started at all, checked before running a suite against it
/// so that a typo is one clear message rather than a failure per case.
enum ExecutableLookup {
    /// `program` is an executable file: a path (with a `/`), or a name found on `PATH`.
    static func isRunnable(_ program: String) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").contains { directory in
            access("\(directory)/\(program)", X_OK) == 0
        }
    }
}
