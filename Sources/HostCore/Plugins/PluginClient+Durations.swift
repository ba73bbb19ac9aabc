import Dispatch

// MARK: - Durations

/// The request timeout as Dispatch and people read it.
extension PluginClient {
    /// How often the deadline sweep runs: a tenth of the timeout, 10 ms at least.
    static func sweepInterval(for timeout: Duration) -> Duration {
        max(timeout / 10, .milliseconds(10))
    }

    /// After how many sweeps past the last one it saw a forwarded request is hung: sweeps are
    /// more than `sweepInterval` apart, and the first may come at once, so `timeout`'s worth of
    /// intervals and one more.
    static func sweepsBeforeHung(for timeout: Duration) -> UInt64 {
        let intervals = (Self.secondsValue(timeout) / Self.secondsValue(sweepInterval(for: timeout))).rounded(.up)
        return intervals < 0x1p62 ? UInt64(intervals) + 1 : .max
    }

    private static func secondsValue(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .never }
        return .nanoseconds(Int(clamping: nanoseconds.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue))
    }

    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { return "\(seconds) s" }
        let digits = String(milliseconds)
        return "\(seconds).\(String(repeating: "0", count: max(0, 3 - digits.count)) + digits) s"
    }
}
