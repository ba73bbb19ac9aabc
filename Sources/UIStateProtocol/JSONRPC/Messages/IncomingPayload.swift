package import JSON

/// What one frame's body holds: a message, a batch, or something answered by one error with
/// `id: null` (unparsable JSON, an empty batch).
package enum IncomingPayload: Sendable, Hashable {
    case single(ClassifiedMessage)
    case batch([ClassifiedMessage])
    case failure(ResponseError)
}

// MARK: - Decoding

extension IncomingPayload {
    /// Parses and classifies a frame body. Never traps, whatever the bytes.
    ///
    /// Unparsable JSON and invalid UTF-8 are −32700; a body past the size or nesting limits is
    /// −32600 (the JSON may be fine, the request is not acceptable). `data` says why and where.
    package static func decode(_ body: UnsafeRawBufferPointer, options: JSONParseOptions = .default) -> IncomingPayload {
        let result = Result { () throws(JSONParseError) in try JSONValue(parsing: body, options: options) }
        return payload(result, body: body, options: options)
    }

    /// Decodes a body whose memory may be released as the parser reads it, so that a large
    /// message is not held twice (see `JSONValue.parse(releasingReadPagesOf:options:)`): the
    /// caller reads none of these bytes afterwards. When pages were released, a body with a number
    /// out of range gets the parse error, since re-reading it for a precise answer is not possible.
    ///
    /// From `JSONValue.releaseThreshold` on, over-long ids are blanked before the parse (see
    /// `OverlongIDs`), so that a huge id costs no more than the frame that carried it.
    package static func decode(releasing body: UnsafeMutableRawBufferPointer, options: JSONParseOptions = .default) -> IncomingPayload {
        let overlong = body.count >= JSONValue.releaseThreshold ? OverlongIDs.blank(in: body) : OverlongIDs()
        var parse = JSONValue.parse(releasingReadPagesOf: body, options: options)
        guard !overlong.isEmpty else {
            return payload(parse.result, body: parse.inputIntact ? UnsafeRawBufferPointer(body) : nil, options: options)
        }
        if case .failure(var error) = parse.result {
            error.column = overlong.originalColumn(error.column, atOffset: error.offset)
            parse.result = .failure(error)
        }
        // The blanked bytes are not the message as sent: never read them again.
        return payload(parse.result, body: nil, options: options).refusing(overlong)
    }

    /// This payload with each element whose id was blanked answered as an over-long id.
    private func refusing(_ overlong: OverlongIDs) -> IncomingPayload {
        switch self {
        case .failure:
            return self
        case .single:
            guard let bytes = overlong.lengths[nil] else { return self }
            return .single(.invalid(id: .null, error: .idTooLong(bytes: bytes)))
        case .batch(var elements):
            for (element, bytes) in overlong.lengths {
                guard let element, elements.indices.contains(element) else { continue }
                elements[element] = .invalid(id: .null, error: .idTooLong(bytes: bytes))
            }
            return .batch(elements)
        }
    }

    /// Classifies a parse; a number out of range is read again from `body` when it is still there.
    private static func payload(_ result: Result<JSONValue, JSONParseError>, body: UnsafeRawBufferPointer?,
                                options: JSONParseOptions) -> IncomingPayload {
        switch result {
        case .success(let value):
            return classify(value)
        case .failure(let error):
            if error.reason == .integerOutOfRange || error.reason == .numberOutOfRange, let body,
               let read = OutOfRangeNumbers.read(body, options: options) {
                return classify(read)
            }
            return .failure(ResponseError(parseFailure: error))
        }
    }

    /// Decodes a body held in an array; see `decode(_:options:)`.
    package static func decode(_ body: [UInt8], options: JSONParseOptions = .default) -> IncomingPayload {
        body.withUnsafeBytes { decode($0, options: options) }
    }

    /// Classifies an already parsed body.
    package static func classify(_ value: JSONValue) -> IncomingPayload {
        guard case .array(let elements) = value else { return .single(ClassifiedMessage(value)) }
        guard !elements.isEmpty else { return .failure(.invalidRequest("invalid request: empty batch")) }
        return .batch(elements.map(ClassifiedMessage.init))
    }
}

extension ResponseError {
    /// The reply to a body that could not be parsed.
    package init(parseFailure error: JSONParseError) {
        let data: JSONValue = [
            "reason": .string(error.reason.rawValue),
            "line": .integer(Int64(error.line)),
            "column": .integer(Int64(error.column)),
            "offset": .integer(Int64(error.offset)),
        ]
        switch error.reason {
        case .tooDeep, .tooLarge:
            self.init(code: .invalidRequest, message: "invalid request: \(error.description)", data: data)
        case .invalidUTF8:
            self.init(code: .parseError, message: "parse error: invalid UTF-8: \(error.description)", data: data)
        default:
            self.init(code: .parseError, message: "parse error: \(error.description)", data: data)
        }
    }
}
