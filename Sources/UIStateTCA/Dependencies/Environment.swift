// MARK: - Calendar, locale, time zone, randomness

extension DependencyValues {
    /// The calendar dates are reckoned in: Gregorian in UTC unless set, so a feature's dates read
    /// the same on every machine.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The locale text is formatted for: `en_US_POSIX` unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone: UTC unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Randomness from the store's seeded generator (`random`), as TCA's
    /// `withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }`: the same numbers on
    /// every replay of a store with the same seed.
    public var withRandomNumberGenerator: WithRandomNumberGenerator {
        get { WithRandomNumberGenerator(random) }
        set { random = newValue.generator }
    }
}

/// Runs work with the store's random number generator.
public struct WithRandomNumberGenerator: Sendable {
    let generator: SeededRandom

    init(_ generator: SeededRandom) {
        self.generator = generator
    }

    /// A generator seeded with `seed`, for a test that wants other numbers.
    public init(seed: UInt64) {
        self.generator = SeededRandom(seed: seed)
    }

    /// Runs `work` with the generator; what it draws moves the store's sequence on.
    public func callAsFunction<Result>(_ work: (inout any RandomNumberGenerator & Sendable) throws -> Result) rethrows -> Result {
        var generator: any RandomNumberGenerator & Sendable = generator
        return try work(&generator)
    }
}

private enum CalendarKey: TestDependencyKey {
    static let name = "calendar"
    static var testValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZoneKey.testValue
        return calendar
    }
}

private enum LocaleKey: TestDependencyKey {
    static let name = "locale"
    static var testValue: Locale { Locale(identifier: "en_US_POSIX") }
}

private enum TimeZoneKey: TestDependencyKey {
    static let name = "timeZone"
    static var testValue: TimeZone { .gmt }
}
