#if canImport(Glibc)
internal import Glibc
#endif

/// A server under test: a child process on pipes, driven synchronously with `poll`.
///
/// Writes interleave with reads so that a server answering while it is still being fed (or a
/// 1 MB echo) can never deadlock the two pipes. stderr goes to a file the report can quote.
///
/// Not `Sendable`: one case runner owns it on one thread, start to finish.
final class ServerSession {
    let pid: pid_t
    private var inputFD: Int32
    private let outputFD: Int32
    let standardErrorPath: String
    private var exitCode: Int32?
    /// Bytes read from the server and not yet consumed by the decoder.
    private(set) var pending: [UInt8] = []
    private(set) var outputClosed = false

    /// Starts `command` (looked up on `PATH` when it has no slash) with `arguments`.
    init(command: [String]) throws(SessionError) {
        guard let executable = command.first else { throw SessionError("no server command given") }
        Self.ignoreSIGPIPE()
        standardErrorPath = "/tmp/uistate-conformance-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).stderr"
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { throw SessionError("pipe failed: errno \(errno)") }
        guard pipe(&output) == 0 else {
            close(input[0]); close(input[1])
            throw SessionError("pipe failed: errno \(errno)")
        }
        // Our ends must not leak into the child, or it would never see end of input.
        for fd in [input[1], output[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addclose(&actions, input[0])
        posix_spawn_file_actions_addclose(&actions, output[1])
        posix_spawn_file_actions_addopen(&actions, 2, standardErrorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child = pid_t()
        let result = posix_spawnp(&child, executable, &actions, nil, argv, environ)
        close(input[0])
        close(output[1])
        guard result == 0 else {
            close(input[1]); close(output[0])
            throw SessionError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        inputFD = input[1]
        outputFD = output[0]
        for fd in [inputFD, outputFD] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        if exitCode == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
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
        if let exitCode { return exitCode }
        let deadline = Clock.now() + Double(timeoutMs) / 1000
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Clock.now() < deadline else { return nil }
            usleep(2000)
        }
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitCode = code
        return code
    }

    /// The last lines the server wrote to stderr, for failure reports.
    func standardErrorTail(maxBytes: Int = 600) -> String {
        guard let file = fopen(standardErrorPath, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > 1 << 20 { bytes.removeFirst(bytes.count - maxBytes) }
        }
        return String(decoding: bytes.suffix(maxBytes), as: UTF8.self)
    }

    private static func ignoreSIGPIPE() {
        // A server that exits early must fail a case, not kill the runner.
        signal(SIGPIPE, SIG_IGN)
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
