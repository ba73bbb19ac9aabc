@testable import HostCore
import JSON
import UIStateProtocol
import Testing

/// The log `store/fork` replays: a request of a known type (`Host.perform` logs through the
/// request's own witness) and one already erased (`append(contentsOf:)`, a fork's past) are kept
/// alike, in order, up to the limit, after which the log stops for good.
@Suite("Store inputs")
struct StoreInputsTests {
    @Test func typedAndErasedInputsAreKeptInOrderUpToTheLimit() throws {
        let inputs = StoreInputs(limit: 3)
        StoreDispatchRequest(storeId: "counter-1", action: "incrementButtonTapped").log(in: inputs)
        inputs.append(contentsOf: [StoreSettleRequest(storeId: "counter-1", timeoutMs: 5)])
        StoreStateRequest(storeId: "counter-1").log(in: inputs)
        inputs.append(request: StoreDispatchRequest(storeId: "counter-1", action: ["countTextChanged": "4"]))
        let kept = try inputs.snapshot().get()
        #expect(kept.count == 3)
        #expect((kept[0] as? StoreDispatchRequest)?.action == "incrementButtonTapped")
        #expect((kept[1] as? StoreSettleRequest)?.timeoutMs == 5)
        #expect((kept[2] as? StoreDispatchRequest)?.action == ["countTextChanged": "4"])

        StoreDispatchRequest(storeId: "counter-1", action: "decrementButtonTapped").log(in: inputs)
        #expect(inputs.snapshot().failureGap == .tooManyInputs)
        inputs.append(contentsOf: [StoreSettleRequest(storeId: "counter-1")])
        #expect(inputs.snapshot().failureGap == .tooManyInputs)
    }

    @Test func onlyRequestsThatCanChangeAStoreAreInputs() {
        #expect(StoreDispatchRequest(storeId: "counter-1", action: "incrementButtonTapped").isInput)
        #expect(StoreSettleRequest(storeId: "counter-1").isInput)
        #expect(!StoreStateRequest(storeId: "counter-1").isInput)
    }

    @Test func anIncompleteLogKeepsNothingMore() {
        let inputs = StoreInputs()
        StoreDispatchRequest(storeId: "counter-1", action: "incrementButtonTapped").log(in: inputs)
        inputs.markIncomplete()
        StoreDispatchRequest(storeId: "counter-1", action: "incrementButtonTapped").log(in: inputs)
        #expect(inputs.snapshot().failureGap == .inputsIncomplete)
    }
}

extension Result where Failure == StoreInputs.GapError {
    var failureGap: StoreInputs.Gap? {
        if case .failure(let error) = self { error.gap } else { nil }
    }
}
