internal import JSON

// MARK: - Requests answered from their bytes

extension RPCConnection {
    /// Answers a frame through its method's `MethodRegistry.PassThrough`, unparsed, when it can;
    /// false when the frame is left to the parse, with nothing done.
    ///
    /// Only a frame `RequestBytes` reads takes this way, and only where the parse would have
    /// handed the same request straight to the method's handler: initialized and not shut down
    /// (the lifecycle's answers come from the parse's way), no trace to send (it shows the
    /// params), and a frame small enough to be parsed as it is (larger ones have their over-long
    /// ids blanked first, and one past `maxBytes` is refused).
    func passThrough(_ body: UnsafeRawBufferPointer) -> Bool {
        guard body.count < JSONValue.releaseThreshold, body.count <= parseOptions.maxBytes,
              lifecyclePhase == .initialized, traceLevel == .off,
              let head = RequestBytes.head(of: body, maxDepth: parseOptions.maxDepth),
              let passThrough = registry.request(head.method)?.passThrough,
              let request = RequestBytes(head, routedBy: passThrough.routingKey)
        else { return false }
        let context = RequestContext(id: request.id, method: request.method, connection: self)
        guard let handlerReply = passThrough.handler(request, context) else { return false }
        answer(request.id, with: handlerReply, context: context) { [self] response, hooks in send(response, answering: hooks) }
        return true
    }
}
