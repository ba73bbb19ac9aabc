public import JSONValue
public import Scenario
import Synchronization

/// A `SessionChannel` over a server borrowed from a `ServerPool` for one session.
final class ServerChannel: SessionChannel {
    private let pool: ServerPool
    private let connection = ConnectionSlot()
    /// Set by `abort`: the session's scenario timed out, and must not borrow another server.
    private let aborted = Atomic<Bool>(false)

    init(pool: ServerPool) {
        self.pool = pool
    }

    func call(_ method: String, _ params: JSONValue) async throws(SessionError) -> JSONValue {
        if aborted.load(ordering: .acquiring) {
            throw SessionError(code: SessionError.pluginFailed, message: "the session was aborted (timed out)")
        }
        let server: ServerConnection
        if let held = connection.value {
            server = held
        } else {
            server = try await pool.acquire()
            connection.value = server
        }
        return try await server.call(method, params)
    }

    func release() async {
        guard let server = connection.take() else { return }
        await pool.release(server)
    }

    func abort() async {
        aborted.store(true, ordering: .releasing)
        guard let server = connection.take() else { return }
        server.kill()
        await pool.release(server)
    }
}

/// The server a channel holds; `Mutex`-guarded because channels are `Sendable`, though one
/// session uses its channel from one task at a time.
private final class ConnectionSlot: Sendable {
    private let slot = Mutex<ServerConnection?>(nil)

    var value: ServerConnection? {
        get { slot.withLock { $0 } }
        set { slot.withLock { $0 = newValue } }
    }

    func take() -> ServerConnection? {
        slot.withLock { slot in
            defer { slot = nil }
            return slot
        }
    }
}
