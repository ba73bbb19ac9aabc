/// Deferred requests that have not been answered yet, guarded by the connection's mutex.
///
/// Entries are keyed by a private token rather than the request id: a client may (wrongly) reuse
/// an id while the first request runs, and each request still needs exactly one response. Only
/// a cancellation looks requests up by id, and it goes through the entries (at most the limit on
/// requests in flight): an index by id cost every request two hashed insertions and removals.
/// The tokens are the table's own, one after another: hashed as a `SequenceKey`.
///
/// A forwarded request (`Forwarding`) has no entry here: its one entry is its target's, which
/// answers it and is told of its cancellation; the table only knows the targets to tell. Every
/// request, forwarded or not, counts as pending in the connection (`RPCConnection.pending`).
struct InFlightTable {
    struct Entry {
        var id: RequestID
        /// Cancels the work while it runs (its task, or its mailbox run); nil before it starts.
        var cancel: (@Sendable () -> Void)?
        var cancelled = false

        init(id: RequestID) {
            self.id = id
        }
    }

    private var entries: [SequenceKey: Entry] = [:]
    private var nextToken: UInt64 = 0
    /// Where this connection's requests were forwarded: told of every `$/cancelRequest`, each
    /// finds its own requests of that id. Kept until retired (a plugin client gone answers
    /// none): one per plugin run that served this connection, not one per request.
    private(set) var forwardTargets: [any ForwardingTarget] = []
    /// Bodies to run once fewer than `below` requests are pending.
    private var waiters: [(below: Int, run: @Sendable () -> Void)] = []

    /// Records a request.
    mutating func start(_ id: RequestID) -> UInt64 {
        nextToken += 1
        entries[SequenceKey(nextToken)] = Entry(id: id)
        return nextToken
    }

    /// Stores how to cancel the work once it runs; false when it already finished and left the
    /// table, or was cancelled before it ran (then it must not run: answer −32800).
    mutating func attach(_ cancel: @escaping @Sendable () -> Void, to token: UInt64) -> Bool {
        guard let index = entries.index(forKey: SequenceKey(token)), !entries.values[index].cancelled else { return false }
        entries.values[index].cancel = cancel
        return true
    }

    /// Marks every pending request with this id cancelled and returns how to cancel those that run.
    mutating func cancel(_ id: RequestID) -> [@Sendable () -> Void] {
        var cancels: [@Sendable () -> Void] = []
        // In token order, as the requests started.
        for token in entries.compactMap({ $0.value.id == id ? $0.key.value : nil }).sorted().map(SequenceKey.init) {
            entries[token]?.cancelled = true
            if let cancel = entries[token]?.cancel { cancels.append(cancel) }
        }
        return cancels
    }

    func isCancelled(_ id: RequestID) -> Bool {
        entries.values.contains { $0.id == id && $0.cancelled }
    }

    /// Removes the entry and says whether a cancellation arrived before it finished.
    mutating func finish(_ token: UInt64) -> Bool {
        entries.removeValue(forKey: SequenceKey(token))?.cancelled ?? false
    }

    /// Adds `target` to those told of cancellations, unless it is there; forgets the retired.
    mutating func addForwardTarget(_ target: some ForwardingTarget) {
        forwardTargets.removeAll { $0.retired }
        if !forwardTargets.contains(where: { $0 === target }) { forwardTargets.append(target) }
    }

    /// Keeps `body` for when fewer than `limit` requests are pending.
    mutating func wait(below limit: Int, _ body: @escaping @Sendable () -> Void) {
        waiters.append((limit, body))
    }

    /// Takes the waiters whose limit `pending` meets.
    mutating func ready(pending: Int) -> [@Sendable () -> Void] {
        var ready: [@Sendable () -> Void] = []
        waiters.removeAll { waiter in
            guard pending < waiter.below else { return false }
            ready.append(waiter.run)
            return true
        }
        return ready
    }

    var waiterCount: Int { waiters.count }
}
