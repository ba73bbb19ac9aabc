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
        let value: JSONValue
        do {
            value = try JSONValue(parsing: body, options: options)
        } catch {
            let failure = ResponseError(parseFailure: error)
            if error.reason == .integerOutOfRange || error.reason == .numberOutOfRange,
               let read = OutOfRangeNumbers.read(body, options: options) {
                return classify(read)
            }
            return .failure(failure)
        }
        return classify(value)
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
