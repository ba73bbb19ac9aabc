#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - UIClock

/// The clock effects sleep on and features read the time from; injected so that time in tests
/// moves only when a test advances it.
public protocol UIClock: Sendable {
    /// The current instant.
    var now: UIInstant { get }

    /// Suspends for `duration`.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled while sleeping.
    func sleep(for duration: Duration) async throws
}

extension UIClock {
    /// Suspends for `milliseconds`, the wire's unit.
    public func sleep(milliseconds: Int) async throws {
        try await sleep(for: .milliseconds(milliseconds))
    }
}

// MARK: - LiveClock

/// Wall-clock time; sleeps really wait.
public struct LiveClock: UIClock, Clock {
    /// Creates the live clock.
    public init() {}

    public var now: UIInstant { UIInstant(Date()) }

    /// A `UIInstant` made from a `Date` is exact to the microsecond.
    public var minimumResolution: Duration { .microseconds(1) }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }

    public func sleep(until deadline: UIInstant, tolerance: Duration? = nil) async throws {
        try await Task.sleep(for: now.duration(to: deadline), tolerance: tolerance)
    }
}
