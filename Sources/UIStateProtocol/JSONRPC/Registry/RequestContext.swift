package import JSON
internal import Synchronization

/// What a request handler knows besides its params, and how it talks back to the client.
package struct RequestContext: Sendable {
    package let id: RequestID
    package let method: String
    let connection: RPCConnection
    let replyHooks = ReplyHooks()

    init(id: RequestID, method: String, connection: RPCConnection) {
        self.id = id
        self.method = method
        self.connection = connection
    }

    /// Sends notifications to this client after this request was answered (a subscription's).
    package var notificationSink: NotificationSink { connection.notificationSink }

    /// Runs `body` right after this request's response was handed to the output, with
    /// whether that response was a success: a subscription starts sending only then, so its
    /// first notification never overtakes the reply that names it, and a subscription whose
    /// reply became an error (cancelled) is dropped.
    package func afterReply(_ body: @escaping @Sendable (_ succeeded: Bool) -> Void) {
        replyHooks.add(body)
    }

    /// Sends a notification to the client (for example `store/didChange`); it is written before
    /// this request's response when sent before the handler returns.
    package func sendNotification(_ method: String, params: JSONValue? = nil) {
        connection.sendNotification(method, params: params)
    }

    /// Whether `$/cancelRequest` arrived for this request. Deferred work also sees
    /// `Task.isCancelled`, and `Task.sleep` throws `CancellationError`.
    package var isCancelled: Bool { connection.isCancelled(id) }
}

/// What a notification handler gets besides its params.
package struct NotificationContext: Sendable {
    package let method: String
    let connection: RPCConnection

    package func sendNotification(_ method: String, params: JSONValue? = nil) {
        connection.sendNotification(method, params: params)
    }
}

// MARK: - ReplyHooks

/// What runs once a request's response is out (`RequestContext.afterReply`), and the
/// notifications its changes owe, which the response waits for (`RPCConnection.send`).
final class ReplyHooks: Sendable {
    private struct State {
        var hooks: [@Sendable (Bool) -> Void] = []
        var outcome: Bool?
        /// Numbers of the debts covering the changes this request made before its response.
        var owed: Set<UInt64> = []
    }

    private let state = Mutex(State())

    /// Adds a hook for the response; one added after it is out never runs (a subscription whose
    /// reply is gone must not start).
    func add(_ body: @escaping @Sendable (Bool) -> Void) {
        state.withLock { state in
            guard state.outcome == nil else { return }
            state.hooks.append(body)
        }
    }

    /// Records that debt `number` covers a change this request made: its response waits for it.
    /// Once the response is out nothing is recorded (an effect the request started may outlive
    /// it and keep changing state).
    func owes(_ number: UInt64) {
        state.withLock { state in
            guard state.outcome == nil else { return }
            state.owed.insert(number)
        }
    }

    /// The debts recorded by `owes(_:)`.
    var owedNotifications: Set<UInt64> { state.withLock { $0.owed } }

    /// Adds `body` to run once the response is out; false, with nothing added, when it is out.
    func addUnlessOut(_ body: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.hooks.append { _ in body() }
            return true
        }
    }

    func run(succeeded: Bool) {
        let bodies = state.withLock { state in
            defer { state = State(outcome: succeeded) }
            return state.hooks
        }
        for body in bodies { body(succeeded) }
    }
}

// MARK: - CurrentReply

/// The request whose handler the current task runs (or that started it): a change it makes
/// is notified once its reply is out (`NotificationSink.afterCurrentReply`).
struct CurrentReply: Sendable {
    /// The connection the request came on.
    let connection: ObjectIdentifier
    let hooks: ReplyHooks

    @TaskLocal static var value: CurrentReply?
}
