public import JSONValue

/// A message without an `id`: never answered, not even with an error.
public struct NotificationMessage: Sendable, Hashable {
    public var method: String
    public var params: JSONValue?

    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }

    /// Appends the compact JSON form.
    public func write(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"jsonrpc":"2.0","method":"#.utf8)
        JSONValue.string(method).write(to: &bytes)
        if let params {
            bytes.append(contentsOf: #","params":"#.utf8)
            params.write(to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    public var serialized: [UInt8] {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return bytes
    }
}
