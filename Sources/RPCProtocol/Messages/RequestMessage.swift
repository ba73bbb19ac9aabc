public import JSONValue

/// A request as it travels: it has an `id` and is answered by exactly one response.
public struct RequestMessage: Sendable, Hashable, WireWritable {
    public var id: RequestID
    public var method: String
    /// An array (by position) or an object (by name), or nil when the member was absent.
    public var params: JSONValue?

    public init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }

    /// Appends the compact JSON form.
    public func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"jsonrpc":"2.0","id":"#.utf8)
        id.write(to: &bytes)
        bytes.append(UInt8(ascii: ","))
        bytes.appendCall(method: method, params: params)
    }
}
