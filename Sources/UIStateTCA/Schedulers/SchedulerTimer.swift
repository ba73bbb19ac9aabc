// MARK: - SchedulerTimer

/// The ticks of `Scheduler.timer(interval:)`: each element is the scheduler's time at the tick.
///
/// Ticks are due at whole multiples of the interval from the first call to `next()`, so a slow
/// consumer does not drift; advancing a test scheduler by five intervals gives five ticks.
public struct SchedulerTimer<Instant: SchedulerInstant>: AsyncSequence, Sendable {
    public typealias Element = Instant

    let interval: Duration
    let clock: any UIClock

    public func makeAsyncIterator() -> Iterator {
        Iterator(interval: interval, clock: clock)
    }

    public struct Iterator: AsyncIteratorProtocol {
        let interval: Duration
        let clock: any UIClock
        var start: UIInstant?
        var ticks = 0

        public mutating func next() async -> Instant? {
            guard interval > .zero else { return nil }
            let start = self.start ?? clock.now
            self.start = start
            ticks += 1
            let due = start.advanced(by: interval * ticks)
            do {
                try await clock.sleep(for: Swift.max(clock.now.duration(to: due), .zero))
            } catch {
                // Cancelled: the timer ends, as a `for await` loop in a cancelled effect should.
                return nil
            }
            return Instant(instant: clock.now)
        }
    }
}
