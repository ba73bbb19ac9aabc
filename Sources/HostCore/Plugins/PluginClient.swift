import Dispatch
package import JSON
package import UIStateProtocol
import Transport
import Synchronization

// MARK: - PluginClient

/// The host's JSON-RPC client of one running plugin process: requests with ids of its own,
/// responses matched back, notifications handed on, and every request in flight answered with
/// −33006 when the process dies.
///
/// Requests are written in the order `send` is called (a writer thread drains a queue), so
/// requests to one store reach the plugin in the order they reached the host.
package final class PluginClient: ForwardingTarget, Sendable {
    /// A request sent and not yet answered.
    package struct Call: Sendable {
        let id: Int64
        let client: PluginClient

        /// Waits for the plugin's answer. Cancelling the waiting task answers −32800 at once,
        /// passes `$/cancelRequest` on to the plugin and drops the plugin's late answer, so a
        /// plugin that stopped answering cannot hold a cancelled request.
        package func response() async throws(ResponseError) -> JSONValue {
            let result = await withTaskCancellationHandler {
                await client.wait(for: id)
            } onCancel: {
                client.abandon(id)
            }
            return try result.flatMap(PluginClient.parsed).get()
        }

        /// Calls `body` with the plugin's answer, on whichever thread has it (the reader's, or
        /// this one's when it is already in), with no task waiting; returns what cancels the
        /// request as `response()`'s cancellation does (`body` then gets −32800 at once).
        package func whenAnswered(_ body: @escaping Waiter) -> @Sendable () -> Void {
            client.wait(for: id, body)
            return { [client, id] in client.abandon(id) }
        }
    }

    /// Who waits for an answer: called once, outside the client's lock.
    /// An answer's result may come encoded (`EncodedAnswer`), to be passed on as it is.
    package typealias Waiter = @Sendable (Result<ResultBody, ResponseError>) -> Void

    /// Runs on the reader thread when a request's answer arrives, before anyone waiting sees
    /// it, in the order of the plugin's output; `abandoned` when the request was cancelled.
    package typealias AnswerObserver = @Sendable (_ answer: Result<JSONValue, ResponseError>, _ abandoned: Bool) -> Void

    /// A request sent and not answered: its method (for errors), observer, the wall-clock time
    /// past which the plugin counts as hung (nil: no limit), and who waits for its answer.
    private struct Outstanding {
        var method: String
        var observer: AnswerObserver?
        var due: DispatchTime?
        var waiter: Waiter?
    }

    /// A client's request forwarded as it came (`forward`): its one in-flight entry, which the
    /// connection does not duplicate (`Forwarding`). Its errors' ids get this client's prefix
    /// (`Handlers.run`), so nothing of the plugin's is stored per request.
    private struct Forwarded {
        var reply: ForwardedReply
        /// The method, for the error when the plugin does not answer it in time (the store
        /// methods' names are small strings: no reference to count).
        var method: String
        /// The deadline sweeps made before it was sent (`sweeps`).
        var sent: UInt64
    }

    private struct State {
        /// Answers that arrived (or were decided) before anyone waited.
        var answers: [SequenceKey: Result<ResultBody, ResponseError>] = [:]
        /// Requests sent and not answered, with their waiters once someone waits: one entry per
        /// request, so an answer finds both in one look-up. Keyed by the ids this client hands
        /// out in turn (`SequenceKey`: no SipHash per request); a plugin's answer only looks up.
        var outstanding: [SequenceKey: Outstanding] = [:]
        /// Clients' requests forwarded and not answered, by the ids `outstanding` uses too: an
        /// answer finds the connection's reply in one look-up, an index into a window of the
        /// ids in flight (`SequenceWindow`), as they are answered in about the order sent.
        var forwarded = SequenceWindow<Forwarded>()
        /// Requests answered −32800 whose plugin answer is still to come (and to be dropped).
        var abandoned: [SequenceKey: AnswerObserver?] = [:]
        /// Set once the process is gone or given up on: the error every later request gets.
        var death: ResponseError?
        /// Set once the reader reaps the process: its pid may then name another process.
    }

    package let pid: Int32
    private let child: ChildProcess
    let handlers: Handlers
    private let writer: WriteQueue
    private let state = Mutex(State())
    /// The ids this client hands out, one after another (`nextID`): taken outside the lock, so
    /// that a forwarded request's number is known before the connection records it.
    private let lastID = Atomic<Int64>(0)
    /// `handlers.requestTimeout` as Dispatch reads it, converted once rather than per request.
    private let requestInterval: DispatchTimeInterval?
    /// How many deadline sweeps ran: a forwarded request's clock (`Forwarded.sent`), read with no
    /// system call. The sweeps are at least `sweepInterval` apart, so a request that saw `n`
    /// has waited at least `k - 1` intervals when sweep `n + k` runs (`sweepsBeforeHung`).
    private let sweeps = Atomic<UInt64>(0)
    /// Set with `State.death`, read without the lock (`retired`).
    private let dead = Atomic<Bool>(false)

    /// Starts `path` and reads its output on threads of its own.
    ///
    /// - Throws: a description of why the executable could not be started.
    package init(path: String, arguments: [String] = [], handlers: Handlers) throws {
        let child: ChildProcess
        do {
            child = try Command([path] + arguments).standardError(.pipe).spawn()
        } catch {
            throw PluginStartError(description: "cannot start \(path): \(error.description)")
        }
        self.child = child
        pid = child.pid
        self.handlers = handlers
        requestInterval = handlers.requestTimeout.map(Self.interval)
        writer = WriteQueue(fd: child.standardInput)
        if let timeout = handlers.requestTimeout {
            scheduleSweep(every: Self.interval(Self.sweepInterval(for: timeout)), hungAfter: Self.sweepsBeforeHung(for: timeout))
        }
        startReading(child.standardOutput)
        startDrainingStandardError(child.standardError)
    }

    // MARK: - Sending

    /// Writes a request now and returns the call to await.
    ///
    /// - Parameters:
    ///   - observer: sees the answer on the reader thread before any waiter does.
    ///   - timed: whether `requestTimeout` applies (start-up requests have a limit of their own).
    package func send(_ method: String, params: JSONValue?, observer: AnswerObserver? = nil, timed: Bool = true) -> Call {
        let due = timed ? handlers.requestTimeout.map { DispatchTime.now() + Self.interval($0 + Self.extraTime(for: method, params: params)) } : nil
        let (id, sending) = start(method, observer: observer, due: due)
        if sending { write(RequestMessage(id: .integer(id), method: method, params: params)) }
        return Call(id: id, client: self)
    }

    /// As `send(_:params:)`, for a client's request passed on as it came (`RequestBytes`): its
    /// params go to the plugin unparsed, the routing member's string replaced by `route` (the
    /// id inside the plugin). Timed as `send`, with no extra time: not for `store/settle`.
    package func send(passingOn request: RequestBytes, route: String) -> Call {
        send(passingOn: request) { id in request.passedOn(id: id, route: route) }
    }

    private func send(passingOn request: RequestBytes, body: (Int64) -> [UInt8]) -> Call {
        let due = requestInterval.map { DispatchTime.now() + $0 }
        let (id, sending) = start(request.method, observer: nil, due: due)
        if sending { enqueueFramed(body(id)) }
        return Call(id: id, client: self)
    }

    /// Sends a client's request read from its bytes (`RequestBytes`) on as it came, its route
    /// inside the plugin the end of the request's own from `routeStart`: only the id and the
    /// route rewritten, written straight into the writer's batch, and the answer handed to
    /// `forwarding`'s reply from the reader (its result's bytes as they came when
    /// `EncodedAnswer` vouches for them). Errors get the ids of this client's plugin run
    /// (`PluginRouter.prefixed`). Timed as `send`, with no extra time: not for `store/settle`.
    package func forward(_ request: RequestBytes, routeFrom routeStart: Int, _ forwarding: Forwarding) {
        let id = nextID()
        // The connection counts it and tells this client of cancellations from now on (its
        // reader is this thread, so none comes before the entry is in).
        // Moved into the table, not copied: it is left here only when the plugin is dead.
        var entry: Forwarded? = Forwarded(reply: forwarding.begin(to: self), method: request.method, sent: sweeps.load(ordering: .relaxed))
        let death = state.withLock { state -> ResponseError? in
            if let death = state.death { return death }
            if let forwarded = entry.take() { state.forwarded.insert(forwarded, for: UInt64(bitPattern: id)) }
            return nil
        }
        if let death, let entry { return answer(entry.reply, .failure(death)) }
        // Header and body written straight into the writer's batch, under its lock: no copy.
        let bodyCount = request.passedOnCount(id: id, routeFrom: routeStart)
        writer.enqueue(upTo: Framing.maxFrameCount(bodyCount: bodyCount)) { room in
            Framing.contentLength.writeFrame(bodyCount: bodyCount, into: room) { body in
                request.writePassedOn(id: id, routeFrom: routeStart, into: body)
            }
        }
    }

    private func nextID() -> Int64 {
        lastID.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// A forwarded request's answer, its ids prefixed as its plugin run's.
    private func answer(_ reply: ForwardedReply, _ result: Result<ResultBody, ResponseError>) {
        reply.answer(PluginRouter.prefixed(result, plugin: handlers.name, run: handlers.run) { $0 })
    }

    /// Answers −32800 now the requests of `id` that `connection` forwarded here, tells the
    /// plugin, and drops their answers when they come. Looks through the requests in flight
    /// (at most the connection's limit), as cancellations are rare.
    package func cancelForwarded(_ id: RequestID, from connection: RPCConnection) {
        let cancelled = state.withLock { state -> [(number: SequenceKey, reply: ForwardedReply)] in
            guard !state.forwarded.isEmpty else { return [] }
            // In the order they were sent.
            let found = state.forwarded.sorted.compactMap { number, request -> (number: SequenceKey, reply: ForwardedReply)? in
                request.reply.answers(id, of: connection) ? (SequenceKey(number), request.reply) : nil
            }
            for (number, _) in found {
                _ = state.forwarded.remove(number.value)
                state.abandoned.updateValue(nil, forKey: number)
            }
            return found
        }
        for (number, reply) in cancelled {
            reply.answer(.failure(.requestCancelled))
            notify("$/cancelRequest", params: ["id": .integer(Int64(bitPattern: number.value))])
        }
    }

    package var retired: Bool { dead.load(ordering: .acquiring) }

    /// Numbers a request and records it in flight; false when the plugin is dead (the request
    /// is then answered with its death, and must not be written).
    private func start(_ method: String, observer: AnswerObserver?, due: DispatchTime?) -> (id: Int64, sending: Bool) {
        let id = nextID()
        return state.withLock { state -> (Int64, Bool) in
            if let death = state.death {
                state.answers[SequenceKey(id)] = .failure(death)
                return (id, false)
            }
            state.outstanding[SequenceKey(id)] = Outstanding(method: method, observer: observer, due: due)
            return (id, true)
        }
    }

    /// `store/settle` may wait as long as it was told to, on top of the plugin timeout.
    private static func extraTime(for method: String, params: JSONValue?) -> Duration {
        guard method == StoreSettleRequest.method, let milliseconds = params?["timeoutMs"]?.integerValue, milliseconds > 0 else { return .zero }
        return .milliseconds(milliseconds)
    }

    /// Sends a request and waits for the answer.
    package func request(_ method: String, params: JSONValue?, timed: Bool = true) async throws(ResponseError) -> JSONValue {
        try await send(method, params: params, timed: timed).response()
    }

    package func notify(_ method: String, params: JSONValue?) {
        write(NotificationMessage(method: method, params: params))
    }

    /// Asks the plugin to go: closes its stdin (a uistate server exits on end of input).
    package func close() {
        writer.close()
    }

    /// Ends the plugin at once (unless it was already reaped, when its pid may be another's).
    package func kill() {
        // ChildProcess sends nothing once the reaper collected it: its pid may then be another's.
        child.kill()
    }

    /// Written by hand (`WireWritable`), then framed straight into the writer's batch: no
    /// object built per request, and one copy.
    private func write(_ message: some WireWritable) {
        enqueueFramed(message.serialized)
    }

    private func enqueueFramed(_ body: [UInt8]) {
        body.withUnsafeBytes { bytes in
            writer.enqueue(upTo: Framing.maxFrameCount(bodyCount: bytes.count)) { room in
                Framing.contentLength.writeFrame(bodyCount: bytes.count, into: room) { $0.copyMemory(from: bytes) }
            }
        }
    }

    // MARK: - Receiving

    fileprivate func wait(for id: Int64) async -> Result<ResultBody, ResponseError> {
        await withCheckedContinuation { continuation in
            wait(for: id) { answer in continuation.resume(returning: answer) }
        }
    }

    fileprivate func wait(for id: Int64, _ waiter: @escaping Waiter) {
        let key = SequenceKey(id)
        let ready = state.withLock { state -> Result<ResultBody, ResponseError>? in
            if !state.answers.isEmpty, let answer = state.answers.removeValue(forKey: key) { return answer }
            guard let index = state.outstanding.index(forKey: key) else {
                // Every id sent is in flight or answered until its one waiter takes the answer.
                return .failure(.internalError("internal error: plugin request \(id) was waited for twice"))
            }
            state.outstanding.values[index].waiter = waiter
            return nil
        }
        if let ready { waiter(ready) }
    }

    /// A cancelled request: answered −32800 now (whoever waits, or will wait, gets it), the
    /// plugin told, and its answer dropped when it comes.
    fileprivate func abandon(_ id: Int64) {
        let key = SequenceKey(id)
        let (waiter, wasOutstanding) = state.withLock { state -> (Waiter?, Bool) in
            guard let request = state.outstanding.removeValue(forKey: key) else { return (nil, false) }
            state.abandoned.updateValue(request.observer, forKey: key)
            if request.waiter != nil { return (request.waiter, true) }
            state.answers[key] = .failure(.requestCancelled)
            return (nil, true)
        }
        waiter?(.failure(.requestCancelled))
        if wasOutstanding { notify("$/cancelRequest", params: ["id": .integer(id)]) }
    }

    /// Hands an answer to its waiter. An answer to an id never sent, or already answered, is
    /// a protocol violation: false.
    private func deliver(_ id: Int64, _ result: Result<ResultBody, ResponseError>) -> Bool {
        let key = SequenceKey(id)
        let outcome = state.withLock { state in Self.take(key, &state) { result } }
        switch outcome {
        case .forwarded(let reply):
            answer(reply, result)
            return true
        case .waiter(let waiter, let observer):
            observer?(result.flatMap(Self.parsed), false)
            waiter?(result)
            return true
        case .dropped(let observer):
            observer?(result.flatMap(Self.parsed), true)
            return true
        case .unknown:
            return false
        }
    }

    /// Who an answer is for, taken out of the table.
    private enum Taken {
        case forwarded(ForwardedReply)
        case waiter(Waiter?, AnswerObserver?)
        case dropped(AnswerObserver?)
        case unknown
    }

    /// The answer is kept for whoever waits later, made by `answer`, when no one waits yet.
    private static func take(_ key: SequenceKey, _ state: inout State, keeping answer: () -> Result<ResultBody, ResponseError>) -> Taken {
        if !state.abandoned.isEmpty, let observer = state.abandoned.removeValue(forKey: key) { return .dropped(observer) }
        if let forwarded = state.forwarded.remove(key.value) { return .forwarded(forwarded.reply) }
        guard let request = state.outstanding.removeValue(forKey: key) else { return .unknown }
        if request.waiter == nil { state.answers[key] = answer() }
        return .waiter(request.waiter, request.observer)
    }

    /// As `deliver`, for an answer `EncodedAnswer` vouched for: a forwarded request's reply
    /// takes the result's bytes as they are in the frame, with no copy made of them.
    private func deliver(_ id: Int64, encodedResult result: UnsafeRawBufferPointer) -> Bool {
        let key = SequenceKey(id)
        let body = { Result<ResultBody, ResponseError>.success(.encoded(Array(result))) }
        let outcome = state.withLock { state in Self.take(key, &state, keeping: body) }
        switch outcome {
        case .forwarded(let reply):
            reply.answer(encodedResult: result)
            return true
        case .waiter(let waiter, let observer):
            let body = body()
            observer?(body.flatMap(Self.parsed), false)
            waiter?(body)
            return true
        case .dropped(let observer):
            observer?(body().flatMap(Self.parsed), true)
            return true
        case .unknown:
            return false
        }
    }

    private func startReading(_ fd: Int32) {
        Platform.startThread { [self] in
            var decoder = FrameDecoder(framing: .contentLength)
            var buffer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var answerShape: EncodedAnswer.Shape?
            while true {
                let count = Platform.read(fd, into: &chunk)
                if count > 0 { buffer.append(contentsOf: chunk[..<count]) }
                let atEnd = count <= 0
                var consumed = 0
                // The replies to what one read brought leave in one write (`OutputBatch`). Its
                // bytes are taken once for all its frames: once a frame cost a retain and a
                // release of the buffer, twice.
                OutputBatch.run {
                    buffer.withUnsafeBytes { bytes in
                        while let step = decoder.next(in: UnsafeRawBufferPointer(rebasing: bytes[consumed...]), atEnd: atEnd) {
                            switch step {
                            case .frame(let body, let used):
                                handle(UnsafeRawBufferPointer(rebasing: bytes[(consumed + body.lowerBound)..<(consumed + body.upperBound)]),
                                       answerShape: &answerShape)
                                consumed += used
                            case .skip(let used, let error):
                                if let error { fail("broke the framing: \(error.reason)") }
                                consumed += used
                            }
                        }
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

    /// One message from the plugin. Anything but a notification or the answer to a request in
    /// flight breaks the protocol, and the plugin is given up on.
    ///
    /// `answerShape` is the last vouched answer's layout (`EncodedAnswer.Shape`), kept by the reader.
    private func handle(_ body: UnsafeRawBufferPointer, answerShape: inout EncodedAnswer.Shape?) {
        // An answer the host can pass on as it came is not parsed (nor encoded again later).
        if let answer = EncodedAnswer.Shape.answer(body, shape: &answerShape) {
            if !deliver(answer.id, encodedResult: UnsafeRawBufferPointer(rebasing: body[answer.result])) { unknownAnswer(answer.id) }
            return
        }
        guard case .object(let message)? = try? JSONValue(parsing: body) else {
            return fail("sent a message that is not a JSON object: \(Self.excerpt(body))")
        }
        if let method = message["method"]?.stringValue {
            // Requests from a plugin are not part of the protocol; only notifications go on.
            if message["id"] == nil { handlers.notification(method, message["params"]) }
            return
        }
        guard let id = message["id"]?.integerValue else {
            return fail("sent a response without an id the host used: \(Self.excerpt(body))")
        }
        let result: Result<ResultBody, ResponseError>
        if let error = message["error"] {
            guard let decoded = ResponseError(error) else { return fail("sent a malformed error for request \(id)") }
            result = .failure(decoded)
        } else {
            result = .success(.value(message["result"] ?? .null))
        }
        if !deliver(id, result) { unknownAnswer(id) }
    }

    private func unknownAnswer(_ id: Int64) {
        fail("answered request \(id), which the host never sent or had already seen answered")
    }

    /// An answer's result as a value, for whoever needs one (an encoded result parsed).
    private static func parsed(_ body: ResultBody) -> Result<JSONValue, ResponseError> {
        do throws(JSONParseError) {
            return .success(try body.parsed())
        } catch {
            return .failure(.internalError("internal error: a plugin's answer does not parse: \(error.message)"))
        }
    }

    private static func excerpt(_ body: UnsafeRawBufferPointer) -> String {
        let text = String(decoding: body.prefix(80), as: UTF8.self)
        return body.count > 80 ? text + "…" : text
    }

    // MARK: - Giving up

    /// Looks for a request past its deadline every `interval` while the plugin lives: one
    /// Dispatch timer per plugin rather than one per request (a timer per request cost the
    /// plugin hop about a tenth of its throughput), and the scan is over the requests in
    /// flight only. A hung plugin is noticed between its timeout and a tenth of it later
    /// (`interval`; 10 ms at least), plus however late Dispatch runs the sweep.
    ///
    /// A forwarded request's clock is the count of sweeps (`sweeps`), not the time: one is
    /// counted before each scan and the next is scheduled after it, so sweeps are more than
    /// `interval` apart, and one that saw `n` sweeps is past its timeout when sweep
    /// `n + sweepsBeforeHung` runs.
    ///
    /// The timer holds the client strongly, and stops once the plugin is dead: the reader holds
    /// it that long anyway, and its end makes the plugin dead. A weak reference would give the
    /// client a side table, and each of its retains and releases (several a forwarded request)
    /// the runtime's slow path.
    private func scheduleSweep(every interval: DispatchTimeInterval, hungAfter sweepsBeforeHung: UInt64) {
        Self.sweepQueue.asyncAfter(deadline: .now() + interval) { [self] in
            let sweep = sweeps.wrappingAdd(1, ordering: .relaxed).newValue
            let now = DispatchTime.now()
            let (overdue, alive) = state.withLock { state -> (String?, Bool) in
                guard state.death == nil else { return (nil, false) }
                if let late = state.forwarded.first(where: { sweep &- $0.sent >= sweepsBeforeHung }) { return (late.method, true) }
                let late = state.outstanding.values.first { request in request.due.map { $0 <= now } ?? false }
                return (late?.method, true)
            }
            if let method = overdue, let timeout = handlers.requestTimeout {
                fail("did not answer \(method) within \(Self.seconds(timeout)) (--plugin-timeout)")
            } else if alive {
                scheduleSweep(every: interval, hungAfter: sweepsBeforeHung)
            }
        }
    }

    private static let sweepQueue = DispatchQueue(label: "uistate.plugin-deadlines")

    /// Gives up on the plugin: every request in flight (and every later one) gets −33006 now,
    /// and the process is killed, so its late output can answer nothing twice.
    func fail(_ reason: String) {
        let error = PluginErrors.failed(handlers.name, reason: reason)
        let (orphans, first) = state.withLock { state -> (Orphans, Bool) in
            guard state.death == nil else { return (Orphans(), false) }
            return (orphan(&state, with: error), true)
        }
        guard first else { return }
        handlers.failed(reason)
        orphans.answer(error, by: self)
        kill()
    }

    /// The owner hears of the death before the requests in flight do, as in `fail`: a client
    /// answered −33006 that sends the next `store/create` at once must find the plugin marked
    /// exited, so that create restarts it instead of reaching this dead client.
    private func died(status: Int32) {
        let error = PluginErrors.exited(handlers.name, status: status)
        let orphans = state.withLock { state in
            state.death == nil ? orphan(&state, with: error) : Orphans()
        }
        handlers.exited(status)
        orphans.answer(error, by: self)
    }

    /// Records `error` as the plugin's death and answers every request in flight with it;
    /// returns the waiters to resume outside the lock.
    private func orphan(_ state: inout State, with error: ResponseError) -> Orphans {
        state.death = error
        dead.store(true, ordering: .releasing)
        var orphans = Orphans()
        // In the order they were sent, as their answers would have come.
        orphans.forwarded = state.forwarded.sorted.map(\.value.reply)
        for (id, request) in state.outstanding.sorted(by: { $0.key.value < $1.key.value }) {
            if let waiter = request.waiter {
                orphans.waiters.append(waiter)
            } else {
                state.answers[id] = .failure(error)
            }
        }
        state.outstanding = [:]
        state.forwarded.removeAll()
        state.abandoned = [:]
        return orphans
    }

    /// Requests in flight when the plugin died, to answer outside the lock.
    private struct Orphans {
        var waiters: [Waiter] = []
        var forwarded: [ForwardedReply] = []

        func answer(_ error: ResponseError, by client: PluginClient) {
            for waiter in waiters { waiter(.failure(error)) }
            for reply in forwarded { client.answer(reply, .failure(error)) }
        }
    }
}
