// MARK: - QueueTurn

/// A place in an `ArrivalQueue` that is not a store's (the creation queue).
struct QueueTurn: Sendable {
    let queue: ArrivalQueue
    let ticket: ArrivalQueue.Ticket

    init(_ queue: ArrivalQueue) {
        self.queue = queue
        self.ticket = queue.reserve()
    }

    func run<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        await queue.wait(for: ticket)
        defer { queue.finish(ticket) }
        try Task.checkCancellation()
        return try await body()
    }
}
