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
    /// While the part runs, this effect waits on it as a concatenation waits on its steps
    /// (`waitingOnChildren`), so the store settles exactly when the part does: a part sleeping on
    /// the test clock leaves the store settled. Removing the part makes the effect running again
    /// in the same step, so the store never looks settled between the part's end and the effect
    /// going on.
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
        let partContext = EffectContext(tracker: tracker, effect: part)
        let work = Task<T, Never> {
            let value = await EffectContext.$current.withValue(partContext) { await operation() }
            // Removing the part wakes this effect in the same step (the tracker's child waiter),
            // so the store never sees the part gone and this effect not yet running.
            tracker.finish(part)
            return value
        }
        // The tracker cancels a part through a `Task<Void, Never>`; this one passes it on.
        tracker.attach(Task {
            await withTaskCancellationHandler {
                _ = await work.value
            } onCancel: {
                work.cancel()
            }
        }, to: part)
        await withTaskCancellationHandler {
            // Counted as waiting on its children while the part runs, as a concatenation is.
            await tracker.waitForChildren(of: effect)
        } onCancel: {
            _ = tracker.cancel { $0.id == part }
        }
        return await work.value
    }
}

