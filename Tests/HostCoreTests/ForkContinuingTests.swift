import Features
@testable import HostCore
import JSON
import UIStateProtocol
import Testing

/// A fork of a quiescent store, or of one whose effects in flight are timers the runtime keeps,
/// starts where its source stands (a checkpoint, with history, numbering, recording and saved
/// values carried on) instead of replaying its inputs: these hold it to the same replies as a
/// fork by replay, on two hosts given the same requests.
@Suite("store/fork from where the source stands")
struct ForkContinuingTests {
    private func host(replaying: Bool) -> Host {
        var options = HostOptions()
        options.forksReplay = replaying
        return Host(features: BuiltInPlugins.features, options: options)
    }

    private func json(_ value: some Encodable) throws -> JSONValue {
        try JSONValueEncoder().encode(value)
    }

    /// Runs `script` on a host forking by replay and on one forking from checkpoints; expects
    /// the same replies, and returns the second host with what it saw.
    private func expectSameReplies(
        _ script: (Host) async throws -> [JSONValue]
    ) async throws -> (host: Host, replies: [JSONValue]) {
        let byReplay = host(replaying: true)
        let continuing = host(replaying: false)
        let replayed = try await script(byReplay)
        let continued = try await script(continuing)
        #expect(replayed.count == continued.count)
        for (index, (expected, actual)) in zip(replayed, continued).enumerated() where expected != actual {
            Issue.record("reply \(index):\n- expected \(expected.serializedString())\n+ actual   \(actual.serializedString())")
        }
        #expect(byReplay.forksMade.continued == 0)
        return (continuing, continued)
    }

    /// The fork's reply, its history and export, then the same later requests' replies and its
    /// history after them.
    private func forkAndGoOn(_ host: Host, from source: String) async throws -> [JSONValue] {
        let fork = try await host.fork(StoreForkRequest(storeId: source))
        let id = fork.storeId
        var seen = [
            try json(fork),
            try json(try await host.listHistory(HistoryListRequest(storeId: id))),
            try json(try await host.exportHistory(HistoryExportRequest(storeId: id))),
        ]
        #expect(try await host.listHistory(HistoryListRequest(storeId: source)) == host.listHistory(HistoryListRequest(storeId: id)))
        seen.append(try json(try await host.dispatch(StoreDispatchRequest(storeId: id, action: "incrementButtonTapped"))))
        seen.append(try json(try await host.advance(ClockAdvanceRequest(storeId: id, ms: 500))))
        seen.append(try json(try await host.jump(HistoryJumpRequest(storeId: id, version: 1))))
        seen.append(try json(try await host.listHistory(HistoryListRequest(storeId: id))))
        return seen
    }

    @Test func aQuiescentCounterForksWithTheStateHistoryVersionAndFutureOfAReplay() async throws {
        let (host, replies) = try await expectSameReplies { host in
            let source = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
            _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: "incrementButtonTapped"))
            _ = try await host.advance(ClockAdvanceRequest(storeId: source, ms: 1000))
            _ = try await host.setEnvironment(EnvironmentSetRequest(storeId: source, environment: ["colorScheme": "dark"]))
            _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: "decrementButtonTapped"))
            _ = try await host.jump(HistoryJumpRequest(storeId: source, version: 2))
            _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: "incrementButtonTapped"))
            _ = try await host.advance(ClockAdvanceRequest(storeId: source, ms: 1000))
            return try await forkAndGoOn(host, from: source)
        }
        #expect(host.forksMade == ForkCounts(continued: 1, replayed: 0))
        // The later dispatch started an effect: its id carries on the source's numbering.
        #expect(replies[3]["effects"]?.arrayValue?.isEmpty == false)
    }

    @Test func aForkOfAForkFromCheckpointsExportsTheWholePath() async throws {
        let (host, _) = try await expectSameReplies { host in
            let source = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
            _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: "incrementButtonTapped"))
            _ = try await host.advance(ClockAdvanceRequest(storeId: source, ms: 1000))
            let child = try await host.fork(StoreForkRequest(storeId: source)).storeId
            _ = try await host.dispatch(StoreDispatchRequest(storeId: child, action: "incrementButtonTapped"))
            _ = try await host.advance(ClockAdvanceRequest(storeId: child, ms: 1000))
            return try await forkAndGoOn(host, from: child)
        }
        #expect(host.forksMade == ForkCounts(continued: 2, replayed: 0))
    }

    @Test func aSourceWithADebounceInFlightForksWithItsTimerAndTheFutureOfAReplay() async throws {
        let (host, replies) = try await expectSameReplies { host in
            let source = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
            _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: "incrementButtonTapped"))
            _ = try await host.advance(ClockAdvanceRequest(storeId: source, ms: 200))
            return try await forkAndGoOn(host, from: source)
        }
        #expect(host.forksMade == ForkCounts(continued: 1, replayed: 0))
        // The debounce and its step, carried over with the source's ids.
        #expect(replies[0]["effects"]?.arrayValue?.count == 2)
    }

    /// The `slow` fact client sleeps inside the effect's closure, which cannot be carried over.
    @Test func aSourceWithARequestInFlightIsForkedByReplayAndCounted() async throws {
        let (host, replies) = try await expectSameReplies { host in
            let request = StoreCreateRequest(feature: "counter", dependencies: .init(presets: ["numberFact": "slow"]))
            let source = try await host.createStore(request).storeId
            _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: "incrementButtonTapped"))
            _ = try await host.advance(ClockAdvanceRequest(storeId: source, ms: 500))
            return try await forkAndGoOn(host, from: source)
        }
        #expect(host.forksMade == ForkCounts(continued: 0, replayed: 1))
        #expect(replies[0]["effects"]?.arrayValue?.isEmpty == false)
    }

    @Test func persistedValuesTheSourceSavedAreTheForksAndItsOwnToChange() async throws {
        let (host, _) = try await expectSameReplies { host in
            // Closing onboarding saves its flag; a jump back before it deletes it again.
            let source = try await host.createStore(StoreCreateRequest(feature: "locationDetail")).storeId
            _ = try await host.tap(ViewTapRequest(storeId: source, selector: ["label": "Close"]))
            let fork = try await host.fork(StoreForkRequest(storeId: source))
            var seen = [try json(fork), try json(try await host.exportHistory(HistoryExportRequest(storeId: fork.storeId)))]
            seen.append(try json(try await host.jump(HistoryJumpRequest(storeId: fork.storeId, version: 0))))
            seen.append(try json(try await host.fork(StoreForkRequest(storeId: fork.storeId))))
            seen.append(try json(try await host.state(StoreStateRequest(storeId: source))))
            return seen
        }
        #expect(host.forksMade.continued == 2)
    }
}
