// MARK: - Reducing without a store

extension Reduce {
    /// Runs `actions` through the reducer on a copy of `state`, as a store standing there (with
    /// `dependencies` and the shared values of `shared`) processes them when each is sent from
    /// outside — when every effect they lead to only sends actions (`.send`, merged or not),
    /// which a store processes at once, in the same order, or starts a timer the runtime knows
    /// (`Effect.send(_:after:)`, cancellable or not) or cancels by id, which a store does at once
    /// too, and no shared value is written. Nil as soon as an action returns any other effect or
    /// writes a shared value: only a store can run async work or persist a value, so the caller
    /// then sends them to a store.
    ///
    /// What a store adds to such a step is bookkeeping (version, sequence numbers, the step's
    /// report, observers), none of it the state's; exploration's step from a state to a state it
    /// already knows needs only the state after (HostCore's `quietSuccessor`).
    ///
    /// - Returns: the state after; the actions the effects sent, in processing order (what a
    ///   store reports as received); and the dependencies the reducer ran with, to be current
    ///   while the state is read (shared values in it read that registry, as in a store); and
    ///   the timers started and the ids cancelled, in the order the store would start and cancel
    ///   them (what the caller makes of the effects in flight: `QuietEffect`).
    package func reducedQuietly(
        _ state: State, actions: [Action], dependencies: Dependencies, shared: SharedSnapshot
    ) -> (state: State, received: [Action], dependencies: Dependencies, effects: [QuietEffect<Action>])? {
        // As `Store.init` sets them up: its own event recorder and registry of shared values.
        var dependencies = dependencies
        dependencies.events = EventRecorder()
        let registry = SharedRegistry(storage: dependencies.storage, values: shared)
        dependencies.shared = registry
        var state = state
        var received: [Action] = []
        var effects: [QuietEffect<Action>] = []
        let quiet = Dependencies.$current.withValue(dependencies) {
            for action in actions {
                // As `Store.send`: the action, then every action queued meanwhile, first in first out.
                var queue: [Action] = []
                guard Self.queueSends(of: reduce(&state, action), cause: action, into: &queue, &effects) else { return false }
                var next = 0
                while next < queue.count {
                    let sent = queue[next]
                    next += 1
                    received.append(sent)
                    guard Self.queueSends(of: reduce(&state, sent), cause: sent, into: &queue, &effects) else { return false }
                }
            }
            return true
        }
        guard quiet, registry.writeCount == 0 else { return nil }
        return (state, received, dependencies, effects)
    }

    /// Appends the actions `effect` sends, as `Store.start` queues them, and the timers it starts
    /// and the ids it cancels, as `Store.start` starts and cancels them (processing `cause`,
    /// under `cancelIDs`); false for an effect that does anything else.
    private static func queueSends(
        of effect: Effect<Action>, cause: Action, cancelIDs: [CancelID] = [], into queue: inout [Action],
        _ effects: inout [QuietEffect<Action>]
    ) -> Bool {
        // Most actions return none: checked without `operation`, whose generic metadata a
        // switch looks up (as `Store.process` does).
        if effect.isNone { return true }
        switch effect.operation {
        case .none:
            return true
        case .send(let action):
            queue.append(action)
            return true
        case .merge(let children):
            for child in children {
                if !queueSends(of: child, cause: cause, cancelIDs: cancelIDs, into: &queue, &effects) { return false }
            }
            return true
        case .run(let run):
            // A timer of no delay would fire while the store settles: a store's step.
            guard let timer = run.timer, timer.delay > .zero else { return false }
            effects.append(.timer(cause: cause, delay: timer.delay, cancelIDs: cancelIDs))
            return true
        case .cancellable(let inner, let id, let cancelInFlight):
            if cancelInFlight { effects.append(.cancel(id)) }
            return queueSends(of: inner, cause: cause, cancelIDs: cancelIDs + [id], into: &queue, &effects)
        case .cancel(let id):
            effects.append(.cancel(id))
            return true
        case .concatenate, .throttle:
            return false
        }
    }
}

// MARK: - QuietEffect

/// What a quiet step did to the effects in flight (`Reduce.reducedQuietly`), one start or
/// cancellation at a time, in the order a store does them.
package enum QuietEffect<Action: Sendable>: Sendable {
    /// A timer the runtime knows (`Effect.send(_:after:)`) started while processing `cause`:
    /// asleep for `delay` on the store's clock, cancellable by `cancelIDs`.
    case timer(cause: Action, delay: Duration, cancelIDs: [CancelID])
    /// Every effect in flight cancellable by the id cancelled (`.cancel(id:)`, or a start with
    /// `cancelInFlight`), and every step effect under them.
    case cancel(CancelID)
}

// MARK: - Effects in flight after a quiet step

/// The effects in flight after a quiet step (`SuspendedEffects.afterQuietStep`), as a store's
/// listing orders them: the start's still in flight, then the timers the step started.
package struct QuietEffectsAfter<Action: Sendable>: Sendable {
    /// How many effects the start had in flight.
    package let startCount: Int
    /// Which of the start's are still in flight, by their place in start order.
    package let kept: [Int]
    /// The action whose processing started each new timer, in start order.
    package let startedBy: [Action]
    /// From the start's now to the earliest deadline of a timer still asleep; nil when none.
    package let nextDeadline: Duration?
}

extension SuspendedEffects {
    /// What a store standing at these effects in flight (nil: none), its clock at `now`, has in
    /// flight once it has taken a step whose `effects` these are (`Reduce.reducedQuietly`): a
    /// cancellation ends the effects it names (their tasks end as the store settles), a timer
    /// is listed after the effects already in flight. Nil when a cancellation reaches an
    /// effect that is not a lone timer (a concatenation, a step of one): what goes on then is
    /// for a store to tell.
    package static func afterQuietStep(
        _ effects: [QuietEffect<Action>], from suspended: SuspendedEffects?, now: UIInstant
    ) -> QuietEffectsAfter<Action>? {
        // Closures, not key paths: a key path into a generic type is looked up at each use.
        let start = suspended?.effects ?? []
        let parents = Set(start.compactMap { $0.parent })
        var kept = Array(start.indices)
        var started: [QuietTimer] = []
        for effect in effects {
            switch effect {
            case .timer(let cause, let delay, let cancelIDs):
                started.append(QuietTimer(cause: cause, deadline: UIInstant(sinceEpoch: now.sinceEpoch + delay), cancelIDs: cancelIDs))
            case .cancel(let id):
                var stays: [Int] = []
                for index in kept {
                    let entry = start[index]
                    guard entry.cancelIDs.contains(id) else {
                        stays.append(index)
                        continue
                    }
                    guard case .timer = entry.kind, entry.parent == nil, !parents.contains(entry.id) else { return nil }
                }
                kept = stays
                started.removeAll { $0.cancelIDs.contains(id) }
            }
        }
        var earliest: UIInstant?
        for timer in started where earliest.map({ timer.deadline < $0 }) ?? true { earliest = timer.deadline }
        for index in kept {
            if case .timer(_, let deadline, _) = start[index].kind, earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
        }
        return QuietEffectsAfter(
            startCount: start.count, kept: kept, startedBy: started.map { $0.cause },
            nextDeadline: earliest.map { now.duration(to: $0) }
        )
    }

    /// A timer a quiet step started: what it was started by, when it wakes, what cancels it.
    private struct QuietTimer {
        let cause: Action
        let deadline: UIInstant
        let cancelIDs: [CancelID]
    }
}
