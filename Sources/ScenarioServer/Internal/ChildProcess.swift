#if canImport(Glibc)
import Glibc
#endif

/// A child process on pipes: our end of its stdin and stdout; its stderr is ours (a server's
/// log lines show next to the report, where a user debugging `--server` wants them).
///
/// All system calls of the target live here.
struct ChildProcess: Sendable {
    let pid: pid_t
    let input: Int32
    let output: Int32

    /// Starts `command` (looked up on `PATH` when it has no slash).
    ///
    /// - Throws: `ServerStartError` when the pipes or the spawn fail.
    static func spawn(_ command: [String]) throws(ServerStartError) -> ChildProcess {
        guard let executable = command.first else { throw ServerStartError(message: "no server command given") }
        // A server that dies while we write must cost an EPIPE, not our life.
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw ServerStartError(message: "pipe failed: errno \(errno)") }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw ServerStartError(message: "pipe failed: errno \(errno)")
        }
        // Our ends must not leak into this or any later child, or it would never see EOF.
        for fd in [toChild[1], fromChild[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[0])
        posix_spawn_file_actions_addclose(&actions, fromChild[1])
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child = pid_t()
        let result = posix_spawnp(&child, executable, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard result == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw ServerStartError(message: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return ChildProcess(pid: child, input: toChild[1], output: fromChild[0])
    }

    /// Writes all of `bytes` to the child's stdin; false when it is gone.
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(input, base + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Reads what the child wrote; empty at end of output. Blocks: only the reader thread calls it.
    func read(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return max(0, count)
        }
    }

    func closeInput() {
        close(input)
    }

    func kill() {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Waits for the child to end and closes our end of its output.
    func reap() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(output)
    }

    /// Runs `body` on a new detached thread (the reader: blocking reads stay off the
    /// cooperative pool); false when no thread could be made.
    static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box)
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
