// MARK: - Throttling

/// The state of one throttle id: when it last let an effect through, and when a trailing
/// (latest) effect is due.
struct ThrottleWindow {
    var lastFired: UIInstant?
    var trailingAt: UIInstant?
}

/// Cancels the trailing effect a throttle with `latest: true` scheduled.
struct ThrottleTrailingID: Hashable, Sendable {
    let id: CancelID
}

extension Store {
    /// Lets `effect` through at once if `interval` has passed since the last one under `id`;
    /// otherwise drops it, or with `latest` schedules it for the end of the interval, replacing
    /// a trailing effect already scheduled. Throttled effects are cancellable by `id`.
    func throttle(
        _ effect: Effect<Action>,
        id: CancelID,
        interval: Duration,
        latest: Bool,
        cause: EffectCause,
        parent: EffectID?,
        cancelIDs: [CancelID],
        outcome: inout ProcessOutcome
    ) {
        let now = dependencies.clock.now
        var window = throttles[id] ?? ThrottleWindow()
        defer { throttles[id] = window }
        let trailingID = CancelID(ThrottleTrailingID(id: id))

        if let trailingAt = window.trailingAt, now < trailingAt {
            guard latest else { return }
            outcome.effectsCancelled += tracker.cancel(trailingID)
            scheduleTrailing(effect, at: trailingAt, now: now, cancelIDs: cancelIDs + [id, trailingID], cause: cause, parent: parent, outcome: &outcome)
            return
        }
        // A trailing effect whose time has come has fired by now.
        let last = window.trailingAt ?? window.lastFired
        window.trailingAt = nil
        if let last, now < last.advanced(by: interval) {
            window.lastFired = last
            guard latest else { return }
            let due = last.advanced(by: interval)
            window.trailingAt = due
            scheduleTrailing(effect, at: due, now: now, cancelIDs: cancelIDs + [id, trailingID], cause: cause, parent: parent, outcome: &outcome)
        } else {
            window.lastFired = now
            start(effect, cause: cause, parent: parent, cancelIDs: cancelIDs + [id], outcome: &outcome)
        }
    }

    private func scheduleTrailing(
        _ effect: Effect<Action>,
        at due: UIInstant,
        now: UIInstant,
        cancelIDs: [CancelID],
        cause: EffectCause,
        parent: EffectID?,
        outcome: inout ProcessOutcome
    ) {
        let delay = now.duration(to: due)
        let wait = Effect<Action>.run { _, dependencies in try await dependencies.clock.sleep(for: delay) }
        start(.concatenate(wait, effect), cause: cause, parent: parent, cancelIDs: cancelIDs, outcome: &outcome)
    }
}
