internal import JSON

// MARK: - Requests

extension RPCConnection {
    func handleRequest(_ request: RequestMessage, reply: @escaping Reply) {
        traceReceived("request", method: request.method, id: request.id, params: request.params)
        let phase = lifecyclePhase
        switch (request.method, phase) {
        case ("initialize", .uninitialized):
            reply(ResponseMessage(id: request.id, result: initialize(request.params)), nil)
            return
        case ("initialize", .initialized):
            return reply(ResponseMessage(id: request.id, error: .invalidRequest("invalid request: already initialized")), nil)
        case ("shutdown", .initialized):
            setPhase(.shutDown)
            log.info("shutdown requested")
            // Requests that arrived before `shutdown` are answered first, and the notifications
            // they caused written, so that a client that pipelines its work and then shuts down
            // still gets every response and an up-to-date copy of what it subscribed to.
            return answerShutdown { reply(ResponseMessage(id: request.id, result: .success(.null)), nil) }
        case (_, .uninitialized):
            return reply(ResponseMessage(id: request.id, error: .serverNotInitialized), nil)
        case (_, .shutDown):
            return reply(ResponseMessage(id: request.id, error: .invalidRequest("invalid request: the server is shut down; send 'exit'")), nil)
        case (_, .initialized):
            break
        }
        guard let entry = registry.request(request.method) else {
            return reply(ResponseMessage(id: request.id, error: .methodNotFound(request.method)), nil)
        }
        let context = RequestContext(id: request.id, method: request.method, connection: self)
        answer(request.id, with: entry.handler(request.params, context), context: context, reply: reply)
    }

    /// Answers a request as its handler's reply says: now, or from the work it hands over.
    func answer(_ id: RequestID, with handlerReply: HandlerReply, context: RequestContext, reply: @escaping Reply) {
        switch handlerReply {
        case .result(let value):
            reply(ResponseMessage(id: id, result: .success(value)), context.replyHooks)
            context.replyHooks.run(succeeded: true)
        case .failure(let error):
            reply(ResponseMessage(id: id, error: error), context.replyHooks)
            context.replyHooks.run(succeeded: false)
        case .deferred(let work):
            startDeferred(id, work: work, hooks: context.replyHooks, reply: reply)
        case .queued(let mailbox, let work):
            startQueued(id, in: mailbox, work: work, hooks: context.replyHooks, reply: reply)
        case .completion(let start):
            startCompletion(id, start: start, hooks: context.replyHooks, reply: reply)
        }
    }

    /// Starts work that answers through a callback: no task, and the answer is sent from
    /// whichever thread completes it.
    private func startCompletion(_ id: RequestID, start: (@escaping HandlerReply.Completion) -> @Sendable () -> Void,
                                 hooks: ReplyHooks, reply: @escaping Reply) {
        let token = startPending(id)
        let cancel = start { [self] result in complete(id, token: token, result, hooks: hooks, reply: reply) }
        // False when it already finished (nothing left to cancel: cancelling again is harmless),
        // or when a `$/cancelRequest` came first: then it is cancelled now.
        if !inFlight.withLock({ $0.attach(cancel, to: token) }) { cancel() }
    }

    private func startDeferred(_ id: RequestID, work: @escaping @Sendable () async throws -> JSONValue,
                               hooks: ReplyHooks, reply: @escaping Reply) {
        let token = startPending(id)
        let task = Task { [self] in
            let result = await CurrentReply.$value.withValue(CurrentReply(connection: ObjectIdentifier(self), hooks: hooks)) {
                await outcome(of: id, work)
            }
            complete(id, token: token, result.map(ResultBody.value), hooks: hooks, reply: reply)
        }
        // False when the task already finished: then there is nothing left to cancel.
        let cancel: @Sendable () -> Void = { task.cancel() }
        _ = inFlight.withLock { $0.attach(cancel, to: token) }
    }

    /// Puts the request in `mailbox`'s queue now (on the reader), so that its place is its
    /// arrival; no task is made for it.
    private func startQueued(_ id: RequestID, in mailbox: RequestMailbox, work: @escaping @Sendable () async throws -> ResultBody,
                             hooks: ReplyHooks, reply: @escaping Reply) {
        let token = startPending(id)
        mailbox.enqueue { [self] run in
            let cancel: @Sendable () -> Void = { run.cancel() }
            // Cancelled while it waited: answered −32800 without running.
            let result: Result<ResultBody, ResponseError> = inFlight.withLock({ $0.attach(cancel, to: token) })
                ? await CurrentReply.$value.withValue(CurrentReply(connection: ObjectIdentifier(self), hooks: hooks)) {
                    await outcome(of: id, work)
                } : .failure(.requestCancelled)
            complete(id, token: token, result, hooks: hooks, reply: reply)
        }
    }

    private func outcome<Body>(of id: RequestID, _ work: @Sendable () async throws -> Body) async -> Result<Body, ResponseError> {
        do {
            return .success(try await work())
        } catch let error as ResponseError {
            return .failure(error)
        } catch is CancellationError {
            return .failure(.requestCancelled)
        } catch {
            log.error("request \(id) failed: \(error)")
            return .failure(.internalError("internal error: \(error)"))
        }
    }

    /// Sends a deferred request's one response, then runs its reply hooks and the waiters its
    /// answer lets through.
    private func complete(_ id: RequestID, token: UInt64, _ result: Result<ResultBody, ResponseError>,
                          hooks: ReplyHooks, reply: Reply) {
        // Exactly one response: the cancellation flag, not the handler's outcome, decides.
        let cancelled = inFlight.withLock { $0.finish(token) }
        let final: Result<ResultBody, ResponseError> = cancelled ? .failure(.requestCancelled) : result
        reply(ResponseMessage(id: id, body: final), hooks)
        if case .success = final { hooks.run(succeeded: true) } else { hooks.run(succeeded: false) }
        stopPending()
    }

    func isCancelled(_ id: RequestID) -> Bool {
        inFlight.withLock { $0.isCancelled(id) }
    }

    private func initialize(_ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        let object: JSONObject
        do {
            object = try ParamsShape.namedParams(params, positionalNames: nil)
        } catch {
            return .failure(error)
        }
        if let mismatchCode = server.versionMismatchCode, let clientVersion = object["protocolVersion"]?.stringValue,
           ServerDescription.majorVersion(clientVersion) != ServerDescription.majorVersion(server.protocolVersion) {
            return .failure(ResponseError(
                code: mismatchCode,
                message: "protocol version mismatch: client speaks \(clientVersion), server \(server.protocolVersion)",
                data: ["serverVersion": .string(server.protocolVersion), "clientVersion": .string(clientVersion)]))
        }
        if let name = object["trace"]?.stringValue, let level = TraceLevel(name: name) { setTrace(level) }
        if let client = object["clientInfo"]?["name"]?.stringValue { log.info("initialize from \(client)") }
        setPhase(.initialized)
        var capabilities: JSONObject = [
            "cancelRequest": true,
            "batches": true,
            "trace": true,
            "methods": .array(registry.requestMethodNames.map { .string($0) }),
        ]
        for (key, value) in server.capabilities { capabilities[key] = value }
        var result: JSONObject = [
            "serverInfo": ["name": .string(server.name), "version": .string(server.version)],
            "protocolVersion": .string(server.protocolVersion),
            "capabilities": .object(capabilities),
        ]
        for (key, value) in initializeFields { result[key] = value }
        return .success(.object(result))
    }
}

// MARK: - Notifications

extension RPCConnection {
    func handleNotification(_ notification: NotificationMessage) {
        traceReceived("notification", method: notification.method, id: nil, params: notification.params)
        let method = notification.method
        if method == "exit" { return requestExit() }
        let phase = lifecyclePhase
        guard phase != .uninitialized else {
            return log.info("dropping notification '\(method)' received before initialize")
        }
        switch method {
        case "initialized":
            break
        case "$/cancelRequest":
            guard let raw = notification.params?["id"], let id = RequestID(raw) else {
                return log.warn("$/cancelRequest without a valid id ignored")
            }
            cancel(id)
        case "$/setTrace":
            guard let name = notification.params?["value"]?.stringValue, let level = TraceLevel(name: name) else {
                return log.warn("$/setTrace needs value off, messages or verbose")
            }
            setTrace(level)
        default:
            guard phase == .initialized else { return log.info("dropping notification '\(method)' after shutdown") }
            if let handler = registry.notification(method) {
                handler(notification.params, NotificationContext(method: method, connection: self))
            } else if method.hasPrefix("$/") {
                log.debug("ignoring optional notification '\(method)'")
            } else {
                log.info("ignoring unknown notification '\(method)'")
            }
        }
    }

    /// Sends `$/logTrace` for a received message while tracing is on.
    private func traceReceived(_ kind: String, method: String, id: RequestID?, params: JSONValue?) {
        let level = traceLevel
        guard level != .off, method != "$/setTrace" else { return }
        var object: JSONObject = ["message": .string("Received \(kind) '\(method)\(id.map { " - (\($0))" } ?? "")'.")]
        if level == .verbose { object["verbose"] = .string("Params: \(params?.serializedString() ?? "none")") }
        sendNotification("$/logTrace", params: .object(object))
    }
}
