// MARK: - ImmediateScheduler

/// A scheduler whose waits return at once, moving its time on (`DispatchQueue.immediate`): for
/// tests that care what a feature does, not when. It is a view of an `ImmediateClock`, and
/// setting it as a store's `mainQueue` makes that the store's clock.
public struct ImmediateScheduler<SchedulerTimeType: SchedulerInstant, SchedulerOptions>: Scheduler {
    private let clock: ImmediateClock

    /// An immediate scheduler reading `now`.
    public init(now: SchedulerTimeType) {
        self.clock = ImmediateClock(now: now.instant)
    }

    public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
        AnyScheduler(clock: clock)
    }
}

/// The immediate scheduler of another scheduler's time and options.
public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension DispatchQueue {
    /// A new immediate scheduler, starting where test clocks start (2026-01-01T00:00:00Z).
    public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
        ImmediateScheduler(now: SchedulerTimeType(instant: .testEpoch))
    }
}
