// MARK: - AnyScheduler

/// A scheduler with its type erased, as a dependency holds one: `AnySchedulerOf<DispatchQueue>`
/// is what `@Dependency(\.mainQueue)` gives.
///
/// It keeps the clock of the scheduler it was made from; read from a store's `mainQueue`, that
/// is the store's clock.
public struct AnyScheduler<SchedulerTimeType: SchedulerInstant, SchedulerOptions>: Scheduler {
    let timeSource: SchedulerTimeSource

    init(timeSource: SchedulerTimeSource) {
        self.timeSource = timeSource
    }

    /// A scheduler keeping `clock`'s time: its `now`, and its waits sleep on it.
    public init(clock: any UIClock) {
        self.init(timeSource: SchedulerTimeSource(clock: clock, timeline: nil))
    }

    /// `scheduler` with its type erased.
    public init<S: Scheduler>(_ scheduler: S)
    where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
        self = scheduler.eraseToAnyScheduler()
    }

    public func eraseToAnyScheduler() -> Self { self }
}

/// The erased scheduler of another scheduler's time and options: `AnySchedulerOf<DispatchQueue>`.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType, S.SchedulerOptions>

extension AnyScheduler
where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
    /// The main queue: real time (`mainQueue`'s live value, `$0.mainQueue = .main`).
    public static var main: Self {
        DispatchQueue.main.eraseToAnyScheduler()
    }

    /// A global queue: real time, as the main queue's.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> Self {
        DispatchQueue.global(qos: qos).eraseToAnyScheduler()
    }

    /// A scheduler that runs waits at once (`$0.mainQueue = .immediate`).
    public static var immediate: Self {
        DispatchQueue.immediate.eraseToAnyScheduler()
    }
}
