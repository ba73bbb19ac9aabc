#if canImport(Glibc)
internal import Glibc
#endif
internal import Dispatch
package import JSON
internal import Transport
internal import Synchronization

/// A `uistate serve` child process on real pipes, with a framing-aware client on top.
///
/// Waiting is event-driven: a read waits for the server's bytes or end of file, an exit wait for
/// the reaper, never for a poll interval. Every wait still has a deadline, but only as a safety
/// net against a hung server: 60 s by default, far beyond what a loaded two-core machine needs
/// (a reply there takes milliseconds to a few seconds). When one fires, the error says what was
/// pending, whether the server had exited, and what it wrote to stderr.
///
/// `@unchecked Sendable`: `readBuffer` is used by one test at a time; the only cross-thread use
/// is a writer thread calling `sendRaw` while the test reads, and `stdin` is behind a mutex.
package final class ServerProcess: @unchecked Sendable {
    /// The safety-net deadline of every wait, in seconds.
    package static let defaultTimeout: Double = 60

    package let pid: Int32
    package let framing: ClientFraming
    private let child: ChildProcess
    private let stdin: Mutex<Int32>
    private let output: OutputReader
    private let stderrPath: String
    /// Bytes read from the server; those before `readStart` were already taken as messages.
    private var readBuffer: [UInt8] = []
    private var readStart = 0
    /// False while `readBuffer` is known to hold no whole newline-framed message.
    private var bufferMayHoldFrame = true

    /// Starts the server. `arguments` follow the executable (default `serve`); `executable` is
    /// `uistate` unless given (a plugin built on `UIStatePlugin` is a server too).
    package init(framing: ClientFraming, arguments: [String] = ["serve"], executable: String? = nil) throws {
        self.framing = framing
        let executable = try executable ?? UIStateBinary.path()
        let stderrPath = "/tmp/uistate-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).stderr"
        self.stderrPath = stderrPath
        do {
            child = try Command([executable] + arguments).standardError(.file(stderrPath)).spawn()
        } catch {
            throw TestClientError.spawnFailed(error.description)
        }
        pid = child.pid
        stdin = Mutex(child.standardInput)
        output = OutputReader(fd: child.standardOutput)
    }

    deinit {
        child.kill()
        output.stop()
        closeInput()
        unlink(stderrPath)
    }

    // MARK: - Sending

    /// Writes raw bytes to the server's stdin (blocking while the pipe is full).
    package func sendRaw(_ bytes: [UInt8]) {
        let fd = stdin.withLock { $0 }
        guard fd >= 0 else { return }
        FileDescriptorIO.writeAll(fd, bytes)
    }

    package func sendRaw(_ text: String) { sendRaw(Array(text.utf8)) }

    /// Frames and sends one JSON body given as text (sent as is, even when not valid JSON).
    package func send(_ body: String) { sendRaw(framing.frame(body)) }

    package func send(_ value: JSONValue) { sendRaw(framing.frame(value.serialized())) }

    package func request(_ id: JSONValue, _ method: String, _ params: JSONValue? = nil) {
        var message: JSONObject = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    package func notify(_ method: String, _ params: JSONValue? = nil) {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    /// Sends `initialize` and returns its result.
    @discardableResult
    package func initialize(_ params: JSONValue = ["clientInfo": ["name": "uistate-tests"]]) async throws -> JSONValue {
        request("init", "initialize", params)
        let response = try await readMessage()
        guard let result = response["result"] else { throw TestClientError.unexpected("initialize failed: \(response)") }
        notify("initialized", [:])
        return result
    }

    /// Closes stdin: the server sees end of input.
    package func closeInput() {
        let fd = stdin.withLock { fd in
            defer { fd = -1 }
            return fd
        }
        if fd >= 0 { FileDescriptorIO.close(fd) }
    }

    // MARK: - Receiving

    /// The next message from the server, parsed.
    package func readMessage(timeout: Double = ServerProcess.defaultTimeout) async throws -> JSONValue {
        let body = try await readBody(timeout: timeout)
        do {
            return try JSONValue(parsing: body)
        } catch {
            throw TestClientError.badFraming("server sent invalid JSON (\(error)): \(String(decoding: body.prefix(200), as: UTF8.self))")
        }
    }

    /// The next message body, unparsed.
    /// `timeout` bounds the server's silence, not the whole message: a large frame arriving
    /// slowly on a loaded machine is progress, and each chunk restarts the wait.
    package func readBody(timeout: Double = ServerProcess.defaultTimeout) async throws -> [UInt8] {
        var deadline = Self.deadline(after: timeout)
        var timedOut = false
        while true {
            if bufferMayHoldFrame, let body = try takeFrame() { return body }
            // A newline-framed reply is whole only once a newline arrived: without this, a
            // 10 MB line would be searched again for every 64 KB that arrives.
            bufferMayHoldFrame = framing == .contentLength
            let (bytes, closed) = output.take()
            if !bytes.isEmpty {
                readBuffer += bytes
                if bytes.contains(0x0A) { bufferMayHoldFrame = true }
                deadline = Self.deadline(after: timeout)
                timedOut = false
                continue
            }
            if closed {
                throw TestClientError.unexpected("server closed stdout (\(unread) bytes left unframed); \(processState())")
            }
            // One more look after the deadline, so bytes that raced the timer still count.
            if timedOut { throw TestClientError.timeout("nothing from the server for \(timeout) s (\(unread) bytes of an unfinished frame); \(processState())") }
            timedOut = !(await output.wait(until: deadline))
        }
    }

    /// Bytes read and not yet taken as messages.
    private var unread: Int { readBuffer.count - readStart }

    /// Takes the next whole message out of the buffer, dropping taken bytes only once they are
    /// most of it (so many pipelined replies cost one pass, not one move of the rest each).
    private func takeFrame() throws -> [UInt8]? {
        guard let (body, next) = try framing.nextFrame(in: readBuffer, from: readStart) else { return nil }
        readStart = next
        if readStart == readBuffer.count {
            readBuffer.removeAll(keepingCapacity: true)
            readStart = 0
        } else if readStart > 1 << 16, readStart * 2 > readBuffer.count {
            readBuffer.removeFirst(readStart)
            readStart = 0
        }
        return body
    }

    package func readMessages(_ count: Int, timeout: Double = ServerProcess.defaultTimeout) async throws -> [JSONValue] {
        var messages: [JSONValue] = []
        for _ in 0..<count { messages.append(try await readMessage(timeout: timeout)) }
        return messages
    }

    /// Fails when the server sends anything within `seconds`. A busy machine can only make this
    /// check weaker (less time observed), never fail it falsely.
    package func expectSilence(for seconds: Double) async throws {
        let deadline = Self.deadline(after: seconds)
        while true {
            let (bytes, closed) = output.take()
            readBuffer += bytes
            bufferMayHoldFrame = true
            if unread > 0 {
                throw TestClientError.unexpected("server sent \(String(decoding: readBuffer[readStart...].prefix(200), as: UTF8.self))")
            }
            if closed { return }
            guard await output.wait(until: deadline) else { return }
        }
    }

    /// Reads until the server closes stdout, returning the remaining messages.
    package func readUntilClosed(timeout: Double = ServerProcess.defaultTimeout) async throws -> [JSONValue] {
        let deadline = Self.deadline(after: timeout)
        var timedOut = false
        while true {
            let (bytes, closed) = output.take()
            readBuffer += bytes
            bufferMayHoldFrame = true
            if closed { break }
            if timedOut { throw TestClientError.timeout("server kept stdout open for \(timeout) s; \(processState())") }
            timedOut = !(await output.wait(until: deadline))
        }
        var messages: [JSONValue] = []
        while let body = try takeFrame() { messages.append(try JSONValue(parsing: body)) }
        return messages
    }

    // MARK: - Process

    /// Waits for the server to exit and returns its exit code (128+signal when killed).
    package func waitForExit(timeout: Double = ServerProcess.defaultTimeout) async throws -> Int32 {
        guard let status = await child.exited(timeout: .milliseconds(Int64(timeout * 1000))) else {
            throw TestClientError.timeout("server did not exit within \(timeout) s; stderr: \(stderrTail())")
        }
        return status.code
    }

    /// The exit code when the server has exited, nil while it runs.
    package var exitCode: Int32? { child.exitStatus?.code }

    /// What the server wrote to stderr so far.
    package var standardError: String {
        String(decoding: (try? FileDescriptorIO.contentsOfFile(atPath: stderrPath)) ?? [], as: UTF8.self)
    }

    /// Resident memory of the server in KiB, from `/proc/PID/status`.
    package var residentKilobytes: Int? { statusKilobytes("VmRSS:") }

    /// The most resident memory the server has had so far, in KiB (`VmHWM`, the high-water mark).
    package var peakResidentKilobytes: Int? { statusKilobytes("VmHWM:") }

    private func statusKilobytes(_ field: String) -> Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix(field) {
                return Int(text.dropFirst(field.count).filter { $0.isNumber })
            }
        }
        return nil
    }

    /// Whether the server still runs, and the end of its stderr: for failure messages.
    private func processState() -> String {
        let status = child.exitStatus.map { "the server \($0)" } ?? "the server is still running"
        return "\(status); stderr: \(stderrTail())"
    }

    private func stderrTail() -> String {
        let text = standardError
        return text.isEmpty ? "(empty)" : String(text.suffix(800))
    }

    private static func deadline(after seconds: Double) -> DispatchTime {
        .now() + .nanoseconds(Int(seconds * 1e9))
    }
}
