// MARK: - DispatchQueue.SchedulerTimeType.Stride

extension DispatchQueue.SchedulerTimeType {
    /// A span of a dispatch queue scheduler's time, written as TCA users write it:
    /// `.seconds(1)`, `.milliseconds(300)`, or a literal number of seconds (`0.3`, `1`).
    ///
    /// Kept as a `Duration`, so it is exact to the clocks' resolution; `magnitude` gives it in
    /// nanoseconds, as Combine's does.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
        ExpressibleByFloatLiteral
    {
        /// The span as a duration of the scheduler's clock.
        public var duration: Duration

        public init(_ duration: Duration) {
            self.duration = duration
        }

        /// The span in whole nanoseconds (saturating at `Int`'s bounds).
        public var magnitude: Int {
            let (seconds, attoseconds) = duration.components
            let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
            if overflow { return seconds < 0 ? .min : .max }
            let (total, overflowAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
            if overflowAgain { return seconds < 0 ? .min : .max }
            return Int(clamping: total)
        }

        /// The span as a dispatch time interval, in nanoseconds.
        public var timeInterval: DispatchTimeInterval {
            .nanoseconds(magnitude)
        }

        // MARK: Literals: seconds

        public init(floatLiteral value: Double) {
            self = .seconds(value)
        }

        public init(integerLiteral value: Int) {
            self = .seconds(value)
        }

        /// Whole seconds, as Combine reads an integer.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = Int(exactly: source) else { return nil }
            self = .seconds(seconds)
        }

        // MARK: SchedulerTimeIntervalConvertible

        public static func seconds(_ s: Int) -> Self { Self(.seconds(s)) }
        /// Fractional seconds, rounded to the nanosecond as Combine keeps them, so `0.3` and
        /// `.milliseconds(300)` are one span (a `Double` cannot hold 0.3 exactly).
        public static func seconds(_ s: Double) -> Self {
            let nanoseconds = (s * 1_000_000_000).rounded()
            guard nanoseconds.isFinite, let exact = Int64(exactly: nanoseconds) else {
                return Self(.nanoseconds(s < 0 ? Int64.min : Int64.max))
            }
            return Self(.nanoseconds(exact))
        }
        public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }
        public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }
        public static func nanoseconds(_ ns: Int) -> Self { Self(.nanoseconds(ns)) }

        // MARK: Arithmetic

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.duration < rhs.duration }
        public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.duration + rhs.duration) }
        public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.duration - rhs.duration) }
        public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
        public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
        public static prefix func - (operand: Self) -> Self { Self(.zero - operand.duration) }

        /// The product of the two spans' nanoseconds, as Combine's (the operation `Numeric`
        /// requires; a span times a number is `duration * n`). Saturates rather than trap.
        public static func * (lhs: Self, rhs: Self) -> Self {
            let (product, overflow) = lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude)
            if overflow { return .nanoseconds((lhs.magnitude < 0) != (rhs.magnitude < 0) ? .min : .max) }
            return .nanoseconds(product)
        }

        public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

        public static var zero: Self { Self(.zero) }
    }
}
