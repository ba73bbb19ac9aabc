import Dispatch

// MARK: - PluginDeadline

/// Wall-clock deadlines for requests forwarded to plugins, on Dispatch's timers: no task or
/// thread waits per request, and a store's test clock (which only moves by `clock/advance`)
/// has no say in them.
enum PluginDeadline {
    private static let queue = DispatchQueue(label: "uistate.plugin-deadlines")

    /// Runs `body` once `duration` has passed.
    static func schedule(after duration: Duration, _ body: @escaping @Sendable () -> Void) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let total = nanoseconds.overflow ? Int64.max : nanoseconds.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: total)), execute: body)
    }
}
