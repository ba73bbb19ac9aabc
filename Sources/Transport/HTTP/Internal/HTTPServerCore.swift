#if canImport(Glibc)
internal import Glibc
#endif
internal import CMicroHTTPD
internal import JSON
internal import UIStateProtocol
internal import Synchronization

/// What libmicrohttpd calls back into. The daemon holds it retained for as long as it runs, which
/// is until the process ends (it is never stopped): the caller's `HTTPServer` may be released
/// as soon as it is last used (an optimized build ends a local's lifetime there, before the
/// caller parks its thread), and callbacks must never reach a freed core.
///
/// `@unchecked Sendable`: `daemon` is written once in `start()` and never read by callbacks.
final class HTTPServerCore: @unchecked Sendable {
    let registry: MethodRegistry
    let server: ServerDescription
    let options: HTTPServer.Options
    let token: SessionToken
    let log: RPCLog
    let connections: ConnectionTable
    /// 0 until the daemon reports the port it bound (a request cannot name it before).
    private let boundPort = Atomic<UInt16>(0)
    private var daemon: OpaquePointer?

    private var guardian: RequestGuard {
        RequestGuard(token: token, address: options.address, port: boundPort.load(ordering: .acquiring))
    }

    init(registry: MethodRegistry, server: ServerDescription, options: HTTPServer.Options, token: SessionToken, log: RPCLog) {
        self.registry = registry
        self.server = server
        self.options = options
        self.token = token
        self.log = log
        connections = ConnectionTable(limit: options.maxConnections)
    }

    func start() throws(HTTPServerError) -> UInt16 {
        let address = options.address
        Self.raiseDescriptorLimit(toHold: options.maxHTTPConnections)
        let retained = Unmanaged.passRetained(self)
        let started: OpaquePointer? = SocketAddress.withSockaddr(address) { sockaddr in
            cmhd_start(sockaddr, address.isIPv6 ? 1 : 0, UInt32(options.maxHTTPConnections), UInt32(max(1, options.pollingThreads)),
                       accessHandler, retained.toOpaque(),
                       requestCompleted, nil)
        }
        guard let started else {
            retained.release()
            throw HTTPServerError("cannot listen on \(address) (\(String(cString: strerror(errno))))")
        }
        daemon = started
        let port = cmhd_bound_port(started)
        boundPort.store(port, ordering: .releasing)
        return port
    }

    /// Lets the process open a socket for each HTTP connection allowed, as far as the hard limit
    /// allows: a connection costs no thread, so the soft limit (often 1,024) would be the first
    /// to bind, and past it libmicrohttpd can only refuse to accept.
    private static func raiseDescriptorLimit(toHold connections: Int) {
        // RLIM_INFINITY is all ones (Swift does not import the macro).
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        let wanted = rlim_t(connections + 256)
        guard limit.rlim_cur != rlim_t.max, limit.rlim_cur < wanted else { return }
        limit.rlim_cur = limit.rlim_max == rlim_t.max ? wanted : min(wanted, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    // MARK: - Requests

    func handle(_ connection: OpaquePointer, path: String, method: String,
                upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
                slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        if let raw = slot.pointee {
            let post = Unmanaged<PendingPost>.fromOpaque(raw).takeUnretainedValue()
            if uploadSize.pointee > 0 {
                post.append(UnsafeRawBufferPointer(start: upload, count: uploadSize.pointee), limit: options.maxMessageBytes)
                uploadSize.pointee = 0
                return cmhd_yes()
            }
            return answer(post, on: connection)
        }
        let headers = RequestGuard.Headers(
            host: HTTPReply.header(connection, "Host"),
            origin: HTTPReply.header(connection, "Origin"),
            authorization: HTTPReply.header(connection, "Authorization"))
        switch (method, path) {
        case ("POST", "/rpc"):
            if let refusal = refuse(headers, needsToken: true, method: method, path: path) {
                return HTTPReply.refusal(refusal, on: connection)
            }
            let contentType = HTTPReply.header(connection, "Content-Type")?.lowercased() ?? ""
            guard contentType.hasPrefix("application/json") else {
                return HTTPReply.text(415, "unsupported media type: POST /rpc takes Content-Type: application/json", on: connection)
            }
            if let length = HTTPReply.header(connection, "Content-Length").flatMap(Int.init), length > options.maxMessageBytes {
                return tooLarge(size: length, on: connection)
            }
            let post = PendingPost(connectionID: HTTPReply.header(connection, "Uistate-Connection"))
            slot.pointee = Unmanaged.passRetained(post).toOpaque()
            return cmhd_yes()
        case ("GET", "/events"):
            if let refusal = refuse(headers, needsToken: true, method: method, path: path) {
                return HTTPReply.refusal(refusal, on: connection)
            }
            return openEvents(on: connection)
        case (_, "/rpc"), (_, "/events"):
            return HTTPReply.text(405, "method not allowed: \(path) takes \(path == "/rpc" ? "POST" : "GET")", on: connection,
                                  headers: [("Allow", path == "/rpc" ? "POST" : "GET")])
        default:
            if let file = options.protectedFiles[path] {
                guard method == "GET" || method == "HEAD" else {
                    return HTTPReply.text(405, "method not allowed: \(path) takes GET", on: connection, headers: [("Allow", "GET, HEAD")])
                }
                if let refusal = refuse(headers, needsToken: true, method: method, path: path) {
                    return HTTPReply.refusal(refusal, on: connection)
                }
                return HTTPReply.bytes(200, file.bytes, contentType: file.contentType, on: connection)
            }
            guard let file = options.staticFiles[path] else {
                return HTTPReply.text(404, "not found: \(path)", on: connection)
            }
            guard method == "GET" || method == "HEAD" else {
                return HTTPReply.text(405, "method not allowed: \(path) takes GET", on: connection, headers: [("Allow", "GET, HEAD")])
            }
            if let refusal = refuse(headers, needsToken: false, method: method, path: path) {
                return HTTPReply.refusal(refusal, on: connection)
            }
            return HTTPReply.bytes(200, file.bytes, contentType: file.contentType, on: connection, headers: HTTPReply.pageHeaders)
        }
    }

    private func refuse(_ headers: RequestGuard.Headers, needsToken: Bool, method: String, path: String) -> RequestGuard.Refusal? {
        guard let refusal = guardian.refusal(for: headers, needsToken: needsToken) else { return nil }
        // The token is never logged; Host and Origin say where a refused request came from.
        log.warn("refused \(method) \(path) with \(refusal.status): \(refusal.message) (Host \(headers.host ?? "missing"))")
        return refusal
    }

    private func tooLarge(size: Int?, on connection: OpaquePointer) -> MHD_Result {
        let reason = size.map { "message of \($0) bytes exceeds the limit of \(options.maxMessageBytes) bytes" }
            ?? "message exceeds the limit of \(options.maxMessageBytes) bytes"
        log.warn("bad request: \(reason)")
        let error = ResponseError(code: .invalidRequest, message: "invalid request: \(reason)", data: ["reason": "tooLarge"])
        return HTTPReply.bytes(413, ResponseMessage(id: .null, error: error).serialized, contentType: "application/json", on: connection)
    }

    // MARK: - POST /rpc

    /// Starts the request once its body is whole and answers it when its reply is there: at
    /// once when it came before this returns, else after `PendingPost` resumed the suspended
    /// connection, which calls this again.
    private func answer(_ post: PendingPost, on connection: OpaquePointer) -> MHD_Result {
        if post.tooLarge { return tooLarge(size: nil, on: connection) }
        if !post.started, let refusal = start(post, on: connection) { return refusal }
        guard let answer = post.answerOrSuspend(connection) else { return cmhd_yes() }
        guard let body = answer.body else { return HTTPReply.bytes(204, [], contentType: nil, on: connection) }
        return HTTPReply.bytes(200, body, contentType: "application/json", on: connection,
                               headers: [("Uistate-Connection", answer.connection.id)])
    }

    /// Hands the body to the connection it names (or a new one); the reply completes `post`.
    /// A refusal when the named connection is unknown.
    private func start(_ post: PendingPost, on connection: OpaquePointer) -> MHD_Result? {
        let target: HTTPConnection
        let isNew: Bool
        if let id = post.connectionID {
            guard let existing = connections.lookup(id) else {
                let error = ResponseError.invalidRequest(
                    "invalid request: unknown connection '\(id)'; post initialize without the Uistate-Connection header to start one",
                    data: ["connection": .string(id)])
                return HTTPReply.bytes(404, ResponseMessage(id: .null, error: error).serialized, contentType: "application/json", on: connection)
            }
            target = existing
            isNew = false
        } else {
            target = HTTPConnection(
                id: connections.newID(), registry: registry, server: server,
                parseOptions: JSONParseOptions(maxDepth: options.maxDepth, maxBytes: options.maxMessageBytes),
                log: log, maxQueuedEventBytes: options.maxQueuedEventBytes,
                onExit: { [connections, log] id in
                    log.info("connection \(id): exit")
                    // Its open event stream ends once it has sent what is queued.
                    connections.remove(id)?.events.finish()
                })
            isNew = true
        }
        let body = post.body
        post.markStarted()
        let suspended = SuspendedConnection(pointer: connection)
        // As on stdio: past the limit of unanswered requests, this one waits for room (its
        // HTTP connection suspended meanwhile, since the reply has not come).
        target.rpc.whenPending(below: options.maxRequestsInFlight) { [self] in
            body.withUnsafeBytes { bytes in
                target.rpc.receive(bytes) { [self] reply in
                    if isNew { keep(target) }
                    post.complete(PendingPost.Answer(body: reply, connection: target), resuming: suspended)
                }
            }
        }
        return nil
    }

    /// A connection `initialize` started is kept (evicting the least recently used past the
    /// limit); a body that did not initialize leaves nothing behind.
    private func keep(_ target: HTTPConnection) {
        guard target.rpc.isInitialized else { return target.events.close() }
        log.info("connection \(target.id): started")
        if let evicted = connections.insert(target) {
            log.warn("connection \(evicted.id): closed to make room (more than \(options.maxConnections) connections)")
            evicted.events.close()
        }
    }

    // MARK: - GET /events

    private func openEvents(on connection: OpaquePointer) -> MHD_Result {
        guard let id = HTTPReply.argument(connection, "connection") else {
            return HTTPReply.text(400, "bad request: GET /events?connection=ID (the connectionId from initialize)", on: connection)
        }
        guard let target = connections.lookup(id) else {
            return HTTPReply.text(404, "not found: unknown connection '\(id)'", on: connection)
        }
        let fd = cmhd_connection_fd(connection)
        let reader = EventStreamReader(events: target.events, connection: SuspendedConnection(pointer: connection),
                                       keepAliveSeconds: options.keepAliveSeconds)
        reader.open {
            // A client that stopped reading leaves its response stalled on a full socket, where
            // no callback of ours runs: shutting the socket down makes libmicrohttpd see an
            // error and end the HTTP connection.
            if fd >= 0 { _ = Glibc.shutdown(fd, Int32(SHUT_RDWR)) }
        }
        let context = Unmanaged.passRetained(reader)
        guard let response = MHD_create_response_from_callback(
            cmhd_size_unknown(), 16 * 1024, eventReader, context.toOpaque(), eventReaderFree) else {
            context.release()
            reader.finished()
            return cmhd_no()
        }
        MHD_add_response_header(response, "Content-Type", "text/event-stream")
        MHD_add_response_header(response, "Cache-Control", "no-store")
        MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
        let result = MHD_queue_response(connection, 200, response)
        MHD_destroy_response(response)
        return result
    }
}

// MARK: - C callbacks

private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, uploadSize, slot in
    guard let cls, let connection, let url, let method, let uploadSize, let slot else { return cmhd_no() }
    let core = Unmanaged<HTTPServerCore>.fromOpaque(cls).takeUnretainedValue()
    return core.handle(connection, path: String(cString: url), method: String(cString: method),
                       upload: upload, uploadSize: uploadSize, slot: slot)
}

private let requestCompleted: MHD_RequestCompletedCallback = { _, _, slot, _ in
    guard let slot, let raw = slot.pointee else { return }
    Unmanaged<PendingPost>.fromOpaque(raw).release()
    slot.pointee = nil
}

private let eventReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
    guard let cls, let buffer else { return cmhd_content_reader_end_with_error() }
    let reader = Unmanaged<EventStreamReader>.fromOpaque(cls).takeUnretainedValue()
    return reader.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: max))
}

private let eventReaderFree: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let reader = Unmanaged<EventStreamReader>.fromOpaque(cls).takeRetainedValue()
    reader.finished()
}
