package import JSON

/// Method names mapped to handlers; built before a connection starts, then read-only.
///
/// ```swift
/// var registry = MethodRegistry()
/// registry.register("host/echo") { params, _ in .result(params ?? .object([:])) }
/// registry.registerAsync("store/settle") { params, context in try await settle(params) }
/// ```
///
/// Names starting with `rpc.` are reserved by JSON-RPC; only `rpc.discover` may be registered.
/// The lifecycle methods (`initialize`, `shutdown`, `exit`, `$/cancelRequest`, `$/setTrace`) belong
/// to `RPCConnection` and cannot be registered here.
package struct MethodRegistry: Sendable {
    /// A registered request method.
    package struct Entry: Sendable {
        package var name: String
        /// Parameter names in order, for clients that pass params by position; nil when the
        /// method takes params by name only.
        package var positionalParameterNames: [String]?
        package var handler: RequestHandler
        /// Answers a request from its bytes when it can (`RequestBytes`): nil for most methods.
        package var passThrough: PassThrough?
    }

    /// A handler that answers requests without their parse: those whose params hold
    /// `routingKey` as a plain string, read from the frame's bytes (`RequestBytes`). It returns
    /// nil to decline, with nothing done: the request is then parsed and goes to the entry's
    /// `handler` as any other. What it answers must be what `handler` would answer for the
    /// parsed request (stdio connections take this way; HTTP bodies, batches and requests
    /// while tracing always take the parse).
    package struct PassThrough: Sendable {
        package var routingKey: [UInt8]
        package var handler: Handler

        /// How a `PassThrough` answers.
        package enum Handler: Sendable {
            /// With a handler's reply, as the parse's way would, or nil to decline.
            case reply(@Sendable (_ request: RequestBytes, _ context: RequestContext) -> HandlerReply?)
            /// By sending the request on elsewhere (a plugin), whose answer comes back through
            /// the `Forwarding` it is given: no context, reply hooks or closures per request.
            case forward(@Sendable (_ request: RequestBytes, _ forwarding: Forwarding) -> Forwarding.Outcome)
        }

        package init(routingKey: String, handler: @escaping @Sendable (_ request: RequestBytes, _ context: RequestContext) -> HandlerReply?) {
            self.routingKey = Array(routingKey.utf8)
            self.handler = .reply(handler)
        }

        package init(routingKey: String, forward: @escaping @Sendable (_ request: RequestBytes, _ forwarding: Forwarding) -> Forwarding.Outcome) {
            self.routingKey = Array(routingKey.utf8)
            handler = .forward(forward)
        }
    }

    private var requests: [String: Entry] = [:]
    private var notifications: [String: NotificationHandler] = [:]
    /// What `shutdown`, `exit` and end of input run before they wait for the notifications owed.
    private(set) var beforeQuiet: [@Sendable () async -> Void] = []
    /// Whether some method has a `PassThrough`: only then is a frame scanned before its parse.
    private(set) var passesThrough = false

    package init() {}

    // MARK: - Registration

    /// Registers a request method whose handler decides per call to answer at once or defer.
    package mutating func register(_ method: String, positionalParameterNames: [String]? = nil, handler: @escaping RequestHandler,
                                   passThrough: PassThrough? = nil) {
        Self.checkName(method)
        requests[method] = Entry(name: method, positionalParameterNames: positionalParameterNames, handler: handler, passThrough: passThrough)
        if passThrough != nil { passesThrough = true }
    }

    /// Registers a request method that always runs as async work (cancellable).
    package mutating func registerAsync(
        _ method: String, positionalParameterNames: [String]? = nil,
        handler: @escaping @Sendable (_ params: JSONValue?, _ context: RequestContext) async throws -> JSONValue
    ) {
        register(method, positionalParameterNames: positionalParameterNames) { params, context in
            .deferred { try await handler(params, context) }
        }
    }

    /// Registers a notification handler. Unknown notifications are ignored (and logged).
    package mutating func registerNotification(_ method: String, handler: @escaping NotificationHandler) {
        Self.checkName(method)
        notifications[method] = handler
    }

    /// Registers work that `shutdown`, `exit` and end of input run, once every earlier request
    /// was answered, before they wait for the notifications owed: what brings notifications
    /// still on their way from elsewhere (a plugin's stores) to this connection, so that they
    /// are owed too. It must end by itself in bounded time.
    package mutating func runBeforeQuiet(_ body: @escaping @Sendable () async -> Void) {
        beforeQuiet.append(body)
    }

    // MARK: - Lookup

    package func request(_ method: String) -> Entry? { requests[method] }
    package func notification(_ method: String) -> NotificationHandler? { notifications[method] }

    /// The registered request methods, sorted by name: what `rpc.discover` and the protocol
    /// documents are checked against.
    package var requestMethodNames: [String] { requests.keys.sorted() }
    /// The registered notification methods (client to server), sorted by name.
    package var notificationMethodNames: [String] { notifications.keys.sorted() }

    // MARK: - Reserved names

    /// Methods the connection itself implements.
    package static let lifecycleRequestNames: Set<String> = ["initialize", "shutdown"]
    package static let lifecycleNotificationNames: Set<String> = ["initialized", "exit", "$/cancelRequest", "$/setTrace"]

    private static func checkName(_ method: String) {
        // Registration is our own code, not client input: a wrong name is a programming error.
        precondition(!method.hasPrefix("rpc.") || method == "rpc.discover", "'rpc.' method names are reserved: \(method)")
        precondition(!lifecycleRequestNames.contains(method) && !lifecycleNotificationNames.contains(method),
                     "\(method) is implemented by RPCConnection")
    }
}
