package import JSON
import Transport
import Synchronization
package import UIStateProtocol

/// One server process speaking the uistate protocol over stdio, as a JSON-RPC client: spawned,
/// initialized, then requests sent newline-framed with replies matched by id.
///
/// A reader thread parses replies and resumes the waiting callers; writes happen on the
/// caller's task (short messages into a pipe the server drains on its own reader thread).
/// When the process ends, every waiting call fails with −33006 and so does every later one.
package final class ServerConnection: Sendable {
    private struct Pending {
        var nextID: Int64 = 1
        var waiting: [Int64: CheckedContinuation<Result<JSONValue, ResponseError>, Never>] = [:]
        var closedReason: String?
    }

    private let process: ChildProcess
    private let command: String
    private let state = Mutex(Pending())
    /// Serializes writes so that two frames never interleave; true once stdin is closed (a file
    /// descriptor must be closed once: its number may belong to another file afterwards).
    private let writeLock = Mutex(false)

    private init(process: ChildProcess, command: String) {
        self.process = process
        self.command = command
    }

    /// Starts `command` and reads its replies on a thread of its own; `initialize` next.
    ///
    /// - Throws: −33006 when it cannot be started.
    package static func spawn(_ command: [String]) throws(ResponseError) -> ServerConnection {
        let process: ChildProcess
        do {
            // Its stderr is ours: a server's log lines show next to the report, where a user
            // debugging `--server` wants them.
            process = try Command(command).spawn()
        } catch {
            throw ResponseError(code: .pluginFailed, message: error.description)
        }
        let connection = ServerConnection(process: process, command: command.joined(separator: " "))
        guard DetachedThread.start({ connection.readReplies() }) else {
            process.kill()
            FileDescriptorIO.close(process.standardInput)
            FileDescriptorIO.close(process.standardOutput)
            throw ResponseError(code: .pluginFailed, message: "cannot start a reader thread for \(connection.command)")
        }
        return connection
    }

    /// The LSP-style handshake: `initialize`, then `initialized`.
    ///
    /// - Throws: what the server answered (−33014 for another major version), −33006 if it died.
    package func initialize() async throws(ResponseError) {
        _ = try await call("initialize", ["processId": .null, "clientInfo": ["name": "uistate replay"], "capabilities": [:]])
        notify("initialized", [:])
    }

    /// Whether the process is still there to answer.
    package var isAlive: Bool { state.withLock { $0.closedReason == nil } }

    /// Sends a request and waits for its reply.
    package func call(_ method: String, _ params: JSONValue?) async throws(ResponseError) -> JSONValue {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<JSONValue, ResponseError>, Never>) in
            let id: Int64? = state.withLock { state in
                if state.closedReason != nil { return nil }
                let id = state.nextID
                state.nextID += 1
                state.waiting[id] = continuation
                return id
            }
            guard let id else {
                continuation.resume(returning: .failure(gone()))
                return
            }
            var message: JSONObject = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
            if let params { message["params"] = params }
            if !send(.object(message)) {
                let waiting = state.withLock { $0.waiting.removeValue(forKey: id) }
                waiting?.resume(returning: .failure(gone()))
            }
        }
        return try result.get()
    }

    /// Sends a notification.
    package func notify(_ method: String, _ params: JSONValue?) {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        _ = send(.object(message))
    }

    /// Asks the server to shut down and waits for it to exit.
    package func shutDown() async {
        if isAlive {
            _ = try? await call("shutdown", nil)
            notify("exit", nil)
        }
        closeInput()
        close(reason: "shut down")
    }

    /// Kills the process at once (a scenario timed out inside it); waiting calls fail.
    package func kill() {
        // Only while the reader has not reaped it: afterwards the pid may be another process's.
        if isAlive { process.kill() }
        closeInput()
        close(reason: "killed after a timeout")
    }

    // MARK: - Internals

    private func send(_ message: JSONValue) -> Bool {
        let bytes = Array((message.serializedString(.compact) + "\n").utf8)
        return writeLock.withLock { closed in !closed && FileDescriptorIO.writeAll(process.standardInput, bytes) }
    }

    private func closeInput() {
        writeLock.withLock { closed in
            guard !closed else { return }
            closed = true
            FileDescriptorIO.close(process.standardInput)
        }
    }

    private func gone() -> ResponseError {
        let reason = state.withLock { $0.closedReason } ?? "closed"
        return ResponseError(code: .pluginFailed, message: "the server (\(command)) is gone: \(reason)")
    }

    /// Marks the connection closed and fails every waiting call.
    private func close(reason: String) {
        let waiting = state.withLock { state -> [CheckedContinuation<Result<JSONValue, ResponseError>, Never>] in
            if state.closedReason == nil { state.closedReason = reason }
            defer { state.waiting.removeAll() }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume(returning: .failure(gone())) }
    }

    /// The reader thread: splits stdout into lines, resumes the caller of each reply, and at
    /// the end of output reaps the process.
    private func readReplies() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        while true {
            let count = FileDescriptorIO.read(process.standardOutput, into: &buffer)
            if count <= 0 { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                line.append(contentsOf: buffer[start..<index])
                deliver(line)
                line.removeAll(keepingCapacity: true)
                start = index + 1
            }
            line.append(contentsOf: buffer[start..<count])
        }
        close(reason: "it exited")
        _ = process.waitForExit()
        FileDescriptorIO.close(process.standardOutput)
    }

    private func deliver(_ line: [UInt8]) {
        guard !line.isEmpty, let message = try? JSONValue(parsing: line) else { return }
        // Notifications (`$/logTrace`, `store/didChange`) and replies without a numeric id are
        // not ours to wait for.
        guard let id = message["id"]?.integerValue else { return }
        guard let continuation = state.withLock({ $0.waiting.removeValue(forKey: id) }) else { return }
        if let error = message["error"] {
            let code = error["code"]?.integerValue.flatMap { Int(exactly: $0) }.map { ErrorCode($0) } ?? .internalError
            let failure = ResponseError(code: code, message: error["message"]?.stringValue ?? "error", data: error["data"])
            continuation.resume(returning: .failure(failure))
        } else {
            continuation.resume(returning: .success(message["result"] ?? .null))
        }
    }
}
