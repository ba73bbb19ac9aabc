import Synchronization

// MARK: - EffectTracker

/// The store's record of in-flight effects and of what each is waiting on; decides "settled".
///
/// Thread-safe because effects report from their own tasks (finishing, sleeping on the test
/// clock) while the store registers and cancels from its executor. Every change that can settle
/// the store wakes the waiters of `waitUntilSettled`. Tasks are cancelled and continuations
/// resumed outside the lock, since a cancellation handler may call back in (the test clock's
/// handler unparks its effect).
final class EffectTracker: Sendable {
    struct Entry {
        let id: EffectID
        let startedBy: Int
        let action: any Sendable
        let cancelIDs: [CancelID]
        let parent: EffectID?
        var task: Task<Void, Never>?
        var parkedSleepers = 0
        var childWaiter: CheckedContinuation<Void, Never>?
        var isCancelled = false
        /// What the store needs to start this effect again where it waits, when it knows: a
        /// timer's `Effect.Timer`, a concatenation's steps (`ConcatenationSteps`); nil for a
        /// closure's own work. Read only to capture the effect (`Store.suspendedEffects()`).
        var resumable: (any Sendable)?
        /// A concatenation's current step.
        var step = 0

        var status: EffectStatus {
            if childWaiter != nil { return .waitingOnChildren }
            return parkedSleepers > 0 ? .waitingOnTestClock : .running
        }
    }

    struct Waiter {
        let continuation: CheckedContinuation<Void, any Error>
        /// When the wait gives up (`SettleTimeoutError`).
        let deadline: ContinuousClock.Instant
        let timeout: Duration
    }

    struct Watchdog {
        /// Tells a replaced watchdog that wakes late from the current one.
        let number: Int
        let task: Task<Void, Never>
        /// When it wakes next.
        var wakesAt: ContinuousClock.Instant
    }

    struct State {
        var entries: [EffectID: Entry] = [:]
        var lastID = 0
        var waiters: [Int: Waiter] = [:]
        var lastWaiter = 0
        /// Expires waiters at their deadlines while any wait (see `startWatchdog`); nil otherwise.
        var watchdog: Watchdog?
        var lastWatchdog = 0

        var isSettled: Bool {
            entries.values.allSatisfy { $0.status != .running }
        }

        /// Removes and returns all settle waiters when settled, to resume outside the lock.
        mutating func takeWaitersIfSettled() -> [Waiter] {
            guard !waiters.isEmpty, isSettled else { return [] }
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
    }

    private let state = Mutex(State())

    /// The last effect id given; set only on a tracker that has given none, to continue
    /// another store's numbering (`Store.continueNumbering(from:)`).
    var lastID: Int {
        get { state.withLock { $0.lastID } }
        set { state.withLock { $0.lastID = newValue } }
    }

    // MARK: - Registering and finishing

    /// Records a new effect before its task exists, so a fast finish cannot precede it.
    func register(
        startedBy: Int, action: any Sendable, cancelIDs: [CancelID], parent: EffectID?, resumable: (any Sendable)? = nil
    ) -> EffectID {
        state.withLock { state in
            state.lastID += 1
            let id = EffectID(rawValue: state.lastID)
            state.entries[id] = Entry(
                id: id, startedBy: startedBy, action: action, cancelIDs: cancelIDs, parent: parent, resumable: resumable
            )
            return id
        }
    }

    /// Records an effect another store had in flight under its id there (`Store.resume(_:)`),
    /// before its task exists; later ids follow the largest.
    func restore(_ entry: Entry) {
        state.withLock { state in
            state.entries[entry.id] = entry
            state.lastID = max(state.lastID, entry.id.rawValue)
        }
    }

    /// The concatenation `id` when it is live, its current step set to `step` first.
    func beginStep(_ step: Int, of id: EffectID) -> Entry? {
        state.withLock { state in
            // One look-up: this runs for every step of every debounce.
            guard let index = state.entries.index(forKey: id), !state.entries.values[index].isCancelled else { return nil }
            state.entries.values[index].step = step
            return state.entries.values[index]
        }
    }

    /// Gives the effect its task; cancels the task at once if the effect was cancelled meanwhile.
    func attach(_ task: Task<Void, Never>, to id: EffectID) {
        let cancelNow = state.withLock { state -> Bool in
            guard state.entries[id] != nil else { return false }
            state.entries[id]?.task = task
            return state.entries[id]?.isCancelled ?? false
        }
        if cancelNow { task.cancel() }
    }

    /// Removes a finished effect; wakes its concatenation when it was the last step effect.
    func finish(_ id: EffectID) {
        let (parentWaiter, waiters) = state.withLock { state -> (CheckedContinuation<Void, Never>?, [Waiter]) in
            guard let entry = state.entries.removeValue(forKey: id) else { return (nil, []) }
            var parentWaiter: CheckedContinuation<Void, Never>?
            if let parent = entry.parent,
               state.entries[parent]?.childWaiter != nil,
               !state.entries.values.contains(where: { $0.parent == parent }) {
                parentWaiter = state.entries[parent]?.childWaiter
                state.entries[parent]?.childWaiter = nil
            }
            return (parentWaiter, state.takeWaitersIfSettled())
        }
        parentWaiter?.resume()
        resume(waiters)
    }

    /// Suspends a concatenation until every effect of its current step has finished.
    func waitForChildren(of id: EffectID) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let (resumeNow, waiters) = state.withLock { state -> (Bool, [Waiter]) in
                guard state.entries[id] != nil,
                      state.entries.values.contains(where: { $0.parent == id }) else { return (true, []) }
                state.entries[id]?.childWaiter = continuation
                return (false, state.takeWaitersIfSettled())
            }
            if resumeNow { continuation.resume() }
            resume(waiters)
        }
    }

    // MARK: - The test clock

    /// Notes that `id` is suspended on the test clock.
    func park(_ id: EffectID) {
        let waiters = state.withLock { state -> [Waiter] in
            state.entries[id]?.parkedSleepers += 1
            return state.takeWaitersIfSettled()
        }
        resume(waiters)
    }

    /// Notes that the test clock woke `id` (or its sleep was cancelled).
    func unpark(_ id: EffectID) {
        state.withLock { state in
            if let count = state.entries[id]?.parkedSleepers, count > 0 {
                state.entries[id]?.parkedSleepers = count - 1
            }
        }
    }

    // MARK: - Cancelling

    /// Cancels the effects matching `predicate` and every step effect under them; returns the ids
    /// of the effects newly cancelled, in start order.
    func cancel(where predicate: (Entry) -> Bool) -> [EffectID] {
        let (ids, tasks) = state.withLock { state -> ([EffectID], [Task<Void, Never>]) in
            var selected = Set(state.entries.values.filter { !$0.isCancelled && predicate($0) }.map(\.id))
            guard !selected.isEmpty else { return ([], []) }
            // Step effects inherit their concatenation's cancellation.
            var grew = true
            while grew {
                grew = false
                for entry in state.entries.values where !selected.contains(entry.id) && !entry.isCancelled {
                    if let parent = entry.parent, selected.contains(parent) {
                        selected.insert(entry.id)
                        grew = true
                    }
                }
            }
            var tasks: [Task<Void, Never>] = []
            for id in selected {
                state.entries[id]?.isCancelled = true
                if let task = state.entries[id]?.task { tasks.append(task) }
            }
            return (selected.sorted(), tasks)
        }
        for task in tasks { task.cancel() }
        return ids
    }

    /// Cancels the effects marked cancellable with `cancelID`.
    func cancel(_ cancelID: CancelID) -> [EffectID] {
        cancel { $0.cancelIDs.contains(cancelID) }
    }

    /// Cancels every effect.
    @discardableResult
    func cancelAll() -> [EffectID] {
        cancel { _ in true }
    }

    // MARK: - Reading

    /// The effect when it is in flight and not cancelled; actions a cancelled effect sends are dropped.
    func liveEntry(_ id: EffectID) -> Entry? {
        state.withLock { state in
            guard let entry = state.entries[id], !entry.isCancelled else { return nil }
            return entry
        }
    }

    /// All in-flight effects in start order.
    func entries() -> [Entry] {
        state.withLock { state in state.entries.values.sorted { $0.id < $1.id } }
    }

    /// Whether no effect is tracked (running, waiting or winding down).
    var isEmpty: Bool {
        state.withLock { $0.entries.isEmpty }
    }

    /// Whether every effect has finished or waits on the test clock (or on such effects).
    var isSettled: Bool {
        state.withLock { $0.isSettled }
    }

    /// The effects that keep the store from settling.
    func runningEffects() -> [EffectID] {
        state.withLock { state in
            state.entries.values.filter { $0.status == .running }.map(\.id).sorted()
        }
    }

    // MARK: - Settling

    /// Returns once settled.
    ///
    /// - Throws: `SettleTimeoutError` after `timeout` of wall-clock time, `CancellationError`
    ///   when the waiting task is cancelled.
    func waitUntilSettled(timeout: Duration) async throws {
        let waiterID = state.withLock { state -> Int? in
            guard !state.isSettled else { return nil }
            state.lastWaiter += 1
            return state.lastWaiter
        }
        guard let waiterID else { return }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let settledMeanwhile = state.withLock { state -> Bool in
                    if state.isSettled || Task.isCancelled { return true }
                    state.waiters[waiterID] = Waiter(continuation: continuation, deadline: deadline, timeout: timeout)
                    if let watchdog = state.watchdog, watchdog.wakesAt <= deadline { return false }
                    // None runs, or it sleeps past this deadline (a shorter timeout): a new one.
                    state.watchdog?.task.cancel()
                    state.lastWatchdog += 1
                    state.watchdog = startWatchdog(state.lastWatchdog, wakingAt: deadline)
                    return false
                }
                if settledMeanwhile {
                    if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
                }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: waiterID) }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The watchdog: sleeps until the earliest waiter's deadline, expires the waiters whose
    /// deadline passed, and ends when none waits. Called under the lock, so that `watchdog` is
    /// set before the task looks at it.
    ///
    /// One task for all waits rather than a timer task per wait: a step that starts an effect
    /// waits for the store to settle on every request, and a task created, put to sleep and
    /// cancelled each time was a large part of the cost of such a dispatch. Settling takes far
    /// less than a timeout, so under load the watchdog wakes about once per timeout.
    private func startWatchdog(_ number: Int, wakingAt first: ContinuousClock.Instant) -> Watchdog {
        let task = Task { [weak self] in
            var next = first
            while true {
                do { try await Task.sleep(until: next, clock: .continuous) } catch { return } // replaced
                guard let self, let following = self.expireWaiters(dueBy: ContinuousClock.now, watchdog: number) else { return }
                next = following
            }
        }
        return Watchdog(number: number, task: task, wakesAt: first)
    }

    /// Fails the waiters whose deadline is `now` or earlier; returns when watchdog `number`
    /// wakes next, or nil when it ends (none waits, and it retires; or it was replaced).
    private func expireWaiters(dueBy now: ContinuousClock.Instant, watchdog number: Int) -> ContinuousClock.Instant? {
        let (expired, running, next) = state.withLock { state -> ([Waiter], [EffectID], ContinuousClock.Instant?) in
            guard state.watchdog?.number == number else { return ([], [], nil) }
            let overdue = state.waiters.filter { $0.value.deadline <= now }.sorted { $0.key < $1.key }
            for (id, _) in overdue { state.waiters.removeValue(forKey: id) }
            let running = overdue.isEmpty ? [] : state.entries.values.filter { $0.status == .running }.map(\.id).sorted()
            let next = state.waiters.values.map(\.deadline).min()
            if let next { state.watchdog?.wakesAt = next } else { state.watchdog = nil }
            return (overdue.map(\.value), running, next)
        }
        for waiter in expired {
            waiter.continuation.resume(throwing: SettleTimeoutError(timeout: waiter.timeout, runningEffects: running))
        }
        return next
    }

    private func resume(_ waiters: [Waiter]) {
        for waiter in waiters {
            waiter.continuation.resume()
        }
    }
}

// MARK: - SettleTimeoutError

/// The store did not settle within the wall-clock timeout (wire error −33011).
public struct SettleTimeoutError: Error, Sendable, CustomStringConvertible {
    /// How long settling waited.
    public let timeout: Duration
    /// The effects still running when it gave up.
    public let runningEffects: [EffectID]

    public var description: String {
        "the store did not settle within \(timeout); still running: "
            + runningEffects.map(\.description).joined(separator: ", ")
    }
}
