/// Deferred requests that have not been answered yet, guarded by the connection's mutex.
///
/// Entries are keyed by a private token rather than the request id: a client may (wrongly) reuse
/// an id while the first request runs, and each request still needs exactly one response. Only
/// a cancellation looks requests up by id, and it goes through the entries (at most the limit on
/// requests in flight): an index by id cost every request two hashed insertions and removals.
/// The tokens are the table's own, one after another: hashed as a `SequenceKey`.
struct InFlightTable {
    struct Entry {
        var id: RequestID
        /// Cancels the work while it runs (its task, or its mailbox run); nil before it starts.
        var cancel: (@Sendable () -> Void)?
        /// Where a forwarded request went (`Forwarding`), told of a cancellation: no closure
        /// made per request.
        var forwardedTo: (target: any ForwardingTarget, number: Int64)?
        var cancelled = false

        init(id: RequestID) {
            self.id = id
        }

        /// What cancels the work now, if anything runs.
        var canceller: (@Sendable () -> Void)? {
            if let cancel { return cancel }
            guard let forwardedTo else { return nil }
            return { forwardedTo.target.cancelForwarded(forwardedTo.number) }
        }
    }

    private var entries: [SequenceKey: Entry] = [:]
    private var nextToken: UInt64 = 0
    /// Requests started and not yet handed to the output (counts past `finish` until `sent`).
    private(set) var pending = 0
    /// Bodies to run once fewer than `below` requests are pending.
    private var waiters: [(below: Int, run: @Sendable () -> Void)] = []

    /// Records a request; `forwardedTo` for one forwarded elsewhere (`Forwarding`).
    mutating func start(_ id: RequestID, forwardedTo: (target: any ForwardingTarget, number: Int64)? = nil) -> UInt64 {
        nextToken += 1
        var entry = Entry(id: id)
        entry.forwardedTo = forwardedTo
        entries[SequenceKey(nextToken)] = entry
        pending += 1
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
            if let cancel = entries[token]?.canceller { cancels.append(cancel) }
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

    /// `finish` and `sent` under one lock, for a reply that goes to the output next (a
    /// forwarded request's): whether it was cancelled, and the waiters to run once it is out.
    mutating func finishAndSend(_ token: UInt64) -> (cancelled: Bool, waiters: [@Sendable () -> Void]) {
        (finish(token), sent())
    }

    /// Called once the response is in the output; returns the waiters whose limit is now met.
    mutating func sent() -> [@Sendable () -> Void] {
        pending -= 1
        // The reader waits here for every reply while a client keeps more than the limit in
        // flight: a look costs less than `removeAll`'s pass when none is ready.
        guard waiters.contains(where: { pending < $0.below }) else { return [] }
        var ready: [@Sendable () -> Void] = []
        waiters.removeAll { waiter in
            guard pending < waiter.below else { return false }
            ready.append(waiter.run)
            return true
        }
        return ready
    }

    /// Returns true when fewer than `limit` requests are pending (the caller runs `body`), else
    /// keeps it for when that becomes true.
    mutating func whenPending(below limit: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        if pending < limit { return true }
        waiters.append((limit, body))
        return false
    }
}
