package import UIStateProtocol

/// Server processes shared by the sessions of one replay: at most `size` at a time, each lent
/// to one session (one scenario) at a time and reused by the next, so that `--jobs N` costs N
/// processes whatever the suite's size. A process that died or was killed is replaced on the
/// next loan.
package actor ServerPool {
    package let command: [String]
    package let size: Int
    private var idle: [ServerConnection] = []
    private var running = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    package init(command: [String], size: Int) {
        self.command = command
        self.size = max(1, size)
    }

    /// A server to use for one session; waits while `size` are lent. `spawned` is told of a
    /// new process before its handshake, so that a session timing out meanwhile can kill it.
    ///
    /// - Throws: −33006 when a new process cannot be started or initialized.
    package func acquire(spawned: @Sendable (ServerConnection) -> Void = { _ in }) async throws(ResponseError) -> ServerConnection {
        while true {
            while let connection = idle.popLast() {
                if connection.isAlive { return connection }
                running -= 1
            }
            if running < size {
                running += 1
                let connection: ServerConnection
                do {
                    connection = try ServerConnection.spawn(command)
                } catch {
                    running -= 1
                    wakeOne()
                    throw error
                }
                spawned(connection)
                do {
                    try await connection.initialize()
                } catch {
                    connection.kill()
                    running -= 1
                    wakeOne()
                    throw error
                }
                return connection
            }
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// Gives a server back; a dead one frees its place.
    package func release(_ connection: ServerConnection) {
        if connection.isAlive {
            idle.append(connection)
        } else {
            running -= 1
        }
        wakeOne()
    }

    /// Shuts every idle server down (at the end of a replay).
    package func shutDown() async {
        let connections = idle
        idle.removeAll()
        running -= connections.count
        for connection in connections { await connection.shutDown() }
    }

    private func wakeOne() {
        if !waiters.isEmpty { waiters.removeFirst().resume() }
    }
}
