import JSON
import Testing

@Suite("Host concurrency over pipes")
struct HostPipeConcurrencyTests {
    @Test func requestsToOneStoreAreProcessedInArrivalOrder() async throws {
        let client = try await PipeClient()
        let id: JSONValue = .string(try await client.create(["feature": "counter"]))
        var ids: [Int64] = []
        for index in 1...60 {
            // Alternate methods so that cheap and costly requests race in their tasks.
            if index % 3 == 0 {
                ids.append(client.send("view/tap", ["storeId": id, "selector": ["label": "Increment"]]))
            } else {
                ids.append(client.send("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"]))
            }
        }
        let responses = try await client.server.readMessages(60)
        var versionByID: [Int64: Int64] = [:]
        for response in responses {
            let requestID = try #require(response["id"]?.integerValue)
            versionByID[requestID] = try #require(response["result"]?["version"]?.integerValue, "\(response)")
        }
        for (position, requestID) in ids.enumerated() {
            #expect(versionByID[requestID] == Int64(position + 1), "request \(requestID)")
        }
        #expect(try await client.result("store/state", ["storeId": id, "pointer": "/count"])["value"] == 60)
    }

    /// A script that writes `store/create` and, without waiting, requests for the id it will get
    /// ("counter-1": ids are numbered per feature in arrival order) sees them processed after the
    /// launch, as any two requests to one store are.
    @Test func requestsPipelinedBehindTheirStoreCreateWaitForIt() async throws {
        let client = try await PipeClient()
        let create = client.send("store/create", ["feature": "counter"])
        let tap = client.send("view/tap", ["storeId": "counter-1", "selector": ["label": "Increment"]])
        let state = client.send("store/state", ["storeId": "counter-1", "pointer": "/count"])
        let failedCreate = client.send("store/create", ["feature": "counter", "dependencies": ["presets": ["numberFact": "nope"]]])
        let orphan = client.send("store/state", ["storeId": "counter-2"])
        let responses = try await client.server.readMessages(5)
        // A create that started nothing gives its number back.
        #expect(try await client.create(["feature": "counter"]) == "counter-2")
        var byID: [Int64: JSONValue] = [:]
        for response in responses { byID[try #require(response["id"]?.integerValue)] = response }
        #expect(byID[create]?["result"]?["storeId"] == "counter-1")
        #expect(byID[tap]?["result"]?["version"] == 1, "\(byID[tap] ?? nil)")
        #expect(byID[state]?["result"]?["value"] == 1)
        #expect(byID[failedCreate]?["error"]?["code"] == -33010)
        // What queued behind the failed create hears of an unknown store.
        #expect(byID[orphan]?["error"]?["code"] == -33001)
    }

    /// A store whose settle cannot finish (its fact request never answers) leaves another store
    /// free: the other's replies all arrive while the settle is still pending, however slow the
    /// machine, and the settle then ends only when cancelled.
    @Test func aSlowStoreDoesNotDelayAnother() async throws {
        let client = try await PipeClient()
        let slow: JSONValue = .string(try await client.create(["feature": "counter", "dependencies": ["clock": "live", "presets": ["numberFact": "never"]]]))
        let fast: JSONValue = .string(try await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": slow, "action": "incrementButtonTapped"])
        let settleID = client.send("store/settle", ["storeId": slow, "timeoutMs": 3_600_000])
        var fastIDs: [Int64] = []
        for _ in 0..<5 {
            fastIDs.append(client.send("store/dispatch", ["storeId": fast, "action": "incrementButtonTapped"]))
        }
        let firstFive = try await client.server.readMessages(5)
        // Replies leave as their tasks finish (clients match by id); processing was in order.
        #expect(Set(firstFive.compactMap { $0["id"]?.integerValue }) == Set(fastIDs))
        #expect(Set(firstFive.compactMap { $0["result"]?["version"]?.integerValue }) == [1, 2, 3, 4, 5])
        client.server.notify("$/cancelRequest", ["id": .integer(settleID)])
        let settle = try await client.server.readMessage()
        #expect(settle["id"] == .integer(settleID))
        #expect(settle["error"]?["code"] == -32800)
    }

    @Test func cancelRequestEndsALongSettle() async throws {
        let client = try await PipeClient()
        let slow: JSONValue = .string(try await client.create(["feature": "counter", "dependencies": ["clock": "live", "presets": ["numberFact": "never"]]]))
        _ = try await client.result("store/dispatch", ["storeId": slow, "action": "incrementButtonTapped"])
        let settleID = client.send("store/settle", ["storeId": slow, "timeoutMs": 3_600_000])
        client.server.notify("$/cancelRequest", ["id": .integer(settleID)])
        let cancelled = try await client.server.readMessage()
        #expect(cancelled["id"] == .integer(settleID))
        #expect(cancelled["error"]?["code"] == -32800)
        // The store keeps serving, in order.
        #expect(try await client.result("store/state", ["storeId": slow, "pointer": "/count"])["value"] == 1)
    }
}
