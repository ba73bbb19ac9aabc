package import JSON

// MARK: - NotificationSink

/// A handle that sends notifications to one client after the request that obtained it has
/// been answered: what a subscription keeps.
///
/// `send` calls back once the transport wrote the notification to the client (or gave up on
/// the client). A sender that sends the next one only then learns when the client falls
/// behind, and can coalesce instead of queueing without bound.
package struct NotificationSink: Sendable {
    private let connection: RPCConnection?
    private let deliverBody: (@Sendable (String, JSONValue?) async -> Void)?

    init(connection: RPCConnection) {
        self.connection = connection
        self.deliverBody = nil
    }

    /// A sink that hands notifications to `body` (in-process hosts, tests).
    package init(_ body: @escaping @Sendable (_ method: String, _ params: JSONValue?) async -> Void) {
        self.connection = nil
        self.deliverBody = body
    }

    /// Queues a notification and returns at once.
    package func post(_ method: String, params: JSONValue?) {
        if let connection {
            connection.sendNotification(method, params: params)
        } else if let deliverBody {
            Task { await deliverBody(method, params) }
        }
    }

    /// Sends a notification and calls `written` once the transport wrote it (or the client is
    /// gone); never blocks.
    package func send(_ method: String, params: JSONValue?, written: @escaping @Sendable () -> Void) {
        if let connection {
            connection.sendNotification(method, params: params, written: written)
        } else if let deliverBody {
            Task {
                await deliverBody(method, params)
                written()
            }
        }
    }

    /// Registers `body` to run once the reply of the request being handled on this task is out,
    /// on the thread that sent it, when that request came on this sink's connection and its
    /// reply is not out yet; false, with nothing registered, otherwise (a change an effect made,
    /// also one whose request was answered meanwhile, or one of an in-process caller). A change
    /// a request makes is then notified after that request's reply, and the two can leave in
    /// one write (`OutputHold`).
    package func afterCurrentReply(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let connection, let current = CurrentReply.value, current.connection == ObjectIdentifier(connection) else {
            return false
        }
        return current.hooks.addUnlessOut(body)
    }

    /// Opens a debt on the connection for a notification about to be owed (a change reached a
    /// subscription), or returns `held`, the debt already open for the changes not yet sent,
    /// which the notification to come covers too: `shutdown`, `exit` and end of input wait until
    /// it is settled. When a request of this sink's connection makes the change (on its task),
    /// that request's reply waits for the debt too, and no other reply does.
    package func owe(joining held: NotificationDebt? = nil) -> NotificationDebt {
        guard let connection else { return held ?? NotificationDebt() }
        let debt = held ?? NotificationDebt(in: connection.owed)
        if let current = CurrentReply.value, current.connection == ObjectIdentifier(connection) {
            current.hooks.owes(debt.number)
        }
        return debt
    }

    /// Sends a notification whose params `writeParams` appends as compact JSON, and calls
    /// `written` once the transport wrote it (or the client is gone); never blocks. A sink
    /// without a connection gets `params`.
    package func send(
        _ method: String, params: @autoclosure () -> JSONValue?, writingParams writeParams: (inout [UInt8]) -> Void,
        written: @escaping @Sendable () -> Void
    ) {
        if let connection {
            connection.sendNotification(body: RPCConnection.notificationBody(method, writingParams: writeParams), written: written)
        } else if let deliverBody {
            let params = params()
            Task {
                await deliverBody(method, params)
                written()
            }
        }
    }
}
