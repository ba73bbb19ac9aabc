package import JSON

/// How a handler answers: at once, or later from async work.
///
/// Answering at once runs on the connection's reader and costs no task hop — right for cheap,
/// non-blocking methods (`host/echo` without a delay). Anything that waits, sleeps or hops to a
/// store's executor defers or queues; only deferred, queued and completion work can be cancelled
/// by `$/cancelRequest`.
package enum HandlerReply: Sendable {
    case result(JSONValue)
    case failure(ResponseError)
    /// Work run in its own task. Throwing `ResponseError` answers with it; `CancellationError`
    /// (after `$/cancelRequest`) answers −32800; any other error answers −32603.
    case deferred(@Sendable () async throws -> JSONValue)
    /// Work run in `mailbox`'s turn, after every request queued there before it and with no task
    /// of its own (requests to one store). Answers as `.deferred`; `$/cancelRequest` answers
    /// −32800 without running it if its turn has not come, and cancels it if it runs. The result
    /// comes as a body, so a step's reply can be written straight to bytes
    /// (`RequestType.encodeBody(response:)`).
    case queued(RequestMailbox, @Sendable () async throws -> ResultBody)
    /// Work that waits on another process (a plugin's answer) and is answered by a callback, with
    /// no task per request (a task and its hops cost more than forwarding does). `start` runs on
    /// the reader, is handed the completion (to call exactly once, from any thread) and returns
    /// what `$/cancelRequest` calls, which must complete the request promptly (−32800 answers
    /// it whatever the completion says).
    case completion(@Sendable (_ complete: @escaping Completion) -> @Sendable () -> Void)

    /// How `.completion` work hands over its outcome.
    package typealias Completion = @Sendable (Result<ResultBody, ResponseError>) -> Void
}

/// A request handler as the registry stores it: params in (nil when absent), a reply out.
package typealias RequestHandler = @Sendable (_ params: JSONValue?, _ context: RequestContext) -> HandlerReply

/// A notification handler; it runs on the connection's reader, so it must not block.
package typealias NotificationHandler = @Sendable (_ params: JSONValue?, _ context: NotificationContext) -> Void
