@testable import HostCore
import Testing

/// A forwarded request is timed by deadline sweeps, not the clock: the sweeps after the one it
/// saw that make it hung are enough for it to have waited its timeout (the sweeps are more than
/// an interval apart, and the next may come at once), and no more than one interval beyond.
@Suite struct PluginDeadlineTests {
    @Test(arguments: [
        (Duration.seconds(30), Duration.seconds(3), UInt64(11)),
        (.seconds(1), .milliseconds(100), 11),
        (.milliseconds(50), .milliseconds(10), 6),
        (.milliseconds(15), .milliseconds(10), 3),
        (.milliseconds(1), .milliseconds(10), 2),
    ])
    func aForwardedRequestIsHungAfterItsTimeoutsWorthOfSweepsAndOneMore(timeout: Duration, interval: Duration, sweeps: UInt64) {
        #expect(PluginClient.sweepInterval(for: timeout) == interval)
        #expect(PluginClient.sweepsBeforeHung(for: timeout) == sweeps)
        // Waited at least the timeout: `sweeps - 1` whole intervals.
        #expect(interval * Int(sweeps - 1) >= timeout)
        // And noticed within an interval of it: one interval fewer would not be enough.
        #expect(interval * Int(sweeps - 2) < timeout)
    }
}
