public import JSONValue

/// What a request handler knows besides its params, and how it talks back to the client.
public struct RequestContext: Sendable {
    public let id: RequestID
    public let method: String
    let connection: RPCConnection

    init(id: RequestID, method: String, connection: RPCConnection) {
        self.id = id
        self.method = method
        self.connection = connection
    }

    /// Sends a notification to the client (for example `store/didChange`); it is written before
    /// this request's response when sent before the handler returns.
    public func sendNotification(_ method: String, params: JSONValue? = nil) {
        connection.sendNotification(method, params: params)
    }

    /// Whether `$/cancelRequest` arrived for this request. Deferred work also sees
    /// `Task.isCancelled`, and `Task.sleep` throws `CancellationError`.
    public var isCancelled: Bool { connection.isCancelled(id) }
}

/// What a notification handler gets besides its params.
public struct NotificationContext: Sendable {
    public let method: String
    let connection: RPCConnection

    public func sendNotification(_ method: String, params: JSONValue? = nil) {
        connection.sendNotification(method, params: params)
    }
}
