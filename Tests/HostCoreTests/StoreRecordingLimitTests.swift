@testable import HostCore
import Scenario
import Testing
import UIStateProtocol

/// The recording `history/export` writes from keeps at most its limit of steps and jumps
/// together: a session that jumps back and forth forever holds no more than one that taps.
@Suite("A store's recording is bounded")
struct StoreRecordingLimitTests {
    @Test func jumpsCountAgainstTheLimitAsStepsDo() {
        let recording = StoreRecording(StoreCreateRequest(feature: "counter"), limit: 3)
        recording.record(.advance(milliseconds: 100), sequences: 1..<2)
        recording.recordJump(to: 0, sequences: 2..<3)
        recording.recordJump(to: 1, sequences: 3..<4)
        #expect(recording.isComplete)
        #expect(recording.keptCount == 3)

        for version in 0..<1_000 { recording.recordJump(to: version % 2, sequences: 4..<5) }
        #expect(!recording.isComplete)
        #expect(recording.keptCount == 3)
    }

    @Test func nothingIsKeptAfterTheRecordingBecameIncomplete() {
        let recording = StoreRecording(StoreCreateRequest(feature: "counter"), limit: 2)
        recording.record(.settle, sequences: 1..<1)
        recording.record(.settle, sequences: 1..<1)
        recording.record(.settle, sequences: 1..<1)
        #expect(!recording.isComplete)
        // Nor a jump after it: the recording stays incomplete and no longer grows.
        recording.recordJump(to: 0, sequences: 1..<2)
        #expect(recording.keptCount == 2)
    }
}
