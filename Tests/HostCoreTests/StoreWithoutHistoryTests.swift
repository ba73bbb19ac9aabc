import FeatureKit
import Features
import HostCore
import JSON
import Testing

/// A store made to keep no history (a search's, one per try) reports in each step what a replay
/// of that step needs, the actions sent from outside, which a store with history leaves to
/// history.
@Suite("Stores without history", .offThePool)
struct StoreWithoutHistoryTests {
    let counter = FeatureDefinition(CounterFeature.self)

    var withoutHistory: StoreConfiguration {
        var configuration = StoreConfiguration()
        configuration.keepsHistory = false
        return configuration
    }

    @Test func aStepReportsTheActionsSentFromOutsideAndHistoryHoldsNothing() async throws {
        let store = try await counter.makeStore(withoutHistory)
        _ = try await store.launch()
        let report = try await store.dispatch("incrementButtonTapped")
        #expect(report.sent == ["incrementButtonTapped"])
        // The debounced fact arrives from an effect: received, not sent.
        let advanced = try await store.advance(milliseconds: 500)
        #expect(advanced.sent == [])
        #expect(advanced.received.isEmpty == false)
        #expect(store.history(from: 0, limit: 10).entries == [])
        await store.shutDown()
    }

    @Test func aStoreContinuedFromACheckpointKeepsNoneEither() async throws {
        let source = try await counter.makeStore(withoutHistory)
        _ = try await source.launch()
        let checkpoint = try #require(await source.checkpoint())
        let continued = try await counter.makeStore(continuing: checkpoint, withoutHistory)
        #expect(try await continued.dispatch("decrementButtonTapped").sent == ["decrementButtonTapped"])
        #expect(continued.history(from: 0, limit: 10).entries == [])
        await source.shutDown()
        await continued.shutDown()
    }

    @Test func aStoreWithHistoryReportsNoSentActionsAndRecordsThem() async throws {
        let store = try await counter.makeStore(StoreConfiguration())
        _ = try await store.launch()
        let report = try await store.dispatch("incrementButtonTapped")
        #expect(report.sent == [])
        let page = store.history(from: report.sequences.lowerBound, limit: 10)
        #expect(page.entries.first?["action"] == "incrementButtonTapped")
        await store.shutDown()
    }
}
