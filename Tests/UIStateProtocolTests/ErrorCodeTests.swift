import UIStateProtocol
import Testing

@Suite("uistate error codes")
struct ErrorCodeTests {
    @Test func uistateCodesAreTheDocumentedOnesInTheirOwnRange() {
        let ours: [ErrorCode] = [.unknownStore, .unknownFeature, .unknownNode, .nodeNotInteractive, .clockIsLive, .pluginFailed,
                                 .storageFailed, .scenarioFailed, .ambiguousSelector, .unknownPreset, .settleTimedOut,
                                 .unknownVersion, .unknownSubscription, .protocolVersionMismatch, .storeNotForkable]
        #expect(ours.map(\.rawValue) == Array((-33015 ... -33001).reversed()))
        #expect(ours.allSatisfy { ErrorCode.uistateRange.contains($0.rawValue) })
    }
}
