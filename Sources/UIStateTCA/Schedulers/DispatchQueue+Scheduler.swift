// MARK: - DispatchQueue as a scheduler

/// A dispatch queue as TCA features name their scheduler (`AnySchedulerOf<DispatchQueue>`,
/// `DispatchQueue.main.eraseToAnyScheduler()`): real time, the live clock's. A headless host
/// schedules nothing on the queue itself; its waits sleep on the clock.
extension DispatchQueue: Scheduler {
    public func eraseToAnyScheduler() -> AnySchedulerOf<DispatchQueue> {
        AnyScheduler(clock: LiveClock())
    }
}

extension DispatchQueue {
    /// The time of a scheduler of dispatch queues: an instant of the scheduler's clock.
    public struct SchedulerTimeType: SchedulerInstant {
        public var instant: UIInstant

        public init(instant: UIInstant) {
            self.instant = instant
        }

        public func distance(to other: Self) -> Stride {
            Stride(instant.duration(to: other.instant))
        }

        public func advanced(by stride: Stride) -> Self {
            Self(instant: instant.advanced(by: stride.duration))
        }

        public static func duration(of stride: Stride) -> Duration {
            stride.duration
        }
    }

    /// Options of a dispatch queue scheduler; accepted and ignored, since waits sleep on a clock.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = []) {
            self.qos = qos
            self.flags = flags
        }
    }
}
