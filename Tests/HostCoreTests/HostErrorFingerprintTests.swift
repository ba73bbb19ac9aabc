import Features
@testable import HostCore
import JSON
import FeatureKit
import UIStateProtocol
import Testing

/// In-process: each failing request leaves every store's state, version and history length as
/// they were (history is not on the wire until `history/list`).
@Suite("Failed requests leave every store as it was")
struct HostErrorFingerprintTests {
    @Test func everyErrorLeavesStateVersionAndHistory() async throws {
        let host = Host(features: BuiltInPlugins.features)
        let counter = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
        let live = try await host.createStore(StoreCreateRequest(feature: "counter", dependencies: .init(clock: .live))).storeId
        let bookmarks = try await host.createStore(StoreCreateRequest(feature: "bookmarks")).storeId
        _ = try await host.dispatch(StoreDispatchRequest(storeId: counter, action: "incrementButtonTapped"))
        _ = try await host.dispatch(StoreDispatchRequest(storeId: counter, action: "decrementButtonTapped"))

        let failures: [(String, Int, () async throws -> Void)] = [
            ("unknown store", -33001, { _ = try await host.dispatch(StoreDispatchRequest(storeId: "nope-1", action: "x")) }),
            ("unknown feature", -33002, { _ = try await host.createStore(StoreCreateRequest(feature: "nope")) }),
            ("unknown preset", -33010, {
                _ = try await host.createStore(StoreCreateRequest(feature: "bookmarks", dependencies: .init(presets: ["bookmarkAPI": "flaky"])))
            }),
            ("unknown node", -33003, { _ = try await host.tap(ViewTapRequest(storeId: counter, selector: ["id": "zzz"])) }),
            ("ambiguous", -33009, { _ = try await host.tap(ViewTapRequest(storeId: counter, selector: ["type": "button"])) }),
            ("disabled", -33004, { _ = try await host.tap(ViewTapRequest(storeId: counter, selector: ["id": "counter.reset"])) }),
            ("live clock", -33005, { _ = try await host.advance(ClockAdvanceRequest(storeId: live, ms: 5)) }),
            ("malformed action", -32602, { _ = try await host.dispatch(StoreDispatchRequest(storeId: counter, action: ["countTextChanged": 1])) }),
            ("another feature's action", -32602, { _ = try await host.dispatch(StoreDispatchRequest(storeId: bookmarks, action: "incrementButtonTapped")) }),
            ("pointer", -32602, { _ = try await host.state(StoreStateRequest(storeId: counter, pointer: "/missing")) }),
            ("environment", -32602, { _ = try await host.setEnvironment(EnvironmentSetRequest(storeId: counter, environment: ["locale": 3])) }),
            ("appear without an appear action", -33004, { _ = try await host.appear(ViewAppearRequest(storeId: counter, selector: ["id": "counter.count"])) }),
            ("focus on a button", -33004, { _ = try await host.focus(ViewFocusRequest(storeId: counter, selector: ["id": "counter.reset"])) }),
        ]
        for (name, code, body) in failures {
            let before = await host.fingerprints()
            await #expect(throws: ResponseError.self, "\(name)") { try await body() }
            do {
                try await body()
            } catch let error as ResponseError {
                #expect(error.code.rawValue == code, "\(name): \(error)")
            }
            #expect(await host.fingerprints() == before, "\(name) changed a store")
        }
        // Destroying twice: the first succeeds, the second changes nothing.
        _ = try await host.destroyStore(StoreDestroyRequest(storeId: live))
        let before = await host.fingerprints()
        await #expect(throws: ResponseError.self) { _ = try await host.destroyStore(StoreDestroyRequest(storeId: live)) }
        #expect(await host.fingerprints() == before)
    }

    @Test func historyRecordsEveryStepAndTheEnvironment() async throws {
        let host = Host(features: BuiltInPlugins.features)
        let id = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
        _ = try await host.dispatch(StoreDispatchRequest(storeId: id, action: "incrementButtonTapped"))
        _ = try await host.advance(ClockAdvanceRequest(storeId: id, ms: 500))
        _ = try await host.setEnvironment(EnvironmentSetRequest(storeId: id, environment: ["colorScheme": "dark"]))
        let print = try #require(await host.fingerprints()[id])
        // increment, factResponse, environment.
        #expect(print.historyCount == 3)
        #expect(print.version == 3)
    }
}
