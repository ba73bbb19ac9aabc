import Synchronization

// MARK: - TestClock

/// A clock whose time moves only when `advance` is called.
///
/// Sleepers are registered against the effect that sleeps (through the task-local effect
/// context), so the store knows that effect is waiting on this clock and counts as settled.
/// `advance` wakes sleepers one at a time, earliest deadline first and, for equal deadlines, in
/// scheduling order: the one that began sleeping at the earlier clock time first, and among
/// those begun at the same time, the effect the store started first (never the thread that
/// happened to run first, which would make replays differ); after waking one it waits until that effect's store has
/// settled again, so a woken effect that sleeps again before the target time is woken in the
/// same `advance`, and the actions effects send arrive in a deterministic order.
///
/// Stores using this clock attach to it, and `advance` first waits until each has settled: an
/// effect started just before `advance` may not have reached its `sleep` yet, and must not miss
/// the time moving past its deadline.
public final class TestClock: UIClock, Clock, Sendable {
    private struct Sleeper {
        let order: Int
        let deadline: UIInstant
        /// The clock's time when the sleep began: sleeps scheduled earlier wake first.
        let scheduledAt: UIInstant
        /// The sleeping effect's number in its store (effects start in the store's serial order),
        /// so that effects scheduling at the same instant wake in the order they were started,
        /// whichever thread happened to reach `sleep` first.
        let effectRank: Int
        let continuation: CheckedContinuation<Void, any Error>
        let context: EffectContext?
    }

    private struct WeakTracker {
        weak var tracker: EffectTracker?
    }

    private struct State {
        var now: UIInstant
        var sleepers: [Int: Sleeper] = [:]
        var lastOrder = 0
        var trackers: [WeakTracker] = []
    }

    private let state: Mutex<State>

    /// How long `advance` waits (wall-clock) for a woken effect's store to settle before moving on.
    public let settleTimeout: Duration

    /// Creates a clock reading `now`, by default 2026-01-01T00:00:00Z.
    public init(now: UIInstant = .testEpoch, settleTimeout: Duration = .seconds(10)) {
        self.state = Mutex(State(now: now))
        self.settleTimeout = settleTimeout
    }

    public var now: UIInstant {
        state.withLock { $0.now }
    }

    /// Test time is exact: any two distinct instants can be told apart.
    public var minimumResolution: Duration { .zero }

    /// The number of tasks sleeping on this clock.
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// The earliest deadline of a sleeper, if any.
    public var nextDeadline: UIInstant? {
        state.withLock { $0.sleepers.values.map(\.deadline).min() }
    }

    // MARK: - Sleeping

    public func sleep(for duration: Duration) async throws {
        try await sleep { now in now.advanced(by: duration) }
    }

    /// Suspends until the clock reaches `deadline` (Swift's `Clock` requirement); a deadline
    /// already passed returns at once, and one that is now (`sleep(for: .zero)`) waits for the
    /// next `advance`, as swift-clocks' test clock does: a test that starts two such sleeps can
    /// cancel the first before time moves. The tolerance plays no part: test time is exact.
    public func sleep(until deadline: UIInstant, tolerance: Duration? = nil) async throws {
        try await sleep { _ in deadline }
    }

    /// Parks the calling effect until `deadline` as a sleep begun at `scheduledAt` would be: a
    /// timer another store's effect had set, started again where it waited (`Store.resume(_:)`),
    /// wakes in the same order among this clock's sleepers as it would have there.
    func sleep(until deadline: UIInstant, scheduledAt: UIInstant) async throws {
        try await sleep(scheduledAt: scheduledAt) { _ in deadline }
    }

    /// Parks the calling effect until `deadline(now)`, read under the clock's lock so that no
    /// `advance` can slip between reading the time and parking.
    private func sleep(
        scheduledAt: UIInstant? = nil, until deadline: @escaping @Sendable (UIInstant) -> UIInstant
    ) async throws {
        try Task.checkCancellation()
        let context = EffectContext.current
        let order = state.withLock { state -> Int in
            state.lastOrder += 1
            return state.lastOrder
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    let deadline = deadline(state.now)
                    if deadline < state.now { return .success(()) }
                    state.sleepers[order] = Sleeper(
                        order: order, deadline: deadline, scheduledAt: scheduledAt ?? state.now,
                        effectRank: context?.effect.rawValue ?? Int.max, continuation: continuation, context: context)
                    // Parked under the clock's lock so that `advance` cannot take this sleeper
                    // (and unpark it) before it is parked. Lock order is always clock, tracker.
                    if let context { context.tracker.park(context.effect) }
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: order) }
            if let sleeper {
                sleeper.context.map { $0.tracker.unpark($0.effect) }
                sleeper.continuation.resume(throwing: CancellationError())
            }
        }
    }

    // MARK: - Advancing

    /// Moves time forward by `duration`, waking every sleeper due by then.
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward by integer milliseconds, the wire's unit.
    public func advance(milliseconds: Int) async {
        await advance(by: .milliseconds(milliseconds))
    }

    /// Moves time forward to `target` (never backwards), waking every sleeper due by then.
    public func advance(to target: UIInstant) async {
        await settleAttachedStores()
        while let sleeper = takeNextSleeper(dueBy: target) {
            sleeper.context.map { $0.tracker.unpark($0.effect) }
            sleeper.continuation.resume()
            await settleAttachedStores()
        }
        state.withLock { state in
            if state.now < target { state.now = target }
        }
    }

    /// Advances to the latest deadline, waking every sleeper (and those they schedule).
    public func run() async {
        while let deadline = nextDeadline {
            await advance(to: deadline)
        }
    }

    // MARK: - Stores

    /// Each sleeper's effect, deadline and the time its sleep began, when every sleeper is an
    /// effect of `tracker`'s store; nil when one is not (a task outside that store's effects,
    /// or another store's), since a copy of that store could not carry it.
    func sleepers(of tracker: EffectTracker) -> [(effect: EffectID, deadline: UIInstant, scheduledAt: UIInstant)]? {
        state.withLock { state in
            var sleepers: [(effect: EffectID, deadline: UIInstant, scheduledAt: UIInstant)] = []
            for sleeper in state.sleepers.values {
                guard let context = sleeper.context, context.tracker === tracker else { return nil }
                sleepers.append((context.effect, sleeper.deadline, sleeper.scheduledAt))
            }
            return sleepers
        }
    }

    /// Makes `advance` wait for the effects `tracker` follows; the store attaches at creation.
    func attach(_ tracker: EffectTracker) {
        state.withLock { state in
            state.trackers.removeAll { $0.tracker == nil }
            state.trackers.append(WeakTracker(tracker: tracker))
        }
    }

    private func settleAttachedStores() async {
        let trackers = state.withLock { state in state.trackers.compactMap(\.tracker) }
        for tracker in trackers {
            // A timeout here is reported by the caller's own settle; keep time moving.
            try? await tracker.waitUntilSettled(timeout: settleTimeout)
        }
    }

    private func takeNextSleeper(dueBy target: UIInstant) -> Sleeper? {
        state.withLock { state in
            let next = state.sleepers.values
                .filter { $0.deadline <= target }
                .min { ($0.deadline, $0.scheduledAt, $0.effectRank, $0.order) < ($1.deadline, $1.scheduledAt, $1.effectRank, $1.order) }
            guard let next else { return nil }
            state.sleepers[next.order] = nil
            if state.now < next.deadline { state.now = next.deadline }
            return next
        }
    }
}
