import Synchronization

// MARK: - Timers

extension Clock where Duration == Swift.Duration {
    /// Ticks every `interval` on this clock, as TCA features count time
    /// (`for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }`).
    ///
    /// Ticks are due at whole multiples of `interval` from the first call to `next()`, so a slow
    /// consumer does not drift; on a test clock, advancing by five intervals gives five ticks.
    public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
        ClockTimer(interval: interval, tolerance: tolerance, clock: self)
    }
}

/// The ticks of `Clock.timer(interval:)`. Each element is the time since the timer started,
/// which a clock of any kind can give; features usually ignore it (`for await _ in …`).
public struct ClockTimer: AsyncSequence, Sendable {
    public typealias Element = Duration

    let interval: Duration
    let tolerance: Duration?
    let sleep: @Sendable (_ untilElapsed: Duration, _ tolerance: Duration?) async throws -> Void

    init<C: Clock<Duration>>(interval: Duration, tolerance: Duration?, clock: C) {
        self.interval = interval
        self.tolerance = tolerance
        let start = Start<C>()
        self.sleep = { elapsed, tolerance in
            let origin = start.origin(on: clock)
            try await clock.sleep(until: origin.advanced(by: elapsed), tolerance: tolerance)
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(timer: self)
    }

    public struct Iterator: AsyncIteratorProtocol {
        let timer: ClockTimer
        var ticks = 0

        public mutating func next() async -> Duration? {
            guard timer.interval > .zero else { return nil }
            ticks += 1
            let due = timer.interval * ticks
            do {
                try await timer.sleep(due, timer.tolerance)
            } catch {
                // Cancelled: the timer ends, as a `for await` loop in a cancelled effect should.
                return nil
            }
            return due
        }
    }
}

extension ClockTimer {
    /// The clock's time when the timer was first asked for a tick.
    final class Start<C: Clock<Duration>>: Sendable {
        private let instant = Mutex<C.Instant?>(nil)

        func origin(on clock: C) -> C.Instant {
            instant.withLock { instant in
                if let instant { return instant }
                let now = clock.now
                instant = now
                return now
            }
        }
    }
}
