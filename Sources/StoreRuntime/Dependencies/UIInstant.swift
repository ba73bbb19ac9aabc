#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
internal import Timestamps

// MARK: - UIInstant

/// A point in time on a `UIClock`, exact to the attosecond so that timers due at the same
/// instant compare equal (a `Date` is a `Double` and would not).
public struct UIInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Time since 1970-01-01T00:00:00Z.
    public var sinceEpoch: Duration

    /// Creates the instant `sinceEpoch` after 1970-01-01T00:00:00Z.
    public init(sinceEpoch: Duration) {
        self.sinceEpoch = sinceEpoch
    }

    /// Creates an instant from integer milliseconds since 1970, the wire's unit.
    public init(millisecondsSince1970: Int64) {
        self.sinceEpoch = .milliseconds(millisecondsSince1970)
    }

    /// Creates the instant of `date`, rounded to the microsecond.
    public init(_ date: Date) {
        self.sinceEpoch = .microseconds(Int64((date.timeIntervalSince1970 * 1_000_000).rounded()))
    }

    /// 2026-01-01T00:00:00Z, where test clocks start unless told otherwise.
    public static let testEpoch = UIInstant(millisecondsSince1970: 1_767_225_600_000)

    /// Whole milliseconds since 1970, rounded down.
    public var millisecondsSince1970: Int64 {
        let (seconds, attoseconds) = sinceEpoch.components
        return seconds * 1000 + Int64((Double(attoseconds) / 1e15).rounded(.down))
    }

    /// The same instant as a `Date`.
    public var date: Date {
        let (seconds, attoseconds) = sinceEpoch.components
        return Date(timeIntervalSince1970: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> UIInstant {
        UIInstant(sinceEpoch: sinceEpoch + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: UIInstant) -> Duration {
        other.sinceEpoch - sinceEpoch
    }

    public static func < (lhs: UIInstant, rhs: UIInstant) -> Bool {
        lhs.sinceEpoch < rhs.sinceEpoch
    }

    /// ISO 8601 UTC with milliseconds, e.g. `2026-01-01T00:00:00.000Z` (outside the years
    /// 0000…9999, the duration since 1970).
    public var description: String {
        ISO8601Timestamp.string(millisecondsSince1970: millisecondsSince1970, alwaysWithMilliseconds: true)
            ?? "\(sinceEpoch) after 1970-01-01T00:00:00Z"
    }
}
