// MARK: - Interpreting effects

extension Store {
    /// Interprets `effect`: queues `.send` actions, cancels, and spawns one task per `.run` and
    /// per concatenation. Runs on the store's executor while it is processing.
    @usableFromInline
    func start(_ effect: Effect<Action>, cause: EffectCause, parent: EffectID?, cancelIDs: [CancelID] = [], outcome: inout ProcessOutcome) {
        switch effect.operation {
        case .none:
            return
        case .send(let action):
            queue.append(action, origin: .effect(EffectOrigin(effect: parent, startedBy: cause.sequence)))
        case .run(let run):
            outcome.effectsStarted.append(spawn(run, cause: cause, parent: parent, cancelIDs: cancelIDs))
        case .merge(let effects):
            for effect in effects {
                start(effect, cause: cause, parent: parent, cancelIDs: cancelIDs, outcome: &outcome)
            }
        case .concatenate(let effects):
            outcome.effectsStarted.append(spawnConcatenation(effects, cause: cause, parent: parent, cancelIDs: cancelIDs))
        case .cancellable(let effect, let id, let cancelInFlight):
            if cancelInFlight {
                outcome.effectsCancelled += tracker.cancel(id)
            }
            start(effect, cause: cause, parent: parent, cancelIDs: cancelIDs + [id], outcome: &outcome)
        case .cancel(let id):
            outcome.effectsCancelled += tracker.cancel(id)
        case .throttle(let effect, let id, let interval, let latest):
            throttle(effect, id: id, interval: interval, latest: latest, cause: cause, parent: parent, cancelIDs: cancelIDs, outcome: &outcome)
        }
    }

    private func spawn(_ run: Effect<Action>.Run, cause: EffectCause, parent: EffectID?, cancelIDs: [CancelID]) -> EffectID {
        let id = tracker.register(
            startedBy: cause.sequence, action: cause.action, cancelIDs: cancelIDs, parent: parent, resumable: run.timer
        )
        let task = Self.runTask(
            run,
            send: makeSend(for: id),
            dependencies: dependencies,
            context: EffectContext(tracker: tracker, effect: id),
            store: self
        )
        tracker.attach(task, to: id)
        return id
    }

    /// Starts the task off the store's executor (a nonisolated function does not pass on the
    /// actor's isolation), with the effect context and dependencies set for the task.
    nonisolated static func runTask(
        _ run: Effect<Action>.Run,
        send: Send<Action>,
        dependencies: Dependencies,
        context: EffectContext,
        store: Store
    ) -> Task<Void, Never> {
        Task(executorPreference: dependencies.effectExecutor, priority: run.priority) { [weak store] in
            await EffectContext.$current.withValue(context) {
                await Dependencies.$current.withValue(dependencies) {
                    do {
                        try await run.operation(send, dependencies)
                    } catch is CancellationError {
                        // Cancellation is how effects end early; not a failure.
                    } catch {
                        if let handler = run.handler {
                            await handler(error, send)
                        } else {
                            await store?.recordFailure(error, of: context.effect)
                        }
                    }
                }
            }
            context.tracker.finish(context.effect)
        }
    }

    func makeSend(for id: EffectID) -> Send<Action> {
        Send { [weak self] action in
            await self?.receive(action, from: id)
        }
    }

    /// Processes an action an effect sent, unless the effect was cancelled meanwhile.
    private func receive(_ action: Action, from id: EffectID) {
        guard let entry = tracker.liveEntry(id) else { return }
        send(action, origin: .effect(EffectOrigin(effect: id, startedBy: entry.startedBy)))
    }

    private func recordFailure(_ error: any Error, of id: EffectID) {
        let startedBy = tracker.entries().first { $0.id == id }?.startedBy ?? 0
        unhandledEffectErrors.append(EffectFailure(effect: id, startedBy: startedBy, error: error))
    }

    // MARK: - Concatenation

    /// One task that starts each step as effects of its own (children) and waits for them.
    private func spawnConcatenation(_ steps: [Effect<Action>], cause: EffectCause, parent: EffectID?, cancelIDs: [CancelID]) -> EffectID {
        let id = tracker.register(
            startedBy: cause.sequence, action: cause.action, cancelIDs: cancelIDs, parent: parent,
            resumable: ConcatenationSteps(steps: steps)
        )
        tracker.attach(Self.concatenationTask(steps, id: id, tracker: tracker, store: self, executor: dependencies.effectExecutor), to: id)
        return id
    }

    /// The task of a concatenation: each step from `first` on, in turn; with `resuming`, the
    /// step before `first` is under way already (a concatenation another store had in flight,
    /// `resume(_:)`), and the task first waits for it.
    nonisolated static func concatenationTask(
        _ steps: [Effect<Action>],
        from first: Int = 0,
        resuming: Bool = false,
        id: EffectID,
        tracker: EffectTracker,
        store: Store,
        executor: (any TaskExecutor)?
    ) -> Task<Void, Never> {
        Task(executorPreference: executor) { [weak store] in
            if resuming { await tracker.waitForChildren(of: id) }
            for index in steps.indices.dropFirst(first) {
                guard !Task.isCancelled, let store else { break }
                guard await store.startStep(steps[index], at: index, of: id) else { break }
                await tracker.waitForChildren(of: id)
            }
            tracker.finish(id)
        }
    }

    /// Starts one step of a concatenation, the `index`-th; `false` once the concatenation was
    /// cancelled.
    private func startStep(_ step: Effect<Action>, at index: Int, of id: EffectID) -> Bool {
        guard let entry = tracker.beginStep(index, of: id) else { return false }
        var outcome = ProcessOutcome(sequence: entry.startedBy, stateChanged: false)
        let cause = EffectCause(sequence: entry.startedBy, action: entry.action)
        if isProcessing {
            start(step, cause: cause, parent: id, outcome: &outcome)
            return true
        }
        isProcessing = true
        defer { isProcessing = false }
        Dependencies.$current.withValue(dependencies) {
            start(step, cause: cause, parent: id, outcome: &outcome)
            _ = drainQueue()
        }
        return true
    }
}

// MARK: - ConcatenationSteps

/// A concatenation's steps, kept with its entry in the tracker so that the store can start it
/// again at its current step (`Store.suspendedEffects()`).
struct ConcatenationSteps<Action: Sendable>: Sendable {
    let steps: [Effect<Action>]
}
