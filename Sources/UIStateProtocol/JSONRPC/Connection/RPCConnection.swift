package import JSON
internal import Synchronization

/// One client's session: decodes frame bodies, runs the lifecycle, dispatches to the registry and
/// hands every outgoing message body to `output`.
///
/// The connection knows nothing of file descriptors or framing. The transport calls `receive(_:)`
/// for each frame body from a single reader thread; handlers that defer run in their own tasks
/// (or queue in a `RequestMailbox`, run by its drainer in arrival order) and answer whenever they
/// finish, so responses may leave in any order (clients match by id).
///
/// `output` is called from the reader thread and from handler tasks, possibly at the same time;
/// it must not block for long (the stdio transport only appends to a queue).
package final class RPCConnection: Sendable {
    package let registry: MethodRegistry
    package let server: ServerDescription
    package let log: RPCLog
    let parseOptions: JSONParseOptions
    let output: @Sendable ([UInt8]) -> Void
    /// As `output`, for a body its second argument writes into exactly as many bytes as the first
    /// says (see `init`).
    let outputWriting: (@Sendable (_ bodyCount: Int, _ writeBody: (UnsafeMutableRawBufferPointer) -> Void) -> Void)?
    private let deliver: (@Sendable ([UInt8], @escaping @Sendable () -> Void) -> Void)?
    private let outputHold: OutputHold?
    private let exitHandler: @Sendable (Int32) -> Void
    private let ending: (@Sendable () -> Void)?
    private let endsTheProcess: Bool
    /// Merged into the `initialize` result (the HTTP transport's `connectionId`).
    let initializeFields: JSONObject

    private let phase = Atomic<UInt8>(LifecyclePhase.uninitialized.rawValue)
    private let trace = Atomic<UInt8>(TraceLevel.off.rawValue)
    let inFlight = Mutex(InFlightTable())
    /// Requests received and not yet answered (`RPCConnection+Pending`).
    let pending = Atomic<Int>(0)
    /// How many waiters the in-flight table keeps for `pending` to drop (`whenPending`).
    let pendingWaiters = Atomic<Int>(0)
    /// The forward target the in-flight table added last, as `ObjectIdentifier` bits
    /// (`startForwarded`).
    let lastForwardTarget = Atomic<UInt>(0)
    /// The last passed-through request's layout, matched by the next (`passThrough`).
    let requestShape = Mutex<RequestShape?>(nil)
    /// Notifications owed to the client, which `shutdown`, `exit` and end of input wait for.
    let owed = OwedNotifications()
    /// `shutdown` replies not yet sent, and what waits for them: an exit never overtakes one.
    private let shutdownReplies = Mutex<(pending: Int, waiting: [@Sendable () -> Void])>((0, []))

    /// - Parameters:
    ///   - output: receives each outgoing message body (one JSON value, no framing).
    ///   - outputWriting: like `output`, for a body written in place by its second argument
    ///     into exactly as many bytes as its first says (a forwarded request's reply, with no
    ///     array made for it); nil when the transport takes arrays only.
    ///   - exit: called when the client sends `exit`, with the process exit code it asks for
    ///     (0 after `shutdown`, 1 otherwise).
    ///   - deliver: like `output`, and calls its second argument once the body was written to
    ///     the client (or the client is gone); nil when the transport cannot tell, then
    ///     delivery counts as immediate.
    ///   - hold: how the transport queues a reply without writing it yet (see `OutputHold`); nil
    ///     when it cannot, then every reply is written as it comes.
    ///   - ending: called when a `shutdown`, `exit` or end of input starts waiting for the
    ///     notifications owed (`whenQuiet`): a transport whose client may never read them (an
    ///     HTTP event stream that is not open, or not read) stops holding their senders up.
    ///   - endsTheProcess: whether this session's end is the process's (stdio): only then does
    ///     it run the registry's before-quiet work, which shuts down what every session shares
    ///     (the plugins of an HTTP server serve every session, and one session's `exit` must not
    ///     end them for the others).
    package init(registry: MethodRegistry, server: ServerDescription, parseOptions: JSONParseOptions = .default,
                log: RPCLog = .silent, output: @escaping @Sendable ([UInt8]) -> Void,
                outputWriting: (@Sendable (_ bodyCount: Int, _ writeBody: (UnsafeMutableRawBufferPointer) -> Void) -> Void)? = nil,
                deliver: (@Sendable ([UInt8], @escaping @Sendable () -> Void) -> Void)? = nil,
                hold: OutputHold? = nil,
                initializeFields: JSONObject = [:],
                ending: (@Sendable () -> Void)? = nil,
                endsTheProcess: Bool = true,
                exit: @escaping @Sendable (Int32) -> Void) {
        self.registry = registry
        self.server = server
        self.parseOptions = parseOptions
        self.log = log
        self.output = output
        self.outputWriting = outputWriting
        self.deliver = deliver
        self.outputHold = hold
        self.endsTheProcess = endsTheProcess
        self.exitHandler = exit
        self.ending = ending
        self.initializeFields = initializeFields
    }

    // MARK: - Methods

    /// Every request method this connection answers, the lifecycle's included, sorted: the list
    /// `rpc.discover`, the OpenRPC document and `PROTOCOL.md` are checked against.
    package var requestMethodNames: [String] {
        (registry.requestMethodNames + MethodRegistry.lifecycleRequestNames).sorted()
    }

    /// Every client-to-server notification this connection handles, sorted.
    package var notificationMethodNames: [String] {
        (registry.notificationMethodNames + MethodRegistry.lifecycleNotificationNames).sorted()
    }

    // MARK: - State

    var lifecyclePhase: LifecyclePhase { LifecyclePhase(rawValue: phase.load(ordering: .acquiring)) ?? .uninitialized }

    func setPhase(_ newPhase: LifecyclePhase) { phase.store(newPhase.rawValue, ordering: .releasing) }

    var traceLevel: TraceLevel { TraceLevel(rawValue: trace.load(ordering: .relaxed)) ?? .off }

    func setTrace(_ level: TraceLevel) { trace.store(level.rawValue, ordering: .relaxed) }

    /// Whether `initialize` succeeded.
    package var isInitialized: Bool { lifecyclePhase != .uninitialized }

    /// The exit code for a client that goes away now: 0 after `shutdown`, 1 otherwise.
    package var exitCode: Int32 { lifecyclePhase == .shutDown ? 0 : 1 }

    /// Runs `body` once no deferred request is left unanswered (at once if none is).
    package func whenIdle(_ body: @escaping @Sendable () -> Void) {
        whenPending(below: 1, body)
    }

    /// Runs `body` once every request received so far was answered and every notification
    /// those requests caused was written: what `shutdown`, `exit` and end of input wait for.
    ///
    /// Bounded: the notifications waited for are those owed once the requests were answered
    /// (`OwedNotifications`), at most one being written and one covering every later change per
    /// subscription; changes made after that (a live effect that keeps running) are not waited
    /// for, so a store that keeps changing cannot keep the connection alive.
    ///
    /// It also waits for the reply to a `shutdown` received earlier: that reply waits the same
    /// way, and an exit that became quiet on another thread at the same moment must not end the
    /// process before the reply was queued.
    package func whenQuiet(_ body: @escaping @Sendable () -> Void) {
        whenRequestsAndNotificationsAreDone { [self] in afterShutdownReplies(body) }
    }

    private func whenRequestsAndNotificationsAreDone(_ body: @escaping @Sendable () -> Void) {
        whenIdle { [self] in
            ending?()
            let beforeQuiet = endsTheProcess ? registry.beforeQuiet : []
            guard !beforeQuiet.isEmpty else { return owed.whenSettled(body) }
            Task {
                for work in beforeQuiet { await work() }
                owed.whenSettled(body)
            }
        }
    }

    /// Answers `shutdown` once every earlier request was answered and the notifications they
    /// caused were written; exits wait for that answer (`whenQuiet`).
    func answerShutdown(_ answer: @escaping @Sendable () -> Void) {
        shutdownReplies.withLock { $0.pending += 1 }
        whenRequestsAndNotificationsAreDone { [self] in
            answer()
            let waiting = shutdownReplies.withLock { replies -> [@Sendable () -> Void] in
                replies.pending -= 1
                guard replies.pending == 0 else { return [] }
                defer { replies.waiting = [] }
                return replies.waiting
            }
            for body in waiting { body() }
        }
    }

    private func afterShutdownReplies(_ body: @escaping @Sendable () -> Void) {
        let now = shutdownReplies.withLock { replies -> Bool in
            guard replies.pending > 0 else { return true }
            replies.waiting.append(body)
            return false
        }
        if now { body() }
    }

    // MARK: - Input

    /// Handles one frame body.
    package func receive(_ body: UnsafeRawBufferPointer) {
        if registry.passesThrough, passThrough(body) { return }
        receive(IncomingPayload.decode(body, options: parseOptions))
    }

    /// Handles one frame body that the parser may release as it reads it (a large one is then not
    /// held twice); the caller reads none of its bytes afterwards.
    package func receive(releasing body: UnsafeMutableRawBufferPointer) {
        if registry.passesThrough, passThrough(UnsafeRawBufferPointer(body)) { return }
        receive(IncomingPayload.decode(releasing: body, options: parseOptions))
    }

    private func receive(_ payload: IncomingPayload) {
        switch payload {
        case .failure(let error):
            log.warn("unreadable message: \(error.message)")
            send(ResponseMessage(id: .null, error: error), answering: nil)
        case .single(let message):
            handle(message) { [self] response, request in send(response, answering: request) }
        case .batch(let elements):
            handleBatch(elements)
        }
    }

    /// Handles one message body whose answer goes back on the same exchange (an HTTP request)
    /// rather than through `output`: `reply` gets the response or batch of responses, or nil
    /// when the body asks for none (notifications only). Notifications the server sends, during
    /// or after this request, still go to `output`/`deliver`.
    package func receive(_ body: UnsafeRawBufferPointer, reply: @escaping @Sendable ([UInt8]?) -> Void) {
        switch IncomingPayload.decode(body, options: parseOptions) {
        case .failure(let error):
            log.warn("unreadable message: \(error.message)")
            reply(ResponseMessage(id: .null, error: error).serialized)
        case .single(let message):
            switch message {
            case .invalid, .valid(.request):
                handle(message) { response, _ in reply(response.serialized) }
            case .valid(.notification), .valid(.response), .dropped:
                handle(message) { _, _ in }
                reply(nil)
            }
        case .batch(let elements):
            let answered = Self.answeredCount(elements)
            guard answered > 0 else {
                for element in elements { handle(element) { _, _ in } }
                return reply(nil)
            }
            let collector = BatchCollector(expected: answered) { responses in reply(Self.batchBody(responses)) }
            for element in elements { handle(element) { response, _ in collector.add(response) } }
        }
    }

    /// Answers a frame the transport could not deliver (bad headers, oversized, cut short).
    package func reportUnreadableFrame(_ error: ResponseError) {
        send(ResponseMessage(id: .null, error: error), answering: nil)
    }

    /// Hands on a response with the reply hooks of the request it answers (nil for an invalid
    /// message, and for answers given before the request was dispatched).
    typealias Reply = @Sendable (ResponseMessage, ReplyHooks?) -> Void

    func handle(_ message: ClassifiedMessage, reply: @escaping Reply) {
        switch message {
        case .invalid(let id, let error):
            log.warn("invalid request (id \(id)): \(error.message)")
            reply(ResponseMessage(id: id, error: error), nil)
        case .valid(.request(let request)):
            handleRequest(request, reply: reply)
        case .valid(.notification(let notification)):
            handleNotification(notification)
        case .valid(.response(let response)):
            log.info("ignoring a response (id \(response.id)): this server sends no requests")
        case .dropped(let method, let error):
            log.warn("dropping \(method.map { "notification '\($0)'" } ?? "a response"): \(error.message)")
        }
    }

    private func handleBatch(_ elements: [ClassifiedMessage]) {
        let answered = Self.answeredCount(elements)
        guard answered > 0 else {
            for element in elements { handle(element) { _, _ in } }
            return
        }
        let collector = BatchCollector(expected: answered) { [self] responses in sendBatch(responses) }
        for element in elements { handle(element) { response, _ in collector.add(response) } }
    }

    /// How many elements of a batch get a response (requests and invalid elements).
    private static func answeredCount(_ elements: [ClassifiedMessage]) -> Int {
        elements.count { element in
            switch element {
            case .invalid, .valid(.request): return true
            case .valid(.notification), .valid(.response), .dropped: return false
            }
        }
    }

    // MARK: - Output

    /// Writes a response; while notifications its request caused are owed (the request changed
    /// a subscribed store, whose observer ran inside the step, before this reply), holds it for
    /// the first of them to take along, and writes it at the latest once they are settled.
    /// Notifications other requests owe never hold it: a step that waits to settle must not
    /// delay the replies to other stores' requests.
    func send(_ response: ResponseMessage, answering request: ReplyHooks?) {
        let body = response.serialized
        let debts = request?.owedNotifications ?? []
        guard let outputHold, owed.isOpen(any: debts) else { return output(body) }
        outputHold.hold(body)
        // The flush only starts a write that cannot block: no task for it.
        owed.whenSettled(debts, runsInline: true, outputHold.flush)
    }

    private func sendBatch(_ responses: [ResponseMessage]) {
        output(Self.batchBody(responses))
    }

    static func batchBody(_ responses: [ResponseMessage]) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (position, response) in responses.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            response.write(to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    /// Sends a notification to the client. Safe from any thread or task.
    package func sendNotification(_ method: String, params: JSONValue? = nil) {
        output(NotificationMessage(method: method, params: params).serialized)
    }

    /// Sends a notification and calls `written` once the transport wrote it to the client.
    package func sendNotification(_ method: String, params: JSONValue?, written: @escaping @Sendable () -> Void) {
        sendNotification(body: NotificationMessage(method: method, params: params).serialized, written: written)
    }

    /// A notification's compact JSON with the params `writeParams` appends (the bytes
    /// `NotificationMessage` writes when they are its params' compact JSON).
    package static func notificationBody(_ method: String, writingParams writeParams: (inout [UInt8]) -> Void) -> [UInt8] {
        var body: [UInt8] = []
        // Room for a view's patch of a few nodes: growing past it would copy the body once or
        // twice per notification, and the body lives only until the transport has framed it.
        body.reserveCapacity(1024)
        body.append(contentsOf: #"{"jsonrpc":"2.0","method":"#.utf8)
        JSONValue.string(method).write(to: &body)
        body.append(contentsOf: #","params":"#.utf8)
        writeParams(&body)
        body.append(UInt8(ascii: "}"))
        return body
    }

    /// Sends a notification already written (`notificationBody`) and calls `written` once the
    /// transport wrote it to the client.
    package func sendNotification(body: [UInt8], written: @escaping @Sendable () -> Void) {
        if let deliver {
            deliver(body, written)
        } else {
            output(body)
            written()
        }
    }

    /// A handle for notifications sent after the current request (subscriptions).
    package var notificationSink: NotificationSink { NotificationSink(connection: self) }

    /// Exits once every request received so far has been answered and the notifications they
    /// caused were written (a client that sends `exit` without waiting still gets them), with
    /// the code the phase at `exit` asks for.
    func requestExit() {
        let code = exitCode
        whenQuiet { [exitHandler] in exitHandler(code) }
    }
}
