package import FoundationEssentials

/// The project's one text form of an instant: ISO 8601 in UTC, `2026-01-01T00:00:00Z`, with `.SSS`
/// milliseconds when they are not zero (or always, when asked). Dates on the wire (`JSONValue`'s
/// Codable bridge) and the store clock's `UIInstant` both print through it.
///
/// Hand-written rather than a Foundation format style: it is the same in every locale and process,
/// and costs no formatter. Precision is the millisecond (a date is rounded to the nearest one), the
/// precision the protocol's durations have. Parsing also accepts more or fewer fraction digits and
/// a `±HH:MM` offset, which is applied.
package enum ISO8601Timestamp {
    /// The text for `date`, or nil when it is not finite or outside the years 0000…9999.
    package static func string(from date: Date) -> String? {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        return string(millisecondsSince1970: Int64((seconds * 1000).rounded()))
    }

    /// The text for the instant `milliseconds` after 1970-01-01T00:00:00Z, or nil when it falls
    /// outside the years 0000…9999.
    ///
    /// - Parameter alwaysWithMilliseconds: writes `.000` rather than leaving out zero milliseconds.
    package static func string(millisecondsSince1970 milliseconds: Int64, alwaysWithMilliseconds: Bool = false) -> String? {
        let (days, millisecondOfDay) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civilDate(fromDays: days)
        guard (0...9999).contains(year) else { return nil }
        let secondOfDay = millisecondOfDay / 1000
        var text = ""
        text.reserveCapacity(24)
        append(year, width: 4, to: &text)
        text.append("-")
        append(month, width: 2, to: &text)
        text.append("-")
        append(day, width: 2, to: &text)
        text.append("T")
        append(secondOfDay / 3600, width: 2, to: &text)
        text.append(":")
        append(secondOfDay / 60 % 60, width: 2, to: &text)
        text.append(":")
        append(secondOfDay % 60, width: 2, to: &text)
        if alwaysWithMilliseconds || millisecondOfDay % 1000 != 0 {
            text.append(".")
            append(millisecondOfDay % 1000, width: 3, to: &text)
        }
        text.append("Z")
        return text
    }

    /// The date `text` names, or nil when it is not `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
    package static func date(from text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2), scanner.skip("T"),
            let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2), scanner.skip(":"),
            let second = scanner.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction: (value: Int64, digits: Int) = (0, 0)
        if scanner.skip(".") {
            guard let digits = scanner.fraction() else { return nil }
            fraction = digits
        }
        var offsetSeconds: Int64 = 0
        if scanner.skip("Z") {
        } else if let sign = scanner.sign(), let hours = scanner.number(digits: 2), scanner.skip(":"),
            let minutes = scanner.number(digits: 2), hours < 24, minutes < 60
        {
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        let wholeSeconds = days(fromYear: year, month: month, day: day) * 86_400
            + hour * 3600 + minute * 60 + second - offsetSeconds
        if fraction.digits <= 3 {
            // Whole milliseconds divided once: the nearest Double to the written instant.
            var milliseconds = fraction.value
            for _ in fraction.digits..<3 { milliseconds *= 10 }
            return Date(timeIntervalSince1970: Double(wholeSeconds * 1000 + milliseconds) / 1000)
        }
        var scale = 1.0
        for _ in 0..<fraction.digits { scale *= 10 }
        return Date(timeIntervalSince1970: Double(wholeSeconds) + Double(fraction.value) / scale)
    }

    // MARK: - Calendar arithmetic (proleptic Gregorian, after Howard Hinnant's algorithms)

    private static func civilDate(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func days(fromYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }

    private static func append(_ number: Int64, width: Int, to text: inout String) {
        let digits = String(number)
        for _ in digits.count..<width { text.append("0") }
        text.append(digits)
    }
}

/// Reads fixed-width decimal fields from a timestamp's bytes.
private struct DigitScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    mutating func sign() -> Int64? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

    mutating func number(digits: Int) -> Int64? {
        guard position + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[position..<(position + digits)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    /// One to nine fraction digits (more are read and dropped: beyond a nanosecond a `Date` cannot
    /// tell them apart anyway).
    mutating func fraction() -> (value: Int64, digits: Int)? {
        var value: Int64 = 0
        var digits = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            if digits < 9 {
                value = value * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
                digits += 1
            }
            position += 1
        }
        return digits == 0 ? nil : (value, digits)
    }
}
