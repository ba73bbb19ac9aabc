// MARK: - Clocks as TCA names them

extension DependencyValues {
    /// The store's clock as a Swift clock: TCA features sleep on it
    /// (`try await clock.sleep(for: .seconds(1))`) and tests replace it
    /// (`$0.continuousClock = TestClock()` or `ImmediateClock()`).
    ///
    /// A store has one time source, `clock`, which effects, timers, dates and the host's
    /// `clock/advance` all follow; this is that clock, and setting it sets `clock`. A clock that
    /// is not one of the runtime's (`ContinuousClock()`, a feature's own) is wrapped so that
    /// `clock` keeps reading it.
    public var continuousClock: any Clock<Duration> {
        get { Self.swiftClock(clock) }
        set { clock = Self.uiClock(newValue) }
    }

    /// The same clock as `continuousClock`: a headless host has no sleeping device, so the two
    /// clocks TCA tells apart measure the same time here.
    public var suspendingClock: any Clock<Duration> {
        get { continuousClock }
        set { continuousClock = newValue }
    }

    private static func swiftClock(_ clock: any UIClock) -> any Clock<Duration> {
        if let wrapped = clock as? SwiftClockAsUIClock { return wrapped.base }
        if let clock = clock as? any Clock<Duration> { return clock }
        return UIClockAsSwiftClock(base: clock)
    }

    private static func uiClock(_ clock: any Clock<Duration>) -> any UIClock {
        if let wrapped = clock as? UIClockAsSwiftClock { return wrapped.base }
        if let clock = clock as? any UIClock { return clock }
        return SwiftClockAsUIClock(clock)
    }
}

// MARK: - Adapters

/// A Swift clock the runtime does not know, read as a `UIClock`: its instants are mapped onto
/// the runtime's time line from the moment it was set.
struct SwiftClockAsUIClock: UIClock {
    let base: any Clock<Duration>
    private let origin: Origin

    init(_ base: any Clock<Duration>) {
        self.base = base
        self.origin = Origin(base)
    }

    var now: UIInstant { origin.now }

    func sleep(for duration: Duration) async throws {
        try await base.sleep(for: duration)
    }
}

extension SwiftClockAsUIClock {
    /// Where the adapted clock's time line starts on the runtime's.
    struct Origin: Sendable {
        private let elapsed: @Sendable () -> Duration
        private let start: UIInstant

        init<C: Clock<Duration>>(_ clock: C) {
            let first = clock.now
            self.elapsed = { first.duration(to: clock.now) }
            self.start = .testEpoch
        }

        /// The adapted clock's time since it was set, on the runtime's time line.
        var now: UIInstant {
            start.advanced(by: elapsed())
        }
    }
}

/// A `UIClock` of a feature's own, seen as a Swift clock.
struct UIClockAsSwiftClock: Clock {
    let base: any UIClock

    var now: UIInstant { base.now }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: UIInstant, tolerance: Duration?) async throws {
        try await base.sleep(for: base.now.duration(to: deadline))
    }
}
