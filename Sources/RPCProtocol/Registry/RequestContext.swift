public import JSONValue
internal import Synchronization

/// What a request handler knows besides its params, and how it talks back to the client.
public struct RequestContext: Sendable {
    public let id: RequestID
    public let method: String
    let connection: RPCConnection
    let replyHooks = ReplyHooks()

    init(id: RequestID, method: String, connection: RPCConnection) {
        self.id = id
        self.method = method
        self.connection = connection
    }

    /// Sends notifications to this client after this request was answered (a subscription's).
    public var notificationSink: NotificationSink { connection.notificationSink }

    /// Runs `body` right after this request's response was handed to the output, with
    /// whether that response was a success: a subscription starts sending only then, so its
    /// first notification never overtakes the reply that names it, and a subscription whose
    /// reply became an error (cancelled) is dropped.
    public func afterReply(_ body: @escaping @Sendable (_ succeeded: Bool) -> Void) {
        replyHooks.add(body)
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

// MARK: - ReplyHooks

/// What runs once a request's response is out (`RequestContext.afterReply`).
final class ReplyHooks: Sendable {
    private let hooks = Mutex<[@Sendable (Bool) -> Void]>([])

    func add(_ body: @escaping @Sendable (Bool) -> Void) {
        hooks.withLock { $0.append(body) }
    }

    func run(succeeded: Bool) {
        let bodies = hooks.withLock { hooks in
            defer { hooks = [] }
            return hooks
        }
        for body in bodies { body(succeeded) }
    }
}
