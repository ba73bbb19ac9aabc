import Dispatch
public import JSONValue
public import RPCProtocol
import RPCTransport
import ProcessSpawning
import Synchronization

// MARK: - PluginClient

/// The host's JSON-RPC client of one running plugin process: requests with ids of its own,
/// responses matched back, notifications handed on, and every request in flight answered with
/// −33006 when the process dies.
///
/// Requests are written in the order `send` is called (a writer thread drains a queue), so
/// requests to one store reach the plugin in the order they reached the host.
public final class PluginClient: Sendable {
    /// A request sent and not yet answered.
    public struct Call: Sendable {
        let id: Int64
        let client: PluginClient

        /// Waits for the plugin's answer. Cancelling the waiting task sends `$/cancelRequest` to
        /// the plugin and keeps waiting: the plugin still answers exactly once.
        public func response() async throws(ResponseError) -> JSONValue {
            let result = await withTaskCancellationHandler {
                await client.wait(for: id)
            } onCancel: {
                client.notify("$/cancelRequest", params: ["id": .integer(id)])
            }
            return try result.get()
        }
    }

    /// Who reads the plugin's output: the plugin's name (for errors) and what to do with
    /// notifications and with its death.
    public struct Handlers: Sendable {
        public var name: String
        /// Called on the reader thread for each notification; it may block to apply
        /// back-pressure (the plugin then blocks writing).
        public var notification: @Sendable (_ method: String, _ params: JSONValue?) -> Void
        /// Called once when the plugin's stdout ends, with its exit code.
        public var exited: @Sendable (_ status: Int32) -> Void

        public init(name: String, notification: @escaping @Sendable (String, JSONValue?) -> Void,
                    exited: @escaping @Sendable (Int32) -> Void) {
            self.name = name
            self.notification = notification
            self.exited = exited
        }
    }

    private struct State {
        var nextID: Int64 = 0
        /// Answers that arrived before anyone waited, and waiters whose answer has not arrived.
        var answers: [Int64: Result<JSONValue, ResponseError>] = [:]
        var waiters: [Int64: CheckedContinuation<Result<JSONValue, ResponseError>, Never>] = [:]
        var outstanding: Set<Int64> = []
        /// Set once the process is gone: the error every later request gets.
        var death: ResponseError?
    }

    public let pid: Int32
    private let child: ChildProcess
    private let handlers: Handlers
    private let writer: WriteQueue
    private let state = Mutex(State())

    /// Starts `path` and reads its output on threads of its own.
    ///
    /// - Throws: a description of why the executable could not be started.
    public init(path: String, arguments: [String] = [], handlers: Handlers) throws {
        let child: ChildProcess
        do {
            child = try Command([path] + arguments).standardError(.pipe).spawn()
        } catch {
            throw PluginStartError(description: "cannot start \(path): \(error.description)")
        }
        self.child = child
        pid = child.pid
        self.handlers = handlers
        writer = WriteQueue(fd: child.standardInput)
        startReading(child.standardOutput)
        startDrainingStandardError(child.standardError)
    }

    // MARK: - Sending

    /// Writes a request now and returns the call to await.
    public func send(_ method: String, params: JSONValue?) -> Call {
        let (id, death) = state.withLock { state -> (Int64, ResponseError?) in
            state.nextID += 1
            if let death = state.death {
                state.answers[state.nextID] = .failure(death)
            } else {
                state.outstanding.insert(state.nextID)
            }
            return (state.nextID, state.death)
        }
        if death == nil {
            var message: JSONObject = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
            if let params { message["params"] = params }
            write(.object(message))
        }
        return Call(id: id, client: self)
    }

    /// Sends a request and waits for the answer.
    public func request(_ method: String, params: JSONValue?) async throws(ResponseError) -> JSONValue {
        try await send(method, params: params).response()
    }

    public func notify(_ method: String, params: JSONValue?) {
        var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        write(.object(message))
    }

    /// Asks the plugin to go: closes its stdin (a uistate server exits on end of input).
    public func close() {
        writer.close()
    }

    /// Ends the plugin at once.
    public func kill() {
        child.kill()
    }

    private func write(_ message: JSONValue) {
        var bytes: [UInt8] = []
        Framing.contentLength.frame(message.serialized(), into: &bytes)
        writer.enqueue(bytes)
    }

    // MARK: - Receiving

    fileprivate func wait(for id: Int64) async -> Result<JSONValue, ResponseError> {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Result<JSONValue, ResponseError>? in
                if let answer = state.answers.removeValue(forKey: id) { return answer }
                state.waiters[id] = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private func deliver(_ id: Int64, _ result: Result<JSONValue, ResponseError>) {
        let waiter = state.withLock { state -> CheckedContinuation<Result<JSONValue, ResponseError>, Never>? in
            guard state.outstanding.remove(id) != nil else { return nil }
            if let waiter = state.waiters.removeValue(forKey: id) { return waiter }
            state.answers[id] = result
            return nil
        }
        waiter?.resume(returning: result)
    }

    private func startReading(_ fd: Int32) {
        Platform.startThread { [self] in
            var decoder = FrameDecoder(framing: .contentLength)
            var buffer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = Platform.read(fd, into: &chunk)
                if count > 0 { buffer.append(contentsOf: chunk[..<count]) }
                let atEnd = count <= 0
                var consumed = 0
                while true {
                    let step = buffer.withUnsafeBytes { bytes in
                        decoder.next(in: UnsafeRawBufferPointer(rebasing: bytes[consumed...]), atEnd: atEnd)
                    }
                    guard let step else { break }
                    switch step {
                    case .frame(let body, let used):
                        let start = consumed + body.lowerBound, end = consumed + body.upperBound
                        handle(Array(buffer[start..<end]))
                        consumed += used
                    case .skip(let used, _):
                        consumed += used
                    }
                }
                buffer.removeFirst(consumed)
                if atEnd { break }
            }
            Platform.close(fd)
            writer.close()
            // Its stdout closed: it is on its way out; a second is plenty to finish exiting.
            let status = child.reap(killingAfter: .seconds(1))
            died(status: status.code)
        }
    }

    private func handle(_ body: [UInt8]) {
        guard let message = try? JSONValue(parsing: body) else { return }
        if let method = message["method"]?.stringValue {
            // Requests from a plugin are not part of the protocol; only notifications go on.
            if message["id"] == nil { handlers.notification(method, message["params"]) }
            return
        }
        guard let id = message["id"]?.integerValue else { return }
        if let error = message["error"] {
            deliver(id, .failure(ResponseError(error) ?? .internalError("plugin \(handlers.name) sent a malformed error")))
        } else {
            deliver(id, .success(message["result"] ?? .null))
        }
    }

    private func died(status: Int32) {
        let error = PluginErrors.exited(handlers.name, status: status)
        let orphans = state.withLock { state in
            state.death = error
            let waiting = state.waiters
            state.waiters = [:]
            for id in state.outstanding where waiting[id] == nil { state.answers[id] = .failure(error) }
            state.outstanding = []
            return waiting
        }
        for (_, waiter) in orphans { waiter.resume(returning: .failure(error)) }
        handlers.exited(status)
    }

    /// Copies the plugin's stderr to the host's, a line at a time with `[name] ` before each,
    /// so a chatty plugin never blocks on a full pipe.
    private func startDrainingStandardError(_ fd: Int32) {
        let prefix = "[\(handlers.name)] "
        Platform.startThread {
            var line: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = Platform.read(fd, into: &chunk)
                guard count > 0 else { break }
                for byte in chunk[..<count] {
                    line.append(byte)
                    if byte == UInt8(ascii: "\n") {
                        Platform.writeToStandardError(prefix + String(decoding: line, as: UTF8.self))
                        line.removeAll(keepingCapacity: true)
                    }
                }
            }
            if !line.isEmpty { Platform.writeToStandardError(prefix + String(decoding: line, as: UTF8.self) + "\n") }
            Platform.close(fd)
        }
    }
}

// MARK: - PluginStartError

/// A plugin that could not be started, initialized or listed.
public struct PluginStartError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}
