import JSON
import Testing

@Suite("History methods over pipes")
struct HistoryPipeTests {
    @Test func listPagesThroughEveryEntryWithOriginsAndEffects() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        _ = try await client.result("clock/advance", ["storeId": id, "ms": 500])
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "resetButtonTapped"])
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "resetButtonTapped"])
        _ = try await client.result("environment/set", ["storeId": id, "environment": ["colorScheme": "dark"]])

        var entries: [JSONValue] = []
        var from: JSONValue = 0
        var pages = 0
        while true {
            let page = try await client.result("history/list", ["storeId": id, "from": from, "limit": 2])
            entries += page["entries"]?.arrayValue ?? []
            pages += 1
            guard let next = page["next"] else { break }
            from = next
        }
        #expect(pages == 3)
        #expect(entries.map { $0["origin"] } == ["outside", "effect", "outside", "outside", "environment"])
        #expect(entries.map { $0["version"] } == [1, 2, 3, 3, 4])
        #expect(entries.map { $0["changed"] } == [true, true, true, false, false])
        #expect(entries[0]["action"] == "incrementButtonTapped")
        #expect(entries[0]["effectsStarted"]?.arrayValue?.isEmpty == false)
        #expect(entries[1]["action"] == ["factResponse": "1 is a good number."])
        #expect(entries[1]["startedBy"] == entries[0]["sequence"])
        #expect(entries[1]["events"] == [["haptic": ["style": "success"]]])
        #expect(entries[4]["action"] == .null)
        let whole = try await client.result("history/list", ["storeId": id])
        #expect(whole["entries"]?.arrayValue?.count == 5)
        #expect(whole["next"] == nil)
        #expect(whole["versions"] == ["from": 0, "to": 4])
        #expect(try await client.error("history/list", ["storeId": id, "limit": 0])["data"]?["path"] == "/limit")
    }

    @Test func jumpRestoresAsANewVersionCancelsEffectsAndNeverReRunsThem() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        _ = try await client.result("clock/advance", ["storeId": id, "ms": 500])
        let before = try await client.result("store/state", ["storeId": id])
        // A debounced fact is now in flight.
        let inFlight = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        #expect(inFlight["effects"]?.arrayValue?.isEmpty == false)

        let jumped = try await client.result("history/jump", ["storeId": id, "version": 2])
        #expect(jumped["version"] == 4)
        #expect(jumped["changed"] == true)
        #expect(jumped["effects"] == [])
        #expect(jumped["received"] == [])
        #expect(try await client.result("store/state", ["storeId": id])["value"] == before["value"])
        // The cancelled fact never arrives, and the jump re-ran nothing.
        let advanced = try await client.result("clock/advance", ["storeId": id, "ms": 10_000])
        #expect(advanced["received"] == [])
        let last = try #require(try await client.result("history/list", ["storeId": id, "from": 4])["entries"]?.arrayValue?.first)
        #expect(last["origin"] == "jump")
        #expect(last["toVersion"] == 2)
        #expect(last["effectsCancelled"]?.arrayValue?.isEmpty == false)
    }

    @Test func unknownVersionAnswers33012AndChangesNothing() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        let before = try await client.snapshot()
        let error = try await client.error("history/jump", ["storeId": id, "version": 7])
        #expect(error["code"] == -33012)
        #expect(error["data"]?["available"] == ["from": 0, "to": 1])
        #expect(try await client.snapshot() == before)
        #expect(try await client.result("history/list", ["storeId": id])["entries"]?.arrayValue?.count == 1)
    }
}
