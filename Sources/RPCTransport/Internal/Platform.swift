#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif

/// The few system calls the transport makes, in one place, retrying on `EINTR`.
enum Platform {
    /// Reads into `buffer`; returns the byte count, 0 at end of file, or -1 with `errno` set.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        while true {
            let result = Glibc.read(fd, buffer, count)
            if result < 0, errno == EINTR { continue }
            return result
        }
    }

    /// Writes all of `bytes`; returns nil on success or the `errno` of the failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let result = Glibc.write(fd, base + offset, bytes.count - offset)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += result
        }
        return nil
    }

    /// A client that closes its end must cost us an `EPIPE` we can report, not a silent death.
    static func ignoreSIGPIPE() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    static func exit(_ code: Int32) -> Never {
        Glibc.exit(code)
    }

    /// Starts a detached thread running `body`.
    static func startThread(_ body: @escaping @Sendable () -> Void) {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            box.body()
            return nil
        }, box)
        precondition(result == 0, "pthread_create failed: \(result)")
        pthread_detach(thread)
    }
}
