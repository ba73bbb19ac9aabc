import JSON

// MARK: - Numbers out of range

extension IncomingPayload {
    /// Classifies a body that parsed only with its out-of-range numbers replaced, so that each
    /// message still gets a precise answer: a request with such a number in its params gets
    /// −32602 with its own id and the number's path (`data.reason` `integerOutOfRange` or
    /// `numberOutOfRange`); one elsewhere (its id, say) gets the parse error, with the id when it
    /// could be read; a notification is dropped, since it is never answered.
    static func classify(_ read: OutOfRangeNumbers) -> IncomingPayload {
        switch classify(read.value) {
        case .single(let message):
            return .single(adjust(message, read.numbers))
        case .batch(let messages):
            return .batch(messages.enumerated().map { index, message in
                let inside = read.numbers.compactMap { number -> OutOfRangeNumbers.Number? in
                    guard number.pointer.tokens.first == String(index) else { return nil }
                    var relative = number
                    relative.pointer.tokens.removeFirst()
                    return relative
                }
                return adjust(message, inside)
            })
        case .failure(let error):
            return .failure(error)
        }
    }

    private static func adjust(_ message: ClassifiedMessage, _ numbers: [OutOfRangeNumbers.Number]) -> ClassifiedMessage {
        guard let first = numbers.first else { return message }
        let parseFailure = ResponseError(
            code: .parseError,
            message: "parse error: \(first.pointer.isRoot ? "" : "\(first.pointer): ")\(first.text) is out of range",
            data: ["reason": .string(first.reason.rawValue), "pointer": .string(first.pointer.description)])
        switch message {
        case .valid(.request(let request)):
            guard first.pointer.tokens.first == "params" else { return .invalid(id: request.id, error: parseFailure) }
            let path = JSONPointer(tokens: Array(first.pointer.tokens.dropFirst())).description
            var error = ResponseError.invalidParams(
                "invalid params: \(path.isEmpty ? "" : "\(path): ")\(first.text) is out of range (integers must fit in 64 bits, other numbers in a finite double)",
                path: path, expected: nil)
            if case .object(var data)? = error.data {
                data["reason"] = .string(first.reason.rawValue)
                error.data = .object(data)
            }
            return .invalid(id: request.id, error: error)
        case .valid(.notification(let notification)):
            return .dropped(method: notification.method, error: parseFailure)
        case .valid(.response):
            return .dropped(method: nil, error: parseFailure)
        case .invalid(let id, _):
            // The id itself may be what was out of range: then it reads as null here.
            let idWasNumber = numbers.contains { $0.pointer.tokens == ["id"] }
            return .invalid(id: idWasNumber ? .null : id, error: parseFailure)
        case .dropped:
            return message
        }
    }
}
