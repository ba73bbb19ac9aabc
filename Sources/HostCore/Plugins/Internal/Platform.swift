#if canImport(Glibc)
internal import Glibc
#endif
import Transport

// MARK: - Platform

/// The system calls the plugin host makes besides starting processes (which `ProcessSpawning`
/// does for every target): reading, writing, threads, listing a directory.
enum Platform {
    /// Reads what is there (blocking); 0 at end of file, -1 on error.
    static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        FileDescriptorIO.read(fd, into: &buffer)
    }

    /// Writes everything; false when the reader is gone.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        FileDescriptorIO.writeAll(fd, bytes)
    }

    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        FileDescriptorIO.writeAll(fd, bytes) == nil
    }

    static func close(_ fd: Int32) {
        FileDescriptorIO.close(fd)
    }

    /// Writes to the host's stderr in one call, so lines of concurrent plugins do not interleave.
    static func writeToStandardError(_ text: String) {
        writeToStandardError(Array(text.utf8))
    }

    static func writeToStandardError(_ bytes: [UInt8]) {
        _ = writeAll(2, bytes)
    }

    /// Ignores SIGPIPE, so that writing to a plugin that died fails with EPIPE instead of
    /// killing the host.
    static func ignoreSIGPIPE() {
        FileDescriptorIO.ignoreSIGPIPE()
    }

    static func errorDescription(_ code: Int32) -> String {
        FileDescriptorIO.describe(code)
    }

    /// Starts a detached thread running `body`.
    static func startThread(_ body: @escaping @Sendable () -> Void) {
        DetachedThread.start(body)
    }
}

// MARK: - Directories

extension Platform {
    /// Regular executable files directly in `directory`, sorted by name; none when it cannot be read.
    static func executables(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var paths: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else { continue }
            paths.append(path)
        }
        return paths.sorted()
    }
}
