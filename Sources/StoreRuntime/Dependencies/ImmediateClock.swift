import Synchronization

// MARK: - ImmediateClock

/// A clock whose sleeps return at once, moving its time to the deadline: effects that wait run
/// straight through, for tests that care what happens, not when (TCA's `ImmediateClock`).
///
/// ```swift
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///     $0.continuousClock = ImmediateClock()
/// }
/// ```
public final class ImmediateClock: UIClock, Clock, Sendable {
    private let current: Mutex<UIInstant>

    /// Creates a clock reading `now`, by default 2026-01-01T00:00:00Z.
    public init(now: UIInstant = .testEpoch) {
        self.current = Mutex(now)
    }

    public var now: UIInstant { current.withLock { $0 } }

    public var minimumResolution: Duration { .zero }

    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = $0.advanced(by: max(duration, .zero)) }
        // Gives other tasks a turn, as a real sleep would, so a loop that sleeps cannot starve them.
        await Task.yield()
    }

    public func sleep(until deadline: UIInstant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = max($0, deadline) }
        await Task.yield()
    }
}
