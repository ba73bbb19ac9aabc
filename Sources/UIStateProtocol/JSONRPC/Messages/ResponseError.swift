package import JSON

/// The `error` member of a response; also what handlers throw to answer with an error.
package struct ResponseError: Error, Sendable, Hashable {
    package var code: ErrorCode
    package var message: String
    package var data: JSONValue?

    package init(code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    package var jsonValue: JSONValue {
        var object: JSONObject = ["code": .integer(Int64(code.rawValue)), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }

    /// Reads an error object as a client receives it; nil when `value` is not one.
    package init?(_ value: JSONValue) {
        guard let code = value["code"]?.integerValue, let message = value["message"]?.stringValue,
              let raw = Int(exactly: code) else { return nil }
        self.init(code: ErrorCode(raw), message: message, data: value["data"])
    }
}

// MARK: - Common errors

extension ResponseError {
    package static func parseError(_ message: String, data: JSONValue? = nil) -> ResponseError {
        ResponseError(code: .parseError, message: message, data: data)
    }

    package static func invalidRequest(_ message: String, data: JSONValue? = nil) -> ResponseError {
        ResponseError(code: .invalidRequest, message: message, data: data)
    }

    /// A string id over `RequestID.maxStringBytes`: answered with `id: null`, as an id that
    /// cannot be read.
    package static func idTooLong(bytes: Int) -> ResponseError {
        invalidRequest("invalid request: \"id\" is a string of \(bytes) bytes; an id is at most \(RequestID.maxStringBytes)",
                       data: ["reason": "idTooLong", "bytes": .integer(Int64(bytes)), "limit": .integer(Int64(RequestID.maxStringBytes))])
    }

    package static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "method not found: \(method)", data: ["method": .string(method)])
    }

    /// Params that do not fit the method: `path` is a JSON Pointer into the params.
    package static func invalidParams(_ message: String, path: String = "", expected: [String]? = nil) -> ResponseError {
        var data: JSONObject = ["path": .string(path)]
        if let expected { data["expected"] = .array(expected.map { .string($0) }) }
        return ResponseError(code: .invalidParams, message: message, data: .object(data))
    }

    package static func internalError(_ message: String) -> ResponseError {
        ResponseError(code: .internalError, message: message)
    }

    package static let serverNotInitialized = ResponseError(
        code: .serverNotInitialized, message: "server not initialized: send 'initialize' first")
    package static let requestCancelled = ResponseError(code: .requestCancelled, message: "request cancelled")
}

extension ResponseError: CustomStringConvertible {
    package var description: String { "\(code.rawValue) \(message)" }
}
