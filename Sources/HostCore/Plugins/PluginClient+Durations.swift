import Dispatch

// MARK: - Durations

/// The request timeout as Dispatch and people read it.
extension PluginClient {
    static func sweepInterval(for timeout: Duration) -> DispatchTimeInterval {
        let tenth = timeout / 10
        return interval(max(tenth, .milliseconds(10)))
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
