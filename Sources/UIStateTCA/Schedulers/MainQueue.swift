// MARK: - \.mainQueue

extension DependencyValues {
    /// The main queue as a TCA feature waits on it (`@Dependency(\.mainQueue) var mainQueue`):
    /// the store's clock seen as a scheduler, so `mainQueue.sleep(for:)`, `timer(interval:)` and
    /// `debounce(…, scheduler: mainQueue)` follow the one time source effects, dates and the
    /// host's `clock/advance` follow.
    ///
    /// Setting it sets that clock:
    /// - a test scheduler (`$0.mainQueue = mainQueue.eraseToAnyScheduler()`, from
    ///   `DispatchQueue.test`) joins the store's test clock, so `mainQueue.advance(by:)` moves
    ///   the feature's time; a store whose clock is not a test clock gets the scheduler's own;
    /// - `.immediate` makes the clock an `ImmediateClock`, `.main` the live clock.
    ///
    /// A test that sets both `continuousClock` to a `TestClock` and `mainQueue` to a test
    /// scheduler, in either order, gets one time line that both advance (see `TestScheduler`).
    public var mainQueue: AnySchedulerOf<DispatchQueue> {
        get {
            let timeline = self[MainQueueTimelineKey.self]
            if let timeline, let testClock = clock as? TestClock {
                // A test clock set after the scheduler: join it now, before the feature waits.
                timeline.join(testClock)
            }
            return AnyScheduler(timeSource: SchedulerTimeSource(clock: clock, timeline: timeline))
        }
        set {
            let source = newValue.timeSource
            self[MainQueueTimelineKey.self] = source.timeline
            guard let timeline = source.timeline else {
                clock = source.clock
                return
            }
            if let testClock = clock as? TestClock {
                timeline.join(testClock)
            } else {
                clock = timeline.clock
            }
        }
    }
}

/// The test scheduler last set as `mainQueue`, so a test clock set after it can still be joined.
enum MainQueueTimelineKey: TestDependencyKey {
    static let name = "mainQueue"
    static var testValue: TestSchedulerTimeline? { nil }
}
