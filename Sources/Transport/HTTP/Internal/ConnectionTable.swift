internal import Synchronization

/// The live HTTP connections by id, at most `limit`: a new one past the limit closes the one
/// used least recently (a page reloaded many times leaves its old connections behind).
final class ConnectionTable: Sendable {
    private struct State {
        var connections: [String: HTTPConnection] = [:]
        var lastUse: [String: Int] = [:]
        var clock = 0
        var nextID = 1
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) { self.limit = max(1, limit) }

    /// A fresh id, never reused.
    func newID() -> String {
        state.withLock { state in
            defer { state.nextID += 1 }
            return "c\(state.nextID)"
        }
    }

    func lookup(_ id: String) -> HTTPConnection? {
        state.withLock { state in
            guard let connection = state.connections[id] else { return nil }
            state.clock += 1
            state.lastUse[id] = state.clock
            return connection
        }
    }

    /// Adds `connection`; returns the one evicted to make room, if any (the caller closes it).
    func insert(_ connection: HTTPConnection) -> HTTPConnection? {
        state.withLock { state in
            var evicted: HTTPConnection?
            if state.connections.count >= limit,
               let oldest = state.lastUse.min(by: { $0.value < $1.value })?.key {
                evicted = state.connections.removeValue(forKey: oldest)
                state.lastUse[oldest] = nil
            }
            state.clock += 1
            state.connections[connection.id] = connection
            state.lastUse[connection.id] = state.clock
            return evicted
        }
    }

    func remove(_ id: String) -> HTTPConnection? {
        state.withLock { state in
            state.lastUse[id] = nil
            return state.connections.removeValue(forKey: id)
        }
    }

    var count: Int { state.withLock { $0.connections.count } }
}
