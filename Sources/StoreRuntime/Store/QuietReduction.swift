// MARK: - Reducing without a store

extension Reduce {
    /// Runs `actions` through the reducer on a copy of `state`, as a store standing there (with
    /// `dependencies` and the shared values of `shared`) processes them when each is sent from
    /// outside — when every effect they lead to only sends actions (`.send`, merged or not),
    /// which a store processes at once, in the same order, and no shared value is written. Nil
    /// as soon as an action returns any other effect or writes a shared value: only a store can
    /// run async work, cancel what is in flight or persist a value, so the caller then sends
    /// them to a store.
    ///
    /// What a store adds to such a step is bookkeeping (version, sequence numbers, the step's
    /// report, observers), none of it the state's; exploration's step from a state to a state it
    /// already knows needs only the state after (HostCore's `quietSuccessor`).
    ///
    /// - Returns: the state after; the actions the effects sent, in processing order (what a
    ///   store reports as received); and the dependencies the reducer ran with, to be current
    ///   while the state is read (shared values in it read that registry, as in a store).
    package func reducedQuietly(
        _ state: State, actions: [Action], dependencies: Dependencies, shared: SharedSnapshot
    ) -> (state: State, received: [Action], dependencies: Dependencies)? {
        // As `Store.init` sets them up: its own event recorder and registry of shared values.
        var dependencies = dependencies
        dependencies.events = EventRecorder()
        let registry = SharedRegistry(storage: dependencies.storage, values: shared)
        dependencies.shared = registry
        var state = state
        var received: [Action] = []
        let quiet = Dependencies.$current.withValue(dependencies) {
            for action in actions {
                // As `Store.send`: the action, then every action queued meanwhile, first in first out.
                var queue: [Action] = []
                guard Self.queueSends(of: reduce(&state, action), into: &queue) else { return false }
                var next = 0
                while next < queue.count {
                    let sent = queue[next]
                    next += 1
                    received.append(sent)
                    guard Self.queueSends(of: reduce(&state, sent), into: &queue) else { return false }
                }
            }
            return true
        }
        guard quiet, registry.writeCount == 0 else { return nil }
        return (state, received, dependencies)
    }

    /// Appends the actions `effect` sends, as `Store.start` queues them; false for an effect that
    /// does anything else.
    private static func queueSends(of effect: Effect<Action>, into queue: inout [Action]) -> Bool {
        // Most actions return none: checked without `operation`, whose generic metadata a
        // switch looks up (as `Store.process` does).
        if effect.isNone { return true }
        switch effect.operation {
        case .none:
            return true
        case .send(let action):
            queue.append(action)
            return true
        case .merge(let effects):
            for effect in effects {
                if !queueSends(of: effect, into: &queue) { return false }
            }
            return true
        case .run, .concatenate, .cancellable, .cancel, .throttle:
            return false
        }
    }
}
