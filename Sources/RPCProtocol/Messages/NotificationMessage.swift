public import JSONValue

/// A message without an `id`: never answered, not even with an error.
public struct NotificationMessage: Sendable, Hashable, WireWritable {
    public var method: String
    public var params: JSONValue?

    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }

    /// Appends the compact JSON form.
    public func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"jsonrpc":"2.0","#.utf8)
        bytes.appendCall(method: method, params: params)
    }
}
