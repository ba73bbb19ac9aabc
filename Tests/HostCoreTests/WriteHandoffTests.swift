@testable import HostCore
import Testing

/// After a notification is handed to the sink, exactly one of the sender and the `written`
/// callback goes on, whichever comes second.
@Suite struct WriteHandoffTests {
    @Test func aWriteBeforeTheSenderReturnsLeavesItToTheSender() {
        let handoff = WriteHandoff()
        #expect(!handoff.written())
        #expect(handoff.returned())
    }

    @Test func aWriteAfterTheSenderReturnedGoesOnItself() {
        let handoff = WriteHandoff()
        #expect(!handoff.returned())
        #expect(handoff.written())
    }
}
