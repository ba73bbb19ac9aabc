#if canImport(Glibc)
internal import Glibc
#endif
internal import CSpawn

extension Command {
    /// Starts the program.
    ///
    /// Retries for a while on `ETXTBSY`: a file just written (a wrapper script, a plugin being
    /// installed) stays "busy" while any process forked meanwhile still holds the writer's
    /// descriptor, which a concurrent spawn elsewhere in the parent may briefly do.
    ///
    /// - Throws: `SpawnError` when a pipe, the file actions or the spawn itself fail.
    package func spawn() throws(SpawnError) -> ChildProcess {
        guard !arguments.isEmpty else { throw SpawnError(code: EINVAL, "no program given") }
        // Writing to a child that died must cost an EPIPE, not the parent's life.
        FileDescriptorIO.ignoreSIGPIPE()
        var attempt = 0
        while true {
            do {
                return try spawnOnce()
            } catch where error.code == ETXTBSY && attempt < 100 {
                attempt += 1
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                nanosleep(&pause, nil)
            }
        }
    }

    private func spawnOnce() throws(SpawnError) -> ChildProcess {
        var ends = Ends()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        do throws(SpawnError) {
            for (target, stream) in [standardInput, standardOutput, standardError].enumerated() {
                try ends.connect(Int32(target), to: stream, in: &actions)
            }
            if let currentDirectory {
                let result = cspawn_file_actions_addchdir(&actions, currentDirectory)
                guard result == 0 else { throw SpawnError(code: result, "cannot start in \(currentDirectory): \(FileDescriptorIO.describe(result))") }
            }
            // Only 0, 1 and 2 survive into the child: nothing it inherits can hold a pipe open.
            let result = cspawn_file_actions_addclosefrom(&actions, 3)
            guard result == 0 else { throw SpawnError(code: result, "closefrom: \(FileDescriptorIO.describe(result))") }
        } catch {
            ends.closeAll()
            throw error
        }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let environment = environmentStrings()
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var attributes = Self.cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        var pid = pid_t()
        let program = arguments[0]
        let status = program.contains("/")
            ? posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            : posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        ends.closeChildEnds()
        guard status == 0 else {
            ends.closeParentEnds()
            throw SpawnError(code: status, "cannot start \(program): \(FileDescriptorIO.describe(status))")
        }
        let watch = ExitWatch()
        let child = pid
        let started = DetachedThread.start {
            // Waits for the end without reaping (WNOWAIT): the pid stays the child's, a zombie,
            // until `reap` collects it while holding off signals (see `ExitWatch`).
            var info = siginfo_t()
            while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
            watch.reap {
                var raw: Int32 = 0
                while waitpid(child, &raw, 0) < 0 {
                    if errno == EINTR { continue }
                    // ECHILD: someone else reaped it; report a plain exit so no waiter hangs.
                    raw = 0
                    break
                }
                return ExitStatus(waitStatus: raw)
            }
        }
        guard started else {
            _ = Glibc.kill(pid, SIGKILL)
            var raw: Int32 = 0
            _ = waitpid(pid, &raw, 0)
            ends.closeParentEnds()
            throw SpawnError(code: EAGAIN, "cannot start a thread to wait for \(program)")
        }
        return ChildProcess(pid: pid, ends: ends.parent, watch: watch)
    }

    /// Every signal at its default disposition and none blocked in the child. Without this it
    /// inherits the spawning thread's mask (a pool thread may block SIGTERM) and the parent's
    /// ignored signals (SIGPIPE, which the parent ignores on purpose).
    private static func cleanSignalAttributes() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return attributes
    }

    /// The parent's environment with this command's variables set over it and its unset ones
    /// left out.
    private func environmentStrings() -> [String] {
        var result: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.prefix { $0 != "=" }
            if environment[String(name)] == nil, !unsetEnvironment.contains(String(name)) { result.append(text) }
            index += 1
        }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { result.append("\(name)=\(value)") }
        return result
    }
}

/// The descriptors of one spawn: the child's ends (closed in the parent once it started) and the
/// parent's ends (handed to the `ChildProcess`).
private struct Ends {
    var child: [Int32] = []
    var parent: [Int32] = [-1, -1, -1]

    mutating func connect(_ target: Int32, to stream: ChildStream, in actions: inout posix_spawn_file_actions_t) throws(SpawnError) {
        let forReading = target == 0
        switch stream {
        case .inherit:
            return
        case .null:
            try check(posix_spawn_file_actions_addopen(&actions, target, "/dev/null", forReading ? O_RDONLY : O_WRONLY, 0), "/dev/null")
        case .file(let path):
            let flags = forReading ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
            try check(posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o644), path)
        case .pipe:
            var fds: [Int32] = [-1, -1]
            guard cspawn_pipe_cloexec(&fds) == 0 else {
                throw SpawnError(code: errno, "pipe: \(FileDescriptorIO.describe(errno))")
            }
            let (childEnd, parentEnd) = forReading ? (fds[0], fds[1]) : (fds[1], fds[0])
            child.append(childEnd)
            parent[Int(target)] = parentEnd
            // dup2 onto itself would keep close-on-exec set; a parent whose own stdio is closed
            // can be handed 0-2 by pipe2, so move such an end above 2 first.
            var source = childEnd
            if source <= 2 {
                source = fcntl(childEnd, F_DUPFD_CLOEXEC, 3)
                guard source >= 0 else { throw SpawnError(code: errno, "fcntl: \(FileDescriptorIO.describe(errno))") }
                child.append(source)
            }
            try check(posix_spawn_file_actions_adddup2(&actions, source, target), "dup2")
        }
    }

    private func check(_ result: Int32, _ what: String) throws(SpawnError) {
        guard result == 0 else { throw SpawnError(code: result, "\(what): \(FileDescriptorIO.describe(result))") }
    }

    func closeChildEnds() {
        for fd in child { FileDescriptorIO.close(fd) }
    }

    func closeParentEnds() {
        for fd in parent where fd >= 0 { FileDescriptorIO.close(fd) }
    }

    func closeAll() {
        closeChildEnds()
        closeParentEnds()
    }
}
