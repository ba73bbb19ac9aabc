#if canImport(Glibc)
internal import Glibc
#endif
internal import Synchronization

// MARK: - Whole files

extension FileDescriptorIO {
    /// Everything in the file at `path`, read to its end: a file named on the command line, or
    /// the file a child's stderr went to.
    ///
    /// - Throws: `FileReadError` (the path and `errno`) when it cannot be opened or read.
    package static func contentsOfFile(atPath path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileReadError(path: path, code: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, into: &chunk)
            if count < 0 { throw FileReadError(path: path, code: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}

/// A file that could not be read.
package struct FileReadError: Error, Sendable, CustomStringConvertible {
    package let path: String
    /// The `errno` value of the failure.
    package let code: Int32

    package var description: String { "cannot read \(path): \(FileDescriptorIO.describe(code))" }
}

// MARK: - Writing whole files

extension FileDescriptorIO {
    /// Replaces the file at `path` with `bytes`, creating missing folders on the way. The bytes
    /// go to a temporary file beside it, renamed over it, so a reader sees the old contents or
    /// the new, never part of them.
    ///
    /// Not flushed to disk: for output a user or a test reads back (reports, traces, snapshots,
    /// fixtures), not for values that must survive a power cut (StoreRuntime's `AtomicFile`).
    /// Foundation's `Data.write(to:)` calls `fsync` on every file, even without `.atomic`, and
    /// on a machine busy writing (builds) one `fsync` waited for seconds: on the cooperative
    /// pool that delays every other task (docs/testing.md, "What held the pool").
    ///
    /// - Throws: `FileWriteError` naming the system call that failed, its path and `errno`.
    package static func replaceFile(atPath path: String, with bytes: [UInt8]) throws(FileWriteError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if !directory.isEmpty { try makeDirectories(directory) }
        let number = temporaryFiles.add(1, ordering: .relaxed).newValue
        let temporary = (directory.isEmpty ? "" : directory) + "/.\(name).tmp.\(getpid()).\(number)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWriteError(operation: "open", path: temporary, code: errno) }
        let written = writeAll(fd, bytes)
        let code = errno
        close(fd)
        guard written else {
            unlink(temporary)
            throw FileWriteError(operation: "write", path: temporary, code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(operation: "rename", path: path, code: code)
        }
    }

    /// `mkdir -p`: every missing folder of `path`.
    private static func makeDirectories(_ path: String) throws(FileWriteError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw FileWriteError(operation: "mkdir", path: current, code: errno)
            }
        }
    }

    /// Numbers temporary files, so that two writers in one process never share one.
    private static let temporaryFiles = Atomic<Int>(0)
}

/// A file that could not be written.
package struct FileWriteError: Error, Sendable, CustomStringConvertible {
    /// The system call that failed (`open`, `write`, `rename`, `mkdir`).
    package let operation: String
    package let path: String
    /// The `errno` value of the failure.
    package let code: Int32

    package var description: String { "\(operation) \(path): \(FileDescriptorIO.describe(code))" }
}
