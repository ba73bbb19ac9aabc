// MARK: - Effects in flight, by value

/// A store's effects in flight kept by value, where each waits (`Store.suspendedEffects()`): a
/// timer asleep on the store's test clock (its deadline, what it sends when it wakes), a
/// concatenation waiting on such timers (its steps still to come), with their ids, causes and
/// cancel ids; and where the store's numbering stood. Another store given them
/// (`Store.resume(_:)`) has the same effects waiting, and goes on as the first would have.
package struct SuspendedEffects<Action: Sendable>: Sendable {
    struct Suspended: Sendable {
        let id: EffectID
        let startedBy: Int
        let action: any Sendable
        let cancelIDs: [CancelID]
        let parent: EffectID?
        let kind: Kind
    }

    enum Kind: Sendable {
        /// Asleep until `deadline` (the sleep began at `scheduledAt`), then sends `timer.action`.
        case timer(Effect<Action>.Timer, deadline: UIInstant, scheduledAt: UIInstant)
        /// Waiting on its children, its `current` step's effects, before the steps after it.
        case concatenation(ConcatenationSteps<Action>, current: Int)
    }

    /// In start order.
    let effects: [Suspended]
    let sequence: Int
    let lastEffectID: Int

    /// Whether nothing was in flight.
    package var isEmpty: Bool { effects.isEmpty }
}

extension Store {
    /// The store's effects in flight by value, when each is one the store knows how to start
    /// again where it waits: a timer (`Effect.send(_:after:)`, a debounce's wait) asleep on the
    /// store's test clock, or a concatenation waiting on such effects; none cancelled, nothing
    /// queued, no throttle window, no sleeper on the clock outside them. Empty when nothing is
    /// in flight (the store is quiescent); nil when something in flight is opaque (a closure's
    /// own work suspended midway cannot be copied).
    package func suspendedEffects() -> SuspendedEffects<Action>? {
        guard queue.isEmpty, !isProcessing, throttles.isEmpty else { return nil }
        let entries = tracker.entries()
        guard !entries.isEmpty else { return SuspendedEffects(effects: [], sequence: sequence, lastEffectID: tracker.lastID) }
        guard let clock = dependencies.testClock, let sleepers = clock.sleepers(of: tracker) else { return nil }
        var asleep: [EffectID: (deadline: UIInstant, scheduledAt: UIInstant)] = [:]
        for sleeper in sleepers {
            // Two sleeps of one effect at once: not a timer's.
            guard asleep.updateValue((sleeper.deadline, sleeper.scheduledAt), forKey: sleeper.effect) == nil else { return nil }
        }
        let parents = Set(entries.compactMap(\.parent))
        var suspended: [SuspendedEffects<Action>.Suspended] = []
        suspended.reserveCapacity(entries.count)
        for entry in entries {
            guard !entry.isCancelled else { return nil }
            let kind: SuspendedEffects<Action>.Kind
            if let timer = entry.resumable as? Effect<Action>.Timer {
                guard let sleep = asleep.removeValue(forKey: entry.id), entry.parkedSleepers == 1, !parents.contains(entry.id) else {
                    return nil
                }
                kind = .timer(timer, deadline: sleep.deadline, scheduledAt: sleep.scheduledAt)
            } else if let steps = entry.resumable as? ConcatenationSteps<Action>, entry.status == .waitingOnChildren {
                kind = .concatenation(steps, current: entry.step)
            } else {
                return nil
            }
            suspended.append(SuspendedEffects.Suspended(
                id: entry.id, startedBy: entry.startedBy, action: entry.action, cancelIDs: entry.cancelIDs,
                parent: entry.parent, kind: kind
            ))
        }
        // Every sleeper belongs to a timer kept; every child's parent is kept (all entries are).
        guard asleep.isEmpty else { return nil }
        return SuspendedEffects(effects: suspended, sequence: sequence, lastEffectID: tracker.lastID)
    }

    /// Starts `suspended` (another store's, `suspendedEffects()`) where each waited, under the
    /// same ids, and carries on that store's sequence and effect numbering, so that the effects
    /// this store starts next are numbered after them as they would have been there. Only for
    /// a store that has processed nothing since it was made; the effects are waiting once the
    /// store settles (`settle()`), each timer parked on this store's test clock.
    package func resume(_ suspended: SuspendedEffects<Action>) {
        guard !suspended.isEmpty, let clock = dependencies.testClock else { return }
        sequence = max(sequence, suspended.sequence)
        for effect in suspended.effects {
            let resumable: any Sendable
            switch effect.kind {
            case .timer(let timer, _, _): resumable = timer
            case .concatenation(let steps, _): resumable = steps
            }
            var entry = EffectTracker.Entry(
                id: effect.id, startedBy: effect.startedBy, action: effect.action, cancelIDs: effect.cancelIDs,
                parent: effect.parent, resumable: resumable
            )
            if case .concatenation(_, let current) = effect.kind { entry.step = current }
            tracker.restore(entry)
        }
        tracker.lastID = max(tracker.lastID, suspended.lastEffectID)
        for effect in suspended.effects {
            let task: Task<Void, Never>
            switch effect.kind {
            case .timer(let timer, let deadline, let scheduledAt):
                task = Self.timerTask(
                    timer.action, deadline: deadline, scheduledAt: scheduledAt, clock: clock, send: makeSend(for: effect.id),
                    dependencies: dependencies, context: EffectContext(tracker: tracker, effect: effect.id)
                )
            case .concatenation(let steps, let current):
                task = Self.concatenationTask(
                    steps.steps, from: current + 1, resuming: true, id: effect.id, tracker: tracker, store: self,
                    executor: dependencies.effectExecutor
                )
            }
            tracker.attach(task, to: effect.id)
        }
    }

    /// A timer's task started again where it slept: what `Effect.send(_:after:)`'s body (or a
    /// debounce's wait) does from its sleep on, the sleep ending at `deadline`.
    private nonisolated static func timerTask(
        _ action: Action?, deadline: UIInstant, scheduledAt: UIInstant, clock: TestClock, send: Send<Action>,
        dependencies: Dependencies, context: EffectContext
    ) -> Task<Void, Never> {
        Task(executorPreference: dependencies.effectExecutor) {
            await EffectContext.$current.withValue(context) {
                await Dependencies.$current.withValue(dependencies) {
                    do {
                        try await clock.sleep(until: deadline, scheduledAt: scheduledAt)
                        if let action { await send(action) }
                    } catch {
                        // Only a cancellation ends a sleep early: how effects end, not a failure.
                    }
                }
            }
            context.tracker.finish(context.effect)
        }
    }
}
