package import JSON

/// The answer to one request: exactly one of `result` and `error`.
package struct ResponseMessage: Sendable, Hashable, WireWritable {
    package var id: RequestID
    /// The outcome, its result a value or already encoded.
    package var body: Result<ResultBody, ResponseError>

    package init(id: RequestID, result: Result<JSONValue, ResponseError>) {
        self.id = id
        body = result.map(ResultBody.value)
    }

    package init(id: RequestID, body: Result<ResultBody, ResponseError>) {
        self.id = id
        self.body = body
    }

    package init(id: RequestID, error: ResponseError) {
        self.init(id: id, result: .failure(error))
    }

    /// Appends the compact JSON form.
    package func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"jsonrpc":"2.0","id":"#.utf8)
        id.write(to: &bytes)
        switch body {
        case .success(let value):
            bytes.append(contentsOf: #","result":"#.utf8)
            value.write(to: &bytes)
        case .failure(let error):
            bytes.append(contentsOf: #","error":"#.utf8)
            error.jsonValue.write(to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }
}
