// MARK: - Forwarding

/// Whoever a forwarded request went to. It keeps the request's one in-flight entry (its own
/// number for it, and the `ForwardedReply`), answers it exactly once, and is told when the
/// client cancels it (`$/cancelRequest`).
package protocol ForwardingTarget: AnyObject, Sendable {
    /// The client cancelled its request `id`: each request of that id `connection` forwarded
    /// here and not yet answered is answered −32800 now, and its late answer is the target's to
    /// drop. Called for every cancellation, most of them of requests the target never had.
    func cancelForwarded(_ id: RequestID, from connection: RPCConnection)

    /// True once the target answers no request any more (a plugin given up on or gone): the
    /// connection stops telling it of cancellations.
    var retired: Bool { get }
}

/// A request a `MethodRegistry.PassThrough` sends on elsewhere (a plugin) instead of answering
/// it here: the hop's bookkeeping is one entry in the target's table, with no request context,
/// reply hooks, task or closure per request; the connection only counts it as pending.
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

    /// Counts the request as pending and `target` as one to tell of cancellations; its reply is
    /// then owed through what this returns, which the target keeps in its entry for it. A
    /// cancellation reaches the target from the connection's reader, so not before the reader
    /// that called this has recorded the entry.
    package func begin(to target: some ForwardingTarget) -> ForwardedReply {
        connection.startForwarded(to: target)
        return ForwardedReply(connection: connection, id: id)
    }
}

/// The reply owed to a forwarded request: answered once, from any thread.
package struct ForwardedReply: Sendable {
    let connection: RPCConnection
    let id: RequestID

    /// Whether this is the reply to the request `id` of `connection` (a cancellation's).
    package func answers(_ id: RequestID, of connection: RPCConnection) -> Bool {
        self.connection === connection && self.id == id
    }

    /// Answers with a result already in compact JSON, vouched for by whoever read it: its bytes
    /// go into the reply as they are.
    package func answer(encodedResult result: UnsafeRawBufferPointer) {
        connection.completeForwarded(id, encodedResult: result)
    }

    package func answer(_ result: Result<ResultBody, ResponseError>) {
        connection.completeForwarded(id, result)
    }
}
