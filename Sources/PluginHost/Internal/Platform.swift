#if canImport(Glibc)
internal import Glibc
#endif
import Synchronization

// MARK: - Platform

/// Every system call the plugin host makes: spawning with pipes, reading, writing, reaping.
enum Platform {
    /// A spawned child with the parent's ends of its three pipes.
    struct Child: Sendable {
        let pid: Int32
        let stdin: Int32
        let stdout: Int32
        let stderr: Int32
    }

    struct SpawnError: Error, CustomStringConvertible {
        var code: Int32 = 0
        let description: String
    }

    /// Serializes pipe creation with spawning, so that a plugin started concurrently never
    /// inherits another's pipe ends (it would then never see end of input).
    private static let spawnLock = Mutex(())

    /// Starts `path` with `arguments`, its stdin, stdout and stderr on fresh pipes.
    ///
    /// Retries for a while on `ETXTBSY`: a file just written (a plugin being installed, a
    /// wrapper script) stays "busy" while any process forked meanwhile still holds the
    /// writer's descriptor.
    static func spawn(path: String, arguments: [String]) throws(SpawnError) -> Child {
        var attempt = 0
        while true {
            do {
                return try spawnOnce(path: path, arguments: arguments)
            } catch where error.code == ETXTBSY && attempt < 100 {
                attempt += 1
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&pause, nil)
            }
        }
    }

    private static func spawnOnce(path: String, arguments: [String]) throws(SpawnError) -> Child {
        let result: Result<Child, SpawnError> = spawnLock.withLock { _ in
            var pipes: [[Int32]] = []
            for _ in 0..<3 {
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0 else {
                    for fd in pipes.joined() { close(fd) }
                    return .failure(SpawnError(description: "pipe failed: \(errorDescription(errno))"))
                }
                for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                pipes.append(fds)
            }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
            posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
            let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid = pid_t()
            let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
            close(pipes[0][0])
            close(pipes[1][1])
            close(pipes[2][1])
            guard status == 0 else {
                close(pipes[0][1]); close(pipes[1][0]); close(pipes[2][0])
                return .failure(SpawnError(code: status, description: errorDescription(status)))
            }
            return .success(Child(pid: pid, stdin: pipes[0][1], stdout: pipes[1][0], stderr: pipes[2][0]))
        }
        return try result.get()
    }

    /// Reads what is there (blocking); 0 at end of file, -1 on error.
    static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Writes everything; false when the reader is gone.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(fd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// Waits for `pid` to exit, killing it when it has not within about a second (it closed
    /// its stdout but lives on). Returns the exit code, or 128 + the signal that ended it.
    static func reap(_ pid: Int32) -> Int32 {
        var status: Int32 = 0
        for attempt in 0..<1000 {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return exitCode(status) }
            if result < 0 { return -1 }
            if attempt == 999 { break }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
        Glibc.kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return exitCode(status)
    }

    static func kill(_ pid: Int32) {
        _ = Glibc.kill(pid, SIGKILL)
    }

    private static func exitCode(_ status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Writes to the host's stderr in one call, so lines of concurrent plugins do not interleave.
    static func writeToStandardError(_ text: String) {
        _ = writeAll(2, Array(text.utf8))
    }

    /// Ignores SIGPIPE, so that writing to a plugin that died fails with EPIPE instead of
    /// killing the host.
    static func ignoreSIGPIPE() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Starts a detached thread running `body`.
    static func startThread(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let body = Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue()
            body.run()
            return nil
        }, box)
        if result == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<ThreadBody>.fromOpaque(box).release()
        }
    }
}

/// A thread's work, passed through `pthread_create`'s context pointer.
private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
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
