// MARK: - Scheduler

/// Something that keeps time for effects, under the name TCA features use for it (Combine's
/// `Scheduler`, as `@Dependency(\.mainQueue)` gives one).
///
/// There is no Combine here, and a store has one time source, its clock: every scheduler is a
/// view of a `UIClock`. Its `now` is the clock's time, its waits (`sleep(for:)`, `timer`,
/// `debounce`) sleep on that clock, and a test scheduler's `advance` moves that clock, so a test
/// scheduler and the store's clock agree.
public protocol Scheduler<SchedulerTimeType, SchedulerOptions>: Sendable {
    /// How the scheduler tells time, such as `DispatchQueue.SchedulerTimeType`.
    associatedtype SchedulerTimeType: SchedulerInstant
    /// Options a caller may pass; accepted and ignored, since a clock has none.
    associatedtype SchedulerOptions

    /// The time now, on the scheduler's clock.
    var now: SchedulerTimeType { get }

    /// The smallest tolerance the scheduler allows; clocks here are exact.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// This scheduler with its type erased, as a dependency holds it; it keeps the clock this
    /// scheduler keeps time by.
    func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions>
}

extension Scheduler {
    public var now: SchedulerTimeType {
        SchedulerTimeType(instant: timeSource.clock.now)
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// The clock this scheduler keeps time by, and the test scheduler it came from, if any.
    var timeSource: SchedulerTimeSource {
        eraseToAnyScheduler().timeSource
    }
}

// MARK: - Scheduler time

/// A scheduler's time type placed on a `UIClock`'s time line, so a scheduler can be a view of
/// a clock: `DispatchQueue.SchedulerTimeType` is one.
public protocol SchedulerInstant: Strideable, Hashable, Sendable
where Stride: SchedulerTimeIntervalConvertible & Sendable {
    /// The scheduler time at a clock's `instant`.
    init(instant: UIInstant)

    /// This time as an instant of the clock the scheduler reads.
    var instant: UIInstant { get }

    /// A stride of this time, as a duration of that clock.
    static func duration(of stride: Stride) -> Duration
}

/// A time interval built from seconds and their fractions, as schedulers' strides are written:
/// `.seconds(1)`, `.milliseconds(300)` (Combine's name).
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

// MARK: - Waiting on a scheduler

extension Scheduler {
    /// Suspends for `duration` on the scheduler's clock:
    /// `try await self.mainQueue.sleep(for: .seconds(1))`.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while it sleeps.
    public func sleep(
        for duration: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride = .zero,
        options: SchedulerOptions? = nil
    ) async throws {
        try await timeSource.clock.sleep(for: SchedulerTimeType.duration(of: duration))
    }

    /// Suspends until the scheduler's clock reaches `deadline`; a deadline passed returns at once.
    public func sleep(
        until deadline: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride = .zero,
        options: SchedulerOptions? = nil
    ) async throws {
        let clock = timeSource.clock
        try await clock.sleep(for: max(clock.now.duration(to: deadline.instant), .zero))
    }

    /// Ticks every `interval` on the scheduler's clock, each element the time of the tick:
    /// `for await _ in self.mainQueue.timer(interval: .seconds(1)) { await send(.tick) }`.
    ///
    /// Combine's timer is an `AsyncStream` fed from elsewhere; this one sleeps in the task that
    /// iterates it, so that a store counts the effect as waiting exactly while it waits for the
    /// next tick, which keeps test clocks deterministic. It ends when that task is cancelled.
    public func timer(
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride = .zero,
        options: SchedulerOptions? = nil
    ) -> SchedulerTimer<SchedulerTimeType> {
        SchedulerTimer(interval: SchedulerTimeType.duration(of: interval), clock: timeSource.clock)
    }
}
