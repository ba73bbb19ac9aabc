package import JSON

/// One well-formed JSON-RPC message.
package enum Message: Sendable, Hashable {
    case request(RequestMessage)
    case notification(NotificationMessage)
    case response(ResponseMessage)
}

/// What one element of a frame turned out to be.
///
/// `invalid` carries the id when it could be read (else `.null`), so the error reply still reaches
/// the caller that sent it, as JSON-RPC asks.
package enum ClassifiedMessage: Sendable, Hashable {
    case valid(Message)
    case invalid(id: RequestID, error: ResponseError)
    /// A notification (or a response) that cannot be handled, such as one holding a number out
    /// of range: logged and dropped, since a notification is never answered.
    case dropped(method: String?, error: ResponseError)
}

// MARK: - Classification

extension ClassifiedMessage {
    /// Sorts any JSON value into a message or an invalid request. Never traps, whatever the input.
    package init(_ value: JSONValue) {
        guard case .object(let object) = value else {
            self = .invalid(id: .null, error: .invalidRequest("invalid request: expected an object, got \(value.typeName)"))
            return
        }
        let idMember = object["id"]
        if case .string(let text)? = idMember, text.utf8.count > RequestID.maxStringBytes {
            self = .invalid(id: .null, error: .idTooLong(bytes: text.utf8.count))
            return
        }
        // An id of the wrong type is unreadable, so the reply goes to `null` as for a parse error.
        let id = idMember.flatMap(RequestID.init) ?? .null
        func invalid(_ message: String) -> ClassifiedMessage {
            .invalid(id: id, error: .invalidRequest("invalid request: \(message)"))
        }
        guard let version = object["jsonrpc"] else { self = invalid(#"missing "jsonrpc": "2.0""#); return }
        guard version == "2.0" else { self = invalid(#""jsonrpc" must be "2.0""#); return }
        if let idMember, RequestID(idMember) == nil {
            self = invalid("\"id\" must be a string, an integer or null, got \(idMember.typeName)")
            return
        }
        if let method = object["method"] {
            guard case .string(let name) = method else {
                self = invalid("\"method\" must be a string, got \(method.typeName)")
                return
            }
            // `"params": null` is how Emacs's jsonrpc.el (Eglot) writes absent params: read as absent.
            var params = object["params"]
            if params == .null { params = nil }
            if let present = params {
                switch present {
                case .array, .object: break
                case _ where idMember == nil && name == "exit":
                    // `exit` is always honoured; its params mean nothing.
                    params = nil
                default:
                    self = invalid("\"params\" must be an array, an object or null, got \(present.typeName)")
                    return
                }
            }
            if idMember == nil {
                self = .valid(.notification(NotificationMessage(method: name, params: params)))
            } else {
                self = .valid(.request(RequestMessage(id: id, method: name, params: params)))
            }
            return
        }
        let result = object["result"], error = object["error"]
        guard idMember != nil, (result == nil) != (error == nil) else {
            self = invalid(#"expected "method", or "id" with exactly one of "result" and "error""#)
            return
        }
        if let result {
            self = .valid(.response(ResponseMessage(id: id, result: .success(result))))
        } else if let error, let decoded = ResponseError(error) {
            self = .valid(.response(ResponseMessage(id: id, result: .failure(decoded))))
        } else {
            self = invalid(#""error" must be an object with an integer "code" and a string "message""#)
        }
    }
}
