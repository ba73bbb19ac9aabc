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

    /// ISO 8601 UTC with milliseconds, e.g. `2026-01-01T00:00:00.000Z` (outside the years
    /// 1583…9999, where Foundation's Gregorian calendar is not ISO 8601's, the duration since 1970).
    ///
    /// Computed from whole seconds and milliseconds, so it never rounds across a boundary as a
    /// `Double` would; the runtime keeps to Foundation rather than the JSON module's formatter.
    public var description: String {
        let milliseconds = millisecondsSince1970
        let millisecond = ((milliseconds % 1000) + 1000) % 1000
        let seconds = (milliseconds - millisecond) / 1000
        let parts = Self.utcCalendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(seconds)))
        guard parts.era == 1, let year = parts.year, (1583...9999).contains(year),
              let month = parts.month, let day = parts.day,
              let hour = parts.hour, let minute = parts.minute, let second = parts.second
        else { return "\(sinceEpoch) after 1970-01-01T00:00:00Z" }
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T"
            + "\(digits(hour, 2)):\(digits(minute, 2)):\(digits(second, 2)).\(digits(Int(millisecond), 3))Z"
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()
}

// MARK: - InstantProtocol

/// A `UIInstant` is an instant of Swift's `Clock` protocol, so the runtime's clocks are Swift
/// clocks too (`any Clock<Duration>` can hold a `TestClock`).
extension UIInstant: InstantProtocol {}
