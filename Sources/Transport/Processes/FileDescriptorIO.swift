#if canImport(Glibc)
internal import Glibc
#endif

/// Reads and writes on raw descriptors, retrying interrupted calls.
package enum FileDescriptorIO {
    /// One read into `buffer` (blocking unless the descriptor is non-blocking): the byte count,
    /// 0 at end of file, -1 on error (`errno` says which; `EAGAIN` when nothing is there yet).
    package static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(fd, into: $0) }
    }

    /// One read into the memory `buffer` points at, as `read(_:into:)` on an array: for a reader
    /// that manages its own storage (the stdio server's input buffer).
    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Writes all of `bytes` (blocking); false when the reader is gone or the write failed.
    @discardableResult
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(fd, $0) } == nil
    }

    /// Writes all of `bytes` (blocking); nil when done, else the `errno` of the failure, for a
    /// writer that reports why (`describe(_:)`).
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = Glibc.write(fd, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    package static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// Makes reads and writes on `fd` return `EAGAIN` instead of blocking.
    package static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Ignores SIGPIPE for the whole process, so writing to a child that died fails with
    /// `EPIPE` instead of killing the writer. Idempotent.
    package static func ignoreSIGPIPE() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// `strerror` of `code`.
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
