// MARK: - RunningEffect

/// The store effect the current task belongs to, as code running inside it can reach it: how
/// TCA's `withTaskCancellation(id:)` and `Task.cancel(id:)` act on the store's own cancellation
/// rather than on a registry of their own, so `.cancel(id:)` from a reducer and cancellation by
/// id from inside an effect are one mechanism.
package struct RunningEffect: Sendable {
    private let context: EffectContext

    /// The effect whose task (or a task it started) is running; `nil` outside every store's
    /// effects.
    package static var current: RunningEffect? {
        EffectContext.current.map(RunningEffect.init)
    }

    private init(_ context: EffectContext) {
        self.context = context
    }

    /// Cancels the store's effects and parts marked with `id`, as `.cancel(id:)` would; the
    /// current effect too, when it is one of them.
    package func cancel(_ id: CancelID) {
        _ = context.tracker.cancel(id)
    }

    /// Runs `operation` as a part of this effect that the store can cancel by `id`: in a task of
    /// its own, listed among the store's effects (its parent is this effect, so cancelling this
    /// effect cancels the part too) and cancelled by `.cancel(id:)` or a later part started with
    /// `cancelInFlight`.
    ///
    /// While the part runs, this effect waits on it and is counted as waiting (it is listed as
    /// `waitingOnTestClock`, the one waiting state a plain effect has), so the store settles
    /// exactly when the part does: a part sleeping on the test clock leaves the store settled.
    /// The effect is counted as running again before the part is removed, so the store never
    /// looks settled between the part's end and the effect going on.
    ///
    /// Cancelling the current task cancels the part; the part sees its cancellation and ends as
    /// its operation decides, and its result is returned either way.
    package func runPart<T: Sendable>(
        cancellableBy id: CancelID,
        cancelInFlight: Bool,
        operation: @escaping @Sendable () async -> T
    ) async -> T {
        let tracker = context.tracker
        let effect = context.effect
        if cancelInFlight { _ = tracker.cancel(id) }
        let owner = tracker.entries().first { $0.id == effect }
        let part = tracker.register(
            startedBy: owner?.startedBy ?? 0, action: owner?.action ?? (), cancelIDs: [id], parent: effect)
        // Before the part's task exists, so its `unpark` always follows this.
        tracker.park(effect)
        let partContext = EffectContext(tracker: tracker, effect: part)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
                let task = Task {
                    let value = await EffectContext.$current.withValue(partContext) { await operation() }
                    tracker.unpark(effect)
                    tracker.finish(part)
                    continuation.resume(returning: value)
                }
                // A part cancelled before its task existed is cancelled here at once.
                tracker.attach(task, to: part)
            }
        } onCancel: {
            _ = tracker.cancel { $0.id == part }
        }
    }
}
