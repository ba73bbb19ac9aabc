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
    ///
    /// A frame of the last passed-through frame's shape (`RequestShape`) is read by byte
    /// compares; any other is scanned in full, and its shape kept for the next.
    func passThrough(_ body: UnsafeRawBufferPointer) -> Bool {
        guard body.count < JSONValue.releaseThreshold, body.count <= parseOptions.maxBytes,
              lifecyclePhase == .initialized, traceLevel == .off
        else { return false }
        if let shape = requestShape.withLock({ $0 }), let parts = shape.parts(of: body) {
            let request = RequestBytes(body: body, id: parts.id, method: shape.method, methodRange: parts.methodRange, params: parts.params,
                                       route: parts.route)
            return pass(request, to: shape.passThrough.handler)
        }
        var slots: [(range: Range<Int>, kind: JSONShape.Kind)]? = []
        guard let head = RequestBytes.head(of: body, maxDepth: parseOptions.maxDepth),
              let found = registry.request(head.method)?.passThrough,
              let scanned = RequestBytes(head, routedBy: found.routingKey, slots: &slots)
        else { return false }
        let shape = slots.flatMap { RequestShape(scanned, slots: $0, passThrough: found) }
        requestShape.withLock { $0 = shape }
        return pass(scanned, to: found.handler)
    }

    /// `passThrough`'s answer through `handler`, borrowed from the shape (or the registry) for
    /// the call: copied out, it cost a retain and a release of its closure's context a copy,
    /// twice a request (~480 instructions a forwarded request with the runtime's slow paths).
    /// Inlined: as a call of its own, the shape's handler was still copied once.
    @inline(__always)
    private func pass(_ request: RequestBytes, to handler: borrowing MethodRegistry.PassThrough.Handler) -> Bool {
        let handlerReply: HandlerReply
        switch handler {
        case .reply(let handler):
            let context = RequestContext(id: request.id, method: request.method, connection: self)
            guard let reply = handler(request, context) else { return false }
            answer(request.id, with: reply, context: context) { [self] response, hooks in send(response, answering: hooks) }
            return true
        case .forward(let forward):
            switch forward(request, Forwarding(connection: self, id: request.id)) {
            case .declined: return false
            case .forwarded: return true
            case .answered(let reply): handlerReply = reply
            }
        }
        let context = RequestContext(id: request.id, method: request.method, connection: self)
        answer(request.id, with: handlerReply, context: context) { [self] response, hooks in send(response, answering: hooks) }
        return true
    }

    // MARK: - Forwarded requests

    /// A forwarded request's answer: its result's compact JSON written after the client's id,
    /// straight into the reply's bytes. Its target took its one entry out of its table (a
    /// cancellation is the target's to answer, so none is looked for here); the request stops
    /// counting as pending once the reply is in the output, with no lock taken unless a
    /// back-pressure waiter waits.
    func completeForwarded(_ id: RequestID, encodedResult result: UnsafeRawBufferPointer) {
        if let outputWriting, case .integer(let number) = id {
            outputWriting(Self.replyCount(number, encodedResult: result)) { buffer in
                Self.writeReply(number, encodedResult: result, into: buffer)
            }
        } else {
            output(Self.reply(id, encodedResult: result))
        }
        stopPending()
    }

    /// As `completeForwarded(_:encodedResult:)`, for any other outcome.
    func completeForwarded(_ id: RequestID, _ result: Result<ResultBody, ResponseError>) {
        send(ResponseMessage(id: id, body: result), answering: nil)
        stopPending()
    }

    /// `{"jsonrpc":"2.0","id":ID,"result":RESULT}`: for an integer id (every forwarded request
    /// but a few) made in one array of the exact size with one copy a piece, as an append a
    /// piece cost more than the copies.
    static func reply(_ id: RequestID, encodedResult result: UnsafeRawBufferPointer) -> [UInt8] {
        guard case .integer(let number) = id else {
            var body: [UInt8] = []
            body.reserveCapacity(result.count + 48)
            body.append(contentsOf: Self.resultHead)
            id.write(to: &body)
            body.append(contentsOf: Self.resultKey)
            body.append(contentsOf: result)
            body.append(UInt8(ascii: "}"))
            return body
        }
        return [UInt8](unsafeUninitializedCapacity: replyCount(number, encodedResult: result)) { buffer, initialized in
            initialized = writeReply(number, encodedResult: result, into: UnsafeMutableRawBufferPointer(buffer))
        }
    }

    /// How many bytes the reply to the integer id `number` takes (`writeReply`).
    static func replyCount(_ number: Int64, encodedResult result: UnsafeRawBufferPointer) -> Int {
        resultHead.utf8CodeUnitCount + RawWriter.decimalCount(number) + resultKey.utf8CodeUnitCount + result.count + 1
    }

    /// Writes the reply to the integer id `number` into `buffer` (`replyCount` bytes); returns
    /// how many it wrote.
    @discardableResult
    static func writeReply(_ number: Int64, encodedResult result: UnsafeRawBufferPointer, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var writer = RawWriter(buffer)
        writer.put(raw(resultHead))
        writer.putDecimal(number)
        writer.put(raw(resultKey))
        writer.put(result)
        writer.put(UInt8(ascii: "}"))
        return writer.count
    }

    private static func raw(_ literal: StaticString) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    private static let resultHead: StaticString = #"{"jsonrpc":"2.0","id":"#
    private static let resultKey: StaticString = #","result":"#
}

extension Array where Element == UInt8 {
    fileprivate mutating func append(contentsOf literal: StaticString) {
        append(contentsOf: UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
