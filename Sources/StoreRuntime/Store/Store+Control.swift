// MARK: - Settling, listing and cancelling effects

extension Store {
    /// Returns once the store is settled: no action is queued and every effect has finished or
    /// waits on the test clock.
    ///
    /// An effect suspended on anything else (a network call, a continuation resumed from another
    /// thread, a live-clock sleep) counts as running, so this waits for it, bounded by `timeout`
    /// of wall-clock time. The store keeps processing effect actions while this waits.
    ///
    /// Nonisolated: it only waits on the effect tracker, so the caller needs no hop onto the store.
    ///
    /// - Throws: `SettleTimeoutError` (wire −33011) naming the effects still running.
    public nonisolated func settle(timeout: Duration = .seconds(10)) async throws {
        try await tracker.waitUntilSettled(timeout: timeout)
    }

    /// Whether the store is settled right now.
    public var isSettled: Bool {
        queue.isEmpty && tracker.isSettled
    }

    /// Whether nothing is in flight or remembered between actions: no effect (running, sleeping,
    /// or cancelled and winding down), no queued action, no throttle window. Such a store is
    /// wholly its state, environment, shared values, clock time and generator positions: what a
    /// checkpoint (HostCore's `StoreCheckpoint`) keeps to continue from it without a replay.
    package var isQuiescent: Bool {
        queue.isEmpty && !isProcessing && throttles.isEmpty && tracker.entries().isEmpty
    }

    /// The actions whose effects are still in flight and not cancelled, read without a hop onto
    /// the store: what a test store reports when it is dropped with work left running.
    package nonisolated var actionsWithEffectsInFlight: [Int: any Sendable] {
        var actions: [Int: any Sendable] = [:]
        for entry in tracker.entries() where entry.parent == nil && !entry.isCancelled {
            actions[entry.startedBy] = entry.action
        }
        return actions
    }

    /// Whether any effect is in flight (what `effects` lists), read without generic code: most
    /// steps leave none, and building even an empty `[EffectInfo<Action>]` costs metadata look-ups.
    package var hasEffectsInFlight: Bool {
        !tracker.isEmpty
    }

    /// The in-flight effects, in start order.
    public var effects: [EffectInfo<Action>] {
        let entries = tracker.entries()
        // Most steps leave no effect in flight; the mapping below is generic code (metadata
        // look-ups) that every reply would otherwise pay for an empty list.
        guard !entries.isEmpty else { return [] }
        return entries.compactMap { entry in
            guard let action = entry.action as? Action else { return nil }
            return EffectInfo(
                id: entry.id, startedBy: entry.startedBy, action: action, cancelIDs: entry.cancelIDs,
                parent: entry.parent, status: entry.status, isCancelled: entry.isCancelled
            )
        }
    }

    /// Cancels one effect (and, for a concatenation, its current step).
    ///
    /// - Returns: the effects cancelled; empty when `effect` is not in flight.
    @discardableResult
    public func cancelEffect(_ effect: EffectID) -> [EffectID] {
        tracker.cancel { $0.id == effect }
    }

    /// Cancels every effect marked cancellable with `id`, as `.cancel(id:)` would.
    @discardableResult
    public func cancelEffects(id: some Hashable & Sendable) -> [EffectID] {
        tracker.cancel(CancelID(id))
    }

    /// Cancels every in-flight effect.
    @discardableResult
    public func cancelAllEffects() -> [EffectID] {
        tracker.cancelAll()
    }
}
