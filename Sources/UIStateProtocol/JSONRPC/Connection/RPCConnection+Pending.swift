internal import Synchronization

// MARK: - Requests pending

/// Every request received and not yet answered counts as pending, until its reply is in the
/// output: what back-pressure (`whenPending`) and `shutdown`, `exit` and end of input
/// (`whenIdle`) wait on. The count is an atomic (`pending`), so that a forwarded request's
/// answer takes no lock of the connection's (its entry is its target's, `Forwarding`); the
/// waiters are in the in-flight table, under its lock, and counted in `pendingWaiters`.
///
/// No waiter is missed: a request that stops pending lowers `pending` and then reads
/// `pendingWaiters`, a waiter raises `pendingWaiters` and then reads `pending`, all in one total
/// order (sequentially consistent), so at least one of them sees the other and runs the waiter
/// (the lock and the list make sure it runs once).
extension RPCConnection {
    /// Runs `body` once fewer than `limit` requests are pending (at once if so now).
    /// The transport's reader waits on this so that a client sending faster than requests
    /// complete cannot make the server hold an unbounded number of them.
    package func whenPending(below limit: Int, _ body: @escaping @Sendable () -> Void) {
        if pending.load(ordering: .sequentiallyConsistent) < limit { return body() }
        inFlight.withLock { table in
            table.wait(below: limit, body)
            pendingWaiters.store(table.waiterCount, ordering: .sequentiallyConsistent)
        }
        // A request that stopped pending before the waiter was counted did not look for it.
        if pending.load(ordering: .sequentiallyConsistent) < limit { runReadyWaiters() }
    }

    /// Whether fewer than `limit` requests are pending now (`whenPending` would run its body at
    /// once), read with no lock: for the reader that adds every request, nearly always true.
    package func hasFewerPending(than limit: Int) -> Bool {
        pending.load(ordering: .sequentiallyConsistent) < limit
    }

    /// Records a request that is not forwarded (answered by its handler's work here).
    func startPending(_ id: RequestID) -> UInt64 {
        pending.wrappingAdd(1, ordering: .sequentiallyConsistent)
        return inFlight.withLock { $0.start(id) }
    }

    /// Counts a forwarded request as pending; `target` is told of cancellations from now on.
    /// The table's lock is taken only for a target other than the last one added.
    func startForwarded(to target: some ForwardingTarget) {
        pending.wrappingAdd(1, ordering: .sequentiallyConsistent)
        let bits = UInt(bitPattern: ObjectIdentifier(target))
        guard lastForwardTarget.load(ordering: .acquiring) != bits else { return }
        inFlight.withLock { table in
            table.addForwardTarget(target)
            // The table holds `target` until a later call replaces this, so no other object can
            // take its address meanwhile.
            lastForwardTarget.store(bits, ordering: .releasing)
        }
    }

    /// A request's reply is in the output: it stops pending, and waiters whose limit is now met run.
    func stopPending() {
        pending.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        // The reader waits on this for every reply while a client keeps more than the limit in
        // flight: one atomic read when none waits.
        guard pendingWaiters.load(ordering: .sequentiallyConsistent) > 0 else { return }
        runReadyWaiters()
    }

    private func runReadyWaiters() {
        let ready = inFlight.withLock { table in
            let ready = table.ready(pending: pending.load(ordering: .sequentiallyConsistent))
            pendingWaiters.store(table.waiterCount, ordering: .sequentiallyConsistent)
            return ready
        }
        for body in ready { body() }
    }

    /// `$/cancelRequest`: every request of this id is cancelled, those forwarded by their targets.
    func cancel(_ id: RequestID) {
        let (cancels, targets) = inFlight.withLock { ($0.cancel(id), $0.forwardTargets) }
        log.debug("cancel \(id): \(cancels.isEmpty ? "not running here" : "cancelling"), \(targets.count) forward target(s) told")
        for cancel in cancels { cancel() }
        for target in targets { target.cancelForwarded(id, from: self) }
    }
}
