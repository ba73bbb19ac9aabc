@testable import UIStateProtocol
import Testing

/// The connection's table of requests not yet answered, where a client may (wrongly) reuse an id
/// while the first request with it still runs: each keeps its own entry and cancellation.
@Suite struct InFlightTableTests {
    @Test func aCancellationMarksEveryPendingRequestWithTheIdAndNoOther() {
        var table = InFlightTable()
        let first = table.start(.integer(1))
        let second = table.start(.integer(1))
        let other = table.start(.string("1"))
        let attached = [table.attach({}, to: first), table.attach({}, to: second)]
        #expect(attached == [true, true])
        let cancels = table.cancel(.integer(1))
        #expect(cancels.count == 2)
        #expect(table.isCancelled(.integer(1)))
        #expect(!table.isCancelled(.string("1")))
        let firstCancelled = table.finish(first)
        #expect(firstCancelled)
        #expect(table.isCancelled(.integer(1)), "the second request with the id is still pending and cancelled")
        let secondCancelled = table.finish(second)
        #expect(secondCancelled)
        #expect(!table.isCancelled(.integer(1)))
        let otherCancelled = table.finish(other)
        #expect(!otherCancelled)
    }

    @Test func anIdFinishedAndStartedAgainIsPendingOnlyOnce() {
        var table = InFlightTable()
        for _ in 0..<3 {
            let token = table.start(.integer(7))
            let cancelled = table.finish(token)
            #expect(!cancelled)
        }
        let kept = table.start(.integer(7))
        let others = [table.start(.integer(7)), table.start(.integer(7))]
        let othersCancelled = others.map { table.finish($0) }
        #expect(othersCancelled == [false, false])
        let cancels = table.cancel(.integer(7))
        #expect(cancels.isEmpty, "nothing attached: the one left has not run")
        let keptCancelled = table.finish(kept)
        #expect(keptCancelled, "the one left is the one cancelled")
        let again = table.finish(kept)
        #expect(!again, "a token finishes once")
    }

    @Test func aRequestCancelledBeforeItRunsIsNotStarted() {
        var table = InFlightTable()
        let token = table.start(.null)
        let cancels = table.cancel(.null)
        #expect(cancels.isEmpty, "nothing runs yet, so there is nothing to call")
        let attached = table.attach({}, to: token)
        #expect(!attached)
        let cancelled = table.finish(token)
        #expect(cancelled)
    }
}
