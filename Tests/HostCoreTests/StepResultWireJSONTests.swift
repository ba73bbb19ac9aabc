@testable import HostCore
import JSONValue
import Testing
import UIStateProtocol

// MARK: - A step's reply, built directly

private let samples: [StepResult] = [
    StepResult(version: 0, changed: false, received: [], events: [], effects: []),
    StepResult(
        version: 7, changed: true, received: ["factFailed", ["factResponse": "7 is lucky"]],
        events: [["haptic": ["style": "light"]]],
        effects: [["id": 3, "startedBy": 2, "action": "incrementButtonTapped", "status": "running",
                   "cancelIds": ["fact"], "cancelled": false, "parent": .null]]
    ),
    StepResult(
        version: 2, changed: true, received: [], events: [], effects: [],
        entries: [["sequence": 1, "version": 1, "origin": "outside", "state": ["count": 1]]]
    ),
]

@Test func aStepReplyBuiltDirectlyIsTheBytesTheCodableBridgeWrites() throws {
    for result in samples {
        let bridged = try JSONValueEncoder().encode(result)
        #expect(result.wireJSON.serializedString() == bridged.serializedString())
    }
}

@Test func aStepReplyBuiltDirectlyDecodesBackToTheSameResult() throws {
    for result in samples {
        #expect(try JSONValueDecoder().decode(StepResult.self, from: result.wireJSON) == result)
    }
}
