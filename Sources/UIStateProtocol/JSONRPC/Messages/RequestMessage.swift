package import JSON

/// A request as it travels: it has an `id` and is answered by exactly one response.
package struct RequestMessage: Sendable, Hashable, WireWritable {
    package var id: RequestID
    package var method: String
    /// An array (by position) or an object (by name), or nil when the member was absent.
    package var params: JSONValue?

    package init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }

    /// Appends the compact JSON form.
    package func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"jsonrpc":"2.0","id":"#.utf8)
        id.write(to: &bytes)
        bytes.append(UInt8(ascii: ","))
        bytes.appendCall(method: method, params: params)
    }
}
