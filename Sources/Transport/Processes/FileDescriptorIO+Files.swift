#if canImport(Glibc)
internal import Glibc
#endif

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
