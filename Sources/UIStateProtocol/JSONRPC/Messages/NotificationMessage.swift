package import JSON

/// A message without an `id`: never answered, not even with an error.
package struct NotificationMessage: Sendable, Hashable, WireWritable {
    package var method: String
    package var params: JSONValue?

    package init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }

    /// Appends the compact JSON form.
    package func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"jsonrpc":"2.0","#.utf8)
        bytes.appendCall(method: method, params: params)
    }
}
