// MARK: - TestScheduler

/// A scheduler whose time moves only when the test advances it (`DispatchQueue.test`):
///
/// ```swift
/// let mainQueue = DispatchQueue.test
/// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///     $0.mainQueue = mainQueue.eraseToAnyScheduler()
/// }
/// await store.send(.queryChanged("c")) { $0.query = "c" }
/// await mainQueue.advance(by: .milliseconds(300))
/// await store.receive(.response(["cat"])) { $0.results = ["cat"] }
/// ```
///
/// It is a view of test clocks: one of its own, and the clock of each store it is given to as
/// `mainQueue`. `advance` moves them together and, like `TestClock.advance`, waits after each
/// wake-up until the store's effects have settled, so what the feature sends is in place when the
/// call returns.
///
/// **A test that sets both a `TestClock` and a test scheduler** gets one time line, not two: the
/// scheduler joins the store's test clock (in whichever order the two were set), so advancing
/// either moves the feature's time, and work on `mainQueue` and on `continuousClock` wakes by one
/// schedule. Time the test advances on both adds up: advancing each by a second moves the
/// feature two seconds, where TCA would move two separate clocks one second each.
public final class TestScheduler<SchedulerTimeType: SchedulerInstant, SchedulerOptions>: Scheduler, Sendable {
    let timeline: TestSchedulerTimeline

    /// A test scheduler reading `now`.
    public init(now: SchedulerTimeType) {
        self.timeline = TestSchedulerTimeline(now: now.instant)
    }

    /// Moves time forward by `duration` (by default nothing: what is due now runs), waking the
    /// work due by then.
    public func advance(by duration: SchedulerTimeType.Stride = .zero) async {
        await timeline.advance(by: max(SchedulerTimeType.duration(of: duration), .zero))
    }

    /// Moves time forward to `instant` (never back), waking the work due by then.
    public func advance(to instant: SchedulerTimeType) async {
        await timeline.advance(by: max(now.instant.duration(to: instant.instant), .zero))
    }

    /// Advances until no work is scheduled, running everything scheduled meanwhile too (a timer
    /// never lets it end, as in TCA).
    public func run() async {
        await timeline.run()
    }

    public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
        AnyScheduler(timeSource: SchedulerTimeSource(clock: timeline.clock, timeline: timeline))
    }
}

/// The test scheduler of another scheduler's time and options: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension DispatchQueue {
    /// A new test scheduler, starting where test clocks start (2026-01-01T00:00:00Z).
    public static var test: TestSchedulerOf<DispatchQueue> {
        TestScheduler(now: SchedulerTimeType(instant: .testEpoch))
    }
}
