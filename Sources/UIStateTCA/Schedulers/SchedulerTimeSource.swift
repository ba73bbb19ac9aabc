import Synchronization

// MARK: - SchedulerTimeSource

/// What a scheduler keeps time by: the clock its `now` and its waits read and, for a scheduler
/// that came from a test scheduler, that scheduler's time line, which setting it as a store's
/// `mainQueue` joins to the store's clock.
struct SchedulerTimeSource: Sendable {
    let clock: any UIClock
    let timeline: TestSchedulerTimeline?
}

// MARK: - TestSchedulerTimeline

/// The time a test scheduler moves: a test clock of its own and the test clocks of the stores it
/// was given to (as `mainQueue`), which `advance` moves together by the same amount.
///
/// A store has one clock; a test scheduler set as its `mainQueue` joins that clock rather than
/// replacing it, so a `TestClock` the test also set keeps working, and one scheduler given to
/// several stores moves each store's time.
final class TestSchedulerTimeline: Sendable {
    /// The scheduler's own clock: its `now`, and the store clock of a store that had no test
    /// clock to join.
    let clock: TestClock
    private let joined = Mutex<[WeakClock]>([])

    private struct WeakClock {
        weak var clock: TestClock?
    }

    init(now: UIInstant) {
        self.clock = TestClock(now: now)
    }

    /// Makes `advance` move `clock` too, once.
    func join(_ clock: TestClock) {
        guard clock !== self.clock else { return }
        joined.withLock { joined in
            joined.removeAll { $0.clock == nil }
            if !joined.contains(where: { $0.clock === clock }) {
                joined.append(WeakClock(clock: clock))
            }
        }
    }

    /// Every clock this time line moves, its own first.
    private var clocks: [TestClock] {
        [clock] + joined.withLock { $0.compactMap(\.clock) }
    }

    /// Moves every clock forward by `duration`, each waking its sleepers due by then and waiting
    /// for its stores to settle (`TestClock.advance`).
    func advance(by duration: Duration) async {
        for clock in clocks {
            await clock.advance(by: duration)
        }
    }

    /// Advances, step by step, to the time of the last sleeper on any of the clocks, including
    /// those that woken work schedules.
    func run() async {
        while let next = nextDue {
            await advance(by: next)
        }
    }

    /// How long until the earliest sleeper on any clock is due.
    private var nextDue: Duration? {
        clocks.compactMap { clock in
            clock.nextDeadline.map { max(clock.now.duration(to: $0), .zero) }
        }.min()
    }
}
