#if canImport(Glibc)
internal import Glibc
#endif
internal import Transport

/// A server under test: a child process on pipes, driven synchronously with `poll`.
///
/// Writes interleave with reads so that a server answering while it is still being fed (or a
/// 1 MB echo) can never deadlock the two pipes. stderr goes to a file the report can quote.
///
/// Not `Sendable`: one case runner owns it on one thread, start to finish.
final class ServerSession {
    let pid: pid_t
    private let child: ChildProcess
    private var inputFD: Int32
    private let outputFD: Int32
    let standardErrorPath: String
    /// Bytes read from the server and not yet consumed by the decoder.
    private(set) var pending: [UInt8] = []
    private(set) var outputClosed = false

    /// Starts `command` (looked up on `PATH` when it has no slash) with `arguments`.
    init(command: [String]) throws(SessionError) {
        guard !command.isEmpty else { throw SessionError("no server command given") }
        standardErrorPath = "/tmp/uistate-conformance-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).stderr"
        do {
            child = try Command(command).standardError(.file(standardErrorPath)).spawn()
        } catch {
            throw SessionError(error.description)
        }
        pid = child.pid
        inputFD = child.standardInput
        outputFD = child.standardOutput
        for fd in [inputFD, outputFD] { FileDescriptorIO.setNonBlocking(fd) }
    }

    deinit {
        child.kill()
        if inputFD >= 0 { close(inputFD) }
        close(outputFD)
        unlink(standardErrorPath)
    }

    // MARK: - Writing

    /// Writes all of `bytes`, reading whatever the server sends meanwhile.
    /// - Throws: when the server stops reading for longer than `timeoutMs` or has gone away.
    func write(_ bytes: [UInt8], timeoutMs: Int) throws(SessionError) {
        guard inputFD >= 0 else { throw SessionError("cannot send: input already closed") }
        var offset = 0
        let deadline = Clock.now() + Double(timeoutMs) / 1000
        while offset < bytes.count {
            var fds = [pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0),
                       pollfd(fd: outputFD, events: outputClosed ? 0 : Int16(POLLIN), revents: 0)]
            let remaining = Int32(max(0, min(1000, (deadline - Clock.now()) * 1000)))
            guard Clock.now() < deadline else { throw SessionError("the server stopped reading its input") }
            _ = poll(&fds, 2, remaining)
            if fds[1].revents != 0 { readAvailable() }
            if fds[0].revents & Int16(POLLERR | POLLHUP) != 0 {
                throw SessionError("the server closed its input (sent \(offset) of \(bytes.count) bytes)")
            }
            guard fds[0].revents & Int16(POLLOUT) != 0 else { continue }
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(inputFD, base + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno != EAGAIN, errno != EINTR {
                throw SessionError("the server closed its input (\(String(cString: strerror(errno))))")
            }
        }
    }

    func closeInput() {
        if inputFD >= 0 { close(inputFD) }
        inputFD = -1
    }

    // MARK: - Reading

    /// Waits up to `timeoutMs` for more output. Returns false when nothing more can come
    /// (output closed) and nothing is pending.
    @discardableResult
    func waitForOutput(timeoutMs: Int) -> Bool {
        guard !outputClosed else { return false }
        var fds = [pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)]
        if poll(&fds, 1, Int32(max(0, timeoutMs))) > 0 { readAvailable() }
        return !outputClosed
    }

    /// Hands over the bytes read so far.
    func takePending() -> [UInt8] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    private func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(outputFD, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(contentsOf: chunk[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                if count == 0 || errno != EAGAIN { outputClosed = true }
                return
            }
        }
    }

    // MARK: - Process

    /// The exit code once the process has ended (128+signal when killed), waiting up to `timeoutMs`.
    func waitForExit(timeoutMs: Int) -> Int32? {
        child.waitForExit(timeout: .milliseconds(max(0, timeoutMs)))?.code
    }

    /// The last lines the server wrote to stderr, for failure reports.
    func standardErrorTail(maxBytes: Int = 600) -> String {
        let bytes = (try? FileDescriptorIO.contentsOfFile(atPath: standardErrorPath)) ?? []
        return String(decoding: bytes.suffix(maxBytes), as: UTF8.self)
    }

}

/// Why the server process could not be driven.
struct SessionError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Monotonic seconds.
enum Clock {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
