#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

// MARK: - AtomicFile

/// Writes a file so that a reader (or the next launch, after a crash or power loss) finds the
/// old contents or the new, never a mix or an empty file.
///
/// The bytes go to a fresh temporary file in the same directory, which is flushed to disk
/// (`fsync`) and renamed over the target (`rename` is atomic within a file system); then the
/// directory is flushed, so that the rename itself survives a crash.
///
/// ```swift
/// try AtomicFile.write(Array("true".utf8), to: "/tmp/app/hasSeenOnboarding")
/// let bytes = try AtomicFile.read("/tmp/app/hasSeenOnboarding")
/// ```
public enum AtomicFile {
    /// Numbers temporary files, so that writers in one process never share one.
    private static let counter = Atomic<Int>(0)

    /// The prefix of temporary files, `.NAME.tmp.PID.N`, for recognising leftovers.
    static func temporaryName(for name: String, pid: Int32, number: Int) -> String {
        ".\(name).tmp.\(pid).\(number)"
    }

    /// Replaces the contents of `path` with `bytes`, atomically and durably.
    ///
    /// - Throws: `StorageIOError` naming the system call that failed.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path, durable: true)
    }

    /// Replaces the contents of `path` with `bytes` atomically; `durable: false` skips both
    /// `fsync`s, for files nobody reads after a crash of the machine (a store's temporary
    /// storage, deleted with the store). An `fsync` waits for the disk, seconds on a machine busy
    /// writing, and a store saves on its executor, a thread of the cooperative pool.
    package static func write(_ bytes: [UInt8], to path: String, durable: Bool) throws {
        let (directory, name) = split(path)
        let number = counter.add(1, ordering: .relaxed).newValue
        let temporary = directory + "/" + temporaryName(for: name, pid: getpid(), number: number)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw StorageIOError(operation: "open", path: temporary) }
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        do {
            defer { close(fd) }
            try writeAll(bytes, to: fd, path: temporary)
            guard !durable || fsync(fd) == 0 else { throw StorageIOError(operation: "fsync", path: temporary) }
        }
        guard rename(temporary, path) == 0 else { throw StorageIOError(operation: "rename", path: path) }
        done = true
        if durable { try syncDirectory(directory) }
    }

    /// The contents of `path`, or `nil` when there is no such file.
    public static func read(_ path: String) throws -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw StorageIOError(operation: "open", path: path)
        }
        defer { close(fd) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return result }
            if count < 0 {
                if errno == EINTR { continue }
                throw StorageIOError(operation: "read", path: path)
            }
            result += buffer[..<count]
        }
    }

    /// Removes `path` durably; a missing file is not an error.
    ///
    /// - Throws: `StorageIOError` naming the system call that failed.
    public static func remove(_ path: String) throws {
        try remove(path, durable: true)
    }

    /// Removes `path`; `durable: false` skips the directory's `fsync` (see `write(_:to:durable:)`).
    package static func remove(_ path: String, durable: Bool) throws {
        let (directory, _) = split(path)
        if unlink(path) != 0 {
            if errno == ENOENT { return }
            throw StorageIOError(operation: "unlink", path: path)
        }
        if durable { try syncDirectory(directory) }
    }

    // MARK: - System calls

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            // Non-empty here, so the buffer has a base address.
            let written = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { Glibc.write(fd, $0 + offset, raw.count - offset) } ?? 0
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw StorageIOError(operation: "write", path: path)
            }
            offset += written
        }
    }

    private static func syncDirectory(_ directory: String) throws {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StorageIOError(operation: "open", path: directory) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw StorageIOError(operation: "fsync", path: directory) }
    }

    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}

// MARK: - StorageIOError

/// A system call on the storage directory failed (the host maps it to −33007).
public struct StorageIOError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The call, e.g. `"rename"`.
    public let operation: String
    /// The path it was given.
    public let path: String
    /// `errno` after the call.
    public let code: Int32

    /// Captures `errno` for a failed `operation` on `path`.
    init(operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String {
        "\(operation) \(path) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}
