// MARK: - Forwarding

/// Whoever a forwarded request went to, told when the client cancels it (`$/cancelRequest`).
package protocol ForwardingTarget: AnyObject, Sendable {
    /// The request the target knows as `number` was cancelled: its answer is the target's to
    /// drop, and the client already has −32800.
    func cancelForwarded(_ number: Int64)
}

/// A request a `MethodRegistry.PassThrough` sends on elsewhere (a plugin) instead of answering
/// it here: the hop's bookkeeping in the connection is one entry of its in-flight table, with
/// no request context, reply hooks, task or closure per request.
///
/// Forwarded requests are what the parse's way would answer with no reply hooks and no
/// notifications owed (a plugin's store changes nothing of the host's), so their replies go to
/// the output as soon as the answer comes.
package struct Forwarding: Sendable {
    let connection: RPCConnection
    /// The client's id of the request.
    package let id: RequestID

    /// What a forwarding handler did with the request.
    package enum Outcome: Sendable {
        /// Left to the parse, with nothing done (and `begin` not called).
        case declined
        /// `begin` was called and its `ForwardedReply` will be answered exactly once.
        case forwarded
        /// Answered here instead (an error, say), with `begin` not called.
        case answered(HandlerReply)
    }

    /// Records the request in flight as sent to `target`, which knows it as `number` and is told
    /// when the client cancels it; its reply is then owed through what this returns.
    package func begin(to target: some ForwardingTarget, as number: Int64) -> ForwardedReply {
        let token = connection.inFlight.withLock { $0.start(id, forwardedTo: (target, number)) }
        return ForwardedReply(connection: connection, token: token, id: id)
    }
}

/// The reply owed to a forwarded request: answered once, from any thread.
package struct ForwardedReply: Sendable {
    let connection: RPCConnection
    let token: UInt64
    let id: RequestID

    /// Answers with a result already in compact JSON, vouched for by whoever read it: its bytes
    /// go into the reply as they are.
    package func answer(encodedResult result: UnsafeRawBufferPointer) {
        connection.completeForwarded(token: token, id: id, encodedResult: result)
    }

    package func answer(_ result: Result<ResultBody, ResponseError>) {
        connection.completeForwarded(token: token, id: id, result)
    }
}
