#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

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

    /// ISO 8601 UTC with milliseconds, e.g. `2026-01-01T00:00:00.000Z`.
    public var description: String {
        let milliseconds = millisecondsSince1970
        let days = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
        let inDay = milliseconds - days * 86_400_000
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        func pad(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
            + "\(pad(inDay / 3_600_000, 2)):\(pad(inDay / 60_000 % 60, 2)):\(pad(inDay / 1000 % 60, 2))"
            + ".\(pad(inDay % 1000, 3))Z"
    }

    /// Year, month and day of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`),
    /// so formatting needs no calendar or locale.
    static func civilDate(daysSince1970: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
