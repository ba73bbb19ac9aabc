import JSON
import Synchronization
import UIStateProtocol

/// A `SessionChannel` over a server borrowed from a `ServerPool` for one session.
///
/// `abort` (a timeout) may come from another task at any point, even during the handshake of
/// a new process: the slot's lock decides who gives the process back to the pool, so its place
/// is freed exactly once.
final class ServerChannel: SessionChannel {
    private let pool: ServerPool
    private let slot = Mutex(Slot())

    private struct Slot {
        var connection: ServerConnection?
        /// Whether `acquire` returned it (before that, a failed handshake frees the place).
        var acquired = false
        var aborted = false
    }

    init(pool: ServerPool) {
        self.pool = pool
    }

    func call(_ method: String, _ params: JSONValue) async throws(ResponseError) -> JSONValue {
        let (held, aborted) = slot.withLock { ($0.acquired ? $0.connection : nil, $0.aborted) }
        if aborted { throw Self.abortedError }
        if let held { return try await held.call(method, params) }
        let server = try await pool.acquire { [slot = self] connection in
            slot.slot.withLock { $0.connection = connection }
        }
        let abortedMeanwhile = slot.withLock { slot in
            if slot.aborted { return true }
            slot.connection = server
            slot.acquired = true
            return false
        }
        if abortedMeanwhile {
            server.kill()
            await pool.release(server)
            throw Self.abortedError
        }
        return try await server.call(method, params)
    }

    func release() async {
        let server = slot.withLock { slot -> ServerConnection? in
            guard slot.acquired else { return nil }
            defer { slot.connection = nil; slot.acquired = false }
            return slot.connection
        }
        if let server { await pool.release(server) }
    }

    func abort() async {
        let (server, acquired) = slot.withLock { slot -> (ServerConnection?, Bool) in
            slot.aborted = true
            defer { slot.connection = nil; slot.acquired = false }
            return (slot.connection, slot.acquired)
        }
        server?.kill()
        if acquired, let server { await pool.release(server) }
    }

    private static let abortedError = ResponseError(code: .pluginFailed, message: "the session was aborted (timed out)")
}
