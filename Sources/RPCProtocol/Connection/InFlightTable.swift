/// Deferred requests that have not been answered yet, guarded by the connection's mutex.
///
/// Entries are keyed by a private token rather than the request id: a client may (wrongly) reuse
/// an id while the first request runs, and each request still needs exactly one response.
struct InFlightTable {
    struct Entry {
        var id: RequestID
        var task: Task<Void, Never>?
        var cancelled = false
    }

    private var entries: [UInt64: Entry] = [:]
    private var tokensByID: [RequestID: [UInt64]] = [:]
    private var nextToken: UInt64 = 0
    /// Requests started and not yet handed to the output (counts past `finish` until `sent`).
    private(set) var pending = 0
    private var idleWaiters: [@Sendable () -> Void] = []

    mutating func start(_ id: RequestID) -> UInt64 {
        nextToken += 1
        entries[nextToken] = Entry(id: id)
        tokensByID[id, default: []].append(nextToken)
        pending += 1
        return nextToken
    }

    /// Stores the task once it exists; it may already have finished and left the table.
    mutating func attach(_ task: Task<Void, Never>, to token: UInt64) -> Bool {
        guard entries[token] != nil else { return false }
        entries[token]?.task = task
        return true
    }

    /// Marks every running request with this id cancelled and returns their tasks to cancel.
    mutating func cancel(_ id: RequestID) -> [Task<Void, Never>] {
        var tasks: [Task<Void, Never>] = []
        for token in tokensByID[id] ?? [] {
            entries[token]?.cancelled = true
            if let task = entries[token]?.task { tasks.append(task) }
        }
        return tasks
    }

    func isCancelled(_ id: RequestID) -> Bool {
        (tokensByID[id] ?? []).contains { entries[$0]?.cancelled == true }
    }

    /// Removes the entry and says whether a cancellation arrived before it finished.
    mutating func finish(_ token: UInt64) -> Bool {
        guard let entry = entries.removeValue(forKey: token) else { return false }
        if var tokens = tokensByID[entry.id] {
            tokens.removeAll { $0 == token }
            tokensByID[entry.id] = tokens.isEmpty ? nil : tokens
        }
        return entry.cancelled
    }

    /// Called once the response is in the output; returns the waiters to run when now idle.
    mutating func sent() -> [@Sendable () -> Void] {
        pending -= 1
        guard pending == 0 else { return [] }
        defer { idleWaiters = [] }
        return idleWaiters
    }

    /// Returns true when already idle (the caller runs `body`), else keeps it for later.
    mutating func whenIdle(_ body: @escaping @Sendable () -> Void) -> Bool {
        if pending == 0 { return true }
        idleWaiters.append(body)
        return false
    }
}
