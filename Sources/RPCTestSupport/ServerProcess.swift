#if canImport(Glibc)
internal import Glibc
#endif
public import JSONValue
internal import Synchronization

/// A `uistate serve` child process on real pipes, with a framing-aware client on top.
///
/// stdin is a blocking pipe; stdout is non-blocking and read with timeouts so a missing reply
/// fails the test instead of hanging it; stderr goes to a temporary file read by `standardError`.
///
/// `@unchecked Sendable`: `readBuffer` and the fds are used by one test at a time; the only
/// cross-thread use, `sendInBackground`, writes `stdinFD` alone while the test reads `stdoutFD`.
public final class ServerProcess: @unchecked Sendable {
    public let pid: Int32
    public let framing: ClientFraming
    private var stdinFD: Int32
    private let stdoutFD: Int32
    private let stderrPath: String
    private var readBuffer: [UInt8] = []
    private let exitStatus = Mutex<Int32?>(nil)

    /// Starts the server. `arguments` follow the executable (default `serve`).
    public init(framing: ClientFraming, arguments: [String] = ["serve"]) throws {
        self.framing = framing
        let executable = try UIStateBinary.path()
        let stderrPath = "/tmp/uistate-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).stderr"
        self.stderrPath = stderrPath
        // Pipes are made close-on-exec under one lock with the spawn, so a server started by a
        // concurrent test never inherits another's stdin (it would then never see end of input).
        // `pipe2` is not visible from Swift here, hence `pipe` + `fcntl` under the lock.
        let child = try Self.spawnLock.withLock { _ in
            try Self.spawn(executable: executable, arguments: arguments, stderrPath: stderrPath)
        }
        pid = child.pid
        stdinFD = child.stdin
        stdoutFD = child.stdout
    }

    private static let spawnLock = Mutex(())

    private static func spawn(executable: String, arguments: [String], stderrPath: String) throws
        -> (pid: Int32, stdin: Int32, stdout: Int32)
    {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { throw TestClientError.spawnFailed("pipe failed: \(errno)") }
        guard pipe(&output) == 0 else {
            close(input[0]); close(input[1])
            throw TestClientError.spawnFailed("pipe failed: \(errno)")
        }
        for fd in input + output { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child = pid_t()
        let result = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(input[0])
        close(output[1])
        guard result == 0 else {
            close(input[1]); close(output[0])
            throw TestClientError.spawnFailed("posix_spawn \(executable) failed: \(result)")
        }
        _ = fcntl(output[0], F_SETFL, fcntl(output[0], F_GETFL) | O_NONBLOCK)
        return (child, input[1], output[0])
    }

    deinit {
        if exitStatus.withLock({ $0 }) == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if stdinFD >= 0 { close(stdinFD) }
        close(stdoutFD)
        unlink(stderrPath)
    }

    // MARK: - Sending

    /// Writes raw bytes to the server's stdin.
    public func sendRaw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress, stdinFD >= 0 {
                let written = write(stdinFD, base + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }

    public func sendRaw(_ text: String) { sendRaw(Array(text.utf8)) }

    /// Frames and sends one JSON body given as text (sent as is, even when not valid JSON).
    public func send(_ body: String) { sendRaw(framing.frame(body)) }

    public func send(_ value: JSONValue) { sendRaw(framing.frame(value.serialized())) }

    public func request(_ id: JSONValue, _ method: String, _ params: JSONValue? = nil) {
        var message: JSONObject = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    public func notify(_ method: String, _ params: JSONValue? = nil) {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    /// Sends `initialize` and returns its result.
    @discardableResult
    public func initialize(_ params: JSONValue = ["clientInfo": ["name": "uistate-tests"]]) async throws -> JSONValue {
        request("init", "initialize", params)
        let response = try await readMessage()
        guard let result = response["result"] else { throw TestClientError.unexpected("initialize failed: \(response)") }
        notify("initialized", [:])
        return result
    }

    /// Closes stdin: the server sees end of input.
    public func closeInput() {
        if stdinFD >= 0 { close(stdinFD) }
        stdinFD = -1
    }

    // MARK: - Receiving
    //
    // Waiting is done with `Task.sleep` between non-blocking reads, never by blocking a thread:
    // tests run on Swift's cooperative pool (two threads here), and a test blocked in `poll`
    // would starve every other test's tasks and timers.

    /// The next message from the server, parsed.
    public func readMessage(timeout: Double = 5) async throws -> JSONValue {
        let body = try await readBody(timeout: timeout)
        do {
            return try JSONValue(parsing: body)
        } catch {
            throw TestClientError.badFraming("server sent invalid JSON (\(error)): \(String(decoding: body.prefix(200), as: UTF8.self))")
        }
    }

    /// The next message body, unparsed.
    public func readBody(timeout: Double = 5) async throws -> [UInt8] {
        let deadline = Self.now() + timeout
        while true {
            if let body = try framing.unframe(&readBuffer) { return body }
            guard Self.now() < deadline else { throw TestClientError.timeout("no message from the server within \(timeout) s") }
            guard try await fill(until: deadline) else {
                throw TestClientError.unexpected("server closed stdout (\(readBuffer.count) bytes left unframed)")
            }
        }
    }

    public func readMessages(_ count: Int, timeout: Double = 5) async throws -> [JSONValue] {
        var messages: [JSONValue] = []
        for _ in 0..<count { messages.append(try await readMessage(timeout: timeout)) }
        return messages
    }

    /// Fails when the server sends anything within `seconds`.
    public func expectSilence(for seconds: Double) async throws {
        let deadline = Self.now() + seconds
        while Self.now() < deadline {
            guard try await fill(until: deadline) else { break }
            if !readBuffer.isEmpty {
                throw TestClientError.unexpected("server sent \(String(decoding: readBuffer.prefix(200), as: UTF8.self))")
            }
        }
    }

    /// Reads until the server closes stdout, returning the remaining messages.
    public func readUntilClosed(timeout: Double = 5) async throws -> [JSONValue] {
        let deadline = Self.now() + timeout
        while try await fill(until: deadline) {
            guard Self.now() < deadline else { throw TestClientError.timeout("server kept stdout open") }
        }
        var messages: [JSONValue] = []
        while let body = try framing.unframe(&readBuffer) { messages.append(try JSONValue(parsing: body)) }
        return messages
    }

    /// Waits until some bytes arrive (true), stdout ends (false) or the deadline passes (true).
    private func fill(until deadline: Double) async throws -> Bool {
        while true {
            if let result = readAvailable() { return result }
            if Self.now() >= deadline { return true }
            try await Task.sleep(for: .microseconds(500))
        }
    }

    /// One non-blocking read: true when bytes arrived, false at end of stdout, nil when none yet.
    private func readAvailable() -> Bool? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(stdoutFD, $0.baseAddress, $0.count) }
        if count > 0 {
            readBuffer.append(contentsOf: chunk[..<count])
            return true
        }
        if count < 0, errno == EAGAIN || errno == EINTR { return nil }
        return false
    }

    // MARK: - Process

    /// Waits for the server to exit and returns its exit code (128+signal when killed).
    public func waitForExit(timeout: Double = 5) async throws -> Int32 {
        if let status = exitStatus.withLock({ $0 }) { return status }
        let deadline = Self.now() + timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Self.now() < deadline else { throw TestClientError.timeout("server did not exit within \(timeout) s") }
            try await Task.sleep(for: .milliseconds(2))
        }
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus.withLock { $0 = code }
        return code
    }

    /// What the server wrote to stderr so far.
    public var standardError: String {
        guard let file = fopen(stderrPath, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Resident memory of the server in KiB, from `/proc/PID/status`.
    public var residentKilobytes: Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") {
                return Int(text.dropFirst(6).filter { $0.isNumber })
            }
        }
        return nil
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
