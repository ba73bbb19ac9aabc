@testable import HostCore
import JSON
import UIStateProtocol
import Testing

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
    StepResult(
        version: 9_007_199_254_740_993, changed: false, received: ["quote \" and \\ and \n é"],
        events: [], effects: [], entries: []
    ),
]

@Test func aStepReplyBuiltDirectlyIsTheBytesTheCodableBridgeWrites() throws {
    for result in samples {
        let bridged = try JSONValueEncoder().encode(result)
        #expect(result.wireJSON.serializedString() == bridged.serializedString())
    }
}

@Test func aStepReplyWrittenStraightToBytesIsTheBytesTheCodableBridgeWrites() throws {
    for result in samples {
        let bridged = try JSONValueEncoder().encode(result).serializedString()
        #expect(String(decoding: result.wireBytes, as: UTF8.self) == bridged)
        guard case .encoded(let body) = try StoreDispatchRequest.encodeBody(response: result) else {
            Issue.record("a step's reply body is not its bytes")
            continue
        }
        #expect(String(decoding: body, as: UTF8.self) == bridged)
    }
}

@Test func aStepReplyBuiltDirectlyDecodesBackToTheSameResult() throws {
    for result in samples {
        #expect(try JSONValueDecoder().decode(StepResult.self, from: result.wireJSON) == result)
    }
}

// MARK: - A dispatch's params, read directly

@Test func dispatchParamsReadDirectlyDecodeAsTheCodableBridgeDecodesThem() throws {
    let actions: [JSONValue] = [
        "incrementButtonTapped", ["countFieldFocusChanged": true], ["countTextChanged": "3"],
        [], [:], 1.5, 7, .null, ["nested": ["list": [1, "two", ["three": 3.0]]]],
    ]
    for action in actions {
        let params: JSONValue = ["storeId": "counter-1", "action": action]
        let direct = try StoreDispatchRequest.decode(params: params)
        let bridged = try TypedCoding.decode(StoreDispatchRequest.self, from: params)
        #expect(direct.storeId == bridged.storeId)
        #expect(direct.action.serializedString() == bridged.action.serializedString(), "action \(action)")
    }
}

@Test func malformedDispatchParamsFailWithTheCodableBridgesErrors() {
    let malformed: [JSONValue?] = [
        nil, ["storeId": 1, "action": "x"], ["storeId": "counter-1"], ["action": "x"],
        ["counter-1", "x", "extra"], ["storeId": "counter-1", "action": "x", "extra": true],
    ]
    for params in malformed {
        let direct = Result { () throws(ResponseError) in try StoreDispatchRequest.decode(params: params) }
        let bridged = Result { () throws(ResponseError) in try TypedCoding.decode(StoreDispatchRequest.self, from: params) }
        switch (direct, bridged) {
        case (.failure(let directError), .failure(let bridgedError)):
            #expect(directError == bridgedError)
        case (.success(let directRequest), .success(let bridgedRequest)):
            #expect(directRequest.storeId == bridgedRequest.storeId)
            #expect(directRequest.action == bridgedRequest.action)
        default:
            Issue.record("\(String(describing: params)): read directly \(direct), bridged \(bridged)")
        }
    }
}
