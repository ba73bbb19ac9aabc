import JSON
import Testing

@Suite("Subscriptions over pipes")
struct SubscriptionPipeTests {
    /// Every kind of change, one step at a time: the patches rebuild the state and the tree.
    @Test func patchesAppliedToTheSnapshotRebuildStateAndTree() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        var copy = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": id, "state": true, "view": true]))
        #expect(copy.version == 0)
        #expect(copy.state?["count"] == 0)
        #expect(copy.tree?["id"] == "root")

        let steps: [(String, JSONValue)] = [
            ("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"]),
            ("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"]),
            ("clock/advance", ["storeId": id, "ms": 500]),
            ("view/tap", ["storeId": id, "selector": ["label": "Increment"]]),
            ("view/input", ["storeId": id, "selector": ["id": "counter.field"], "text": "42"]),
            ("environment/set", ["storeId": id, "environment": ["dynamicTypeSize": "xxLarge"]]),
            ("store/dispatch", ["storeId": id, "action": ["countFieldFocusChanged": false]]),
            ("history/jump", ["storeId": id, "version": 1]),
            ("store/dispatch", ["storeId": id, "action": "resetButtonTapped"]),
        ]
        for (method, params) in steps {
            let response = try await client.call(method, params, applyingTo: &copy)
            let version = Int(try #require(response["result"]?["version"]?.integerValue, "\(method): \(response)"))
            try await client.catchUp(&copy, to: version)
            let now = try await client.current(id.stringValue ?? "")
            #expect(copy.version == now.version, "after \(method)")
            #expect(copy.state == now.state, "state after \(method)")
            #expect(copy.tree == now.tree, "tree after \(method)")
        }
        // A dispatch that changes nothing sends nothing.
        let unchanged = try await client.call("store/dispatch", ["storeId": id, "action": "resetButtonTapped"], applyingTo: &copy)
        #expect(unchanged["result"]?["changed"] == false)
        try await client.server.expectSilence(for: 0.3)
    }

    /// A client that reads each reply before the next request gets one notification per change.
    @Test func oneNotificationPerChangeWhileTheClientKeepsUp() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        var copy = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": id]))
        #expect(copy.tree == nil)
        for _ in 0..<20 {
            let response = try await client.call("store/dispatch", ["storeId": id, "action": "decrementButtonTapped"], applyingTo: &copy)
            try await client.catchUp(&copy, to: Int(try #require(response["result"]?["version"]?.integerValue)))
        }
        #expect(copy.applied.count == 20)
        #expect(copy.applied.allSatisfy { $0["treePatch"] == nil && $0["version"]?.integerValue == ($0["baseVersion"]?.integerValue ?? 0) + 1 })
        #expect(copy.state?["count"] == -20)
    }

    /// A client that stops reading while thousands of changes happen gets them coalesced: fewer
    /// notifications than changes, still a chain from the snapshot to the final state.
    @Test(arguments: [["serve"], ["serve", "--max-pending-notifications", "1"]])
    func stalledClientGetsCoalescedPatches(arguments: [String]) async throws {
        let client = try await PipeClient(arguments: arguments)
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        var copy = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": id, "view": true]))
        let count = 1500
        var ids: Set<Int64> = []
        for _ in 0..<count {
            ids.insert(client.send("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"]))
        }
        // Only now read: the replies filled the pipe long ago, so the subscription fell behind.
        while !ids.isEmpty || copy.version < count {
            let message = try await client.server.readMessage()
            if let responseID = message["id"]?.integerValue {
                #expect(message["result"] != nil, "\(message)")
                ids.remove(responseID)
            } else {
                try copy.apply(message)
            }
        }
        #expect(copy.version == count)
        #expect(copy.applied.count < count, "\(copy.applied.count) notifications for \(count) changes")
        #expect(copy.applied.contains { ($0["version"]?.integerValue ?? 0) - ($0["baseVersion"]?.integerValue ?? 0) > 1 })
        let now = try await client.current(id.stringValue ?? "")
        #expect(copy.state == now.state)
        #expect(copy.tree == now.tree)
        #expect(now.state["count"] == .integer(Int64(count)))
    }

    @Test func unsubscribeStopsNotificationsAndUnknownOnesAnswer33013() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        var copy = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": id]))
        _ = try await client.call("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"], applyingTo: &copy)
        try await client.catchUp(&copy, to: 1)
        let ended = try await client.result("store/unsubscribe", ["subscription": .string(copy.subscription)])
        #expect(ended == ["subscription": .string(copy.subscription), "version": 1])
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        try await client.server.expectSilence(for: 0.3)

        let again = try await client.error("store/unsubscribe", ["subscription": .string(copy.subscription)])
        #expect(again["code"] == -33013)
        #expect(again["data"]?["subscription"] == .string(copy.subscription))
        #expect(try await client.error("store/unsubscribe", ["subscription": "sub-99"])["code"] == -33013)
        let neither = try await client.error("store/subscribe", ["storeId": id, "state": false, "view": false])
        #expect(neither["code"] == -32602)
        #expect(try await client.error("store/subscribe", ["storeId": "counter-9"])["code"] == -33001)
    }

    @Test func destroyingAStoreEndsItsSubscriptions() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        let other: JSONValue = try .string(await client.create(["feature": "counter"]))
        let first = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": id]))
        var second = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": other]))
        _ = try await client.result("store/destroy", ["storeId": id])
        #expect(try await client.error("store/unsubscribe", ["subscription": .string(first.subscription)])["code"] == -33013)
        // The other store's subscription lives on.
        _ = try await client.call("store/dispatch", ["storeId": other, "action": "incrementButtonTapped"], applyingTo: &second)
        try await client.catchUp(&second, to: 1)
        #expect(second.state?["count"] == 1)
    }
}
