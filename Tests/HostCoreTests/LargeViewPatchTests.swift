import JSON
import RPCTestSupport
import StoreRuntime
import Testing

/// View subscriptions on large lists reuse what did not change (issue 20): the JSON of nodes
/// equal to the last render's, and the diff skips reused subtrees unread. Whatever that skips,
/// every tree patch must still rebuild exactly the tree `view/render` gives.
@Suite("Tree patches on large views")
struct LargeViewPatchTests {
    /// A list of 400 rows and 1,600 random actions and environment changes, in bursts and then
    /// all at once so that changes are coalesced: the client's tree, patched notification by
    /// notification, equals a fresh render.
    @Test func everyTreePatchAppliedToAClientCopyRebuildsTheRenderedTree() async throws {
        let client = try await PipeClient()
        let itemCount = 400
        // A small maximum, so that the maximum notice and the toast come and go.
        let initialState = largeListState(itemCount: itemCount, maximumSelectionCount: 5)
        let id: JSONValue = try .string(await client.create(["feature": "interests", "initialState": initialState]))
        var copy = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": id, "view": true]))
        #expect(copy.tree != nil)

        // Seeded, so a failure replays the same actions.
        var random = SeededRandom(seed: 2020)
        var sent = 0
        var checks = 0
        while sent < 600 {
            let burst = Int(random.next(upperBound: UInt64(6))) + 1
            var pending: Set<Int64> = []
            for _ in 0..<burst { pending.insert(send(Self.request(&random, itemCount: itemCount), to: id, client)) }
            sent += burst
            let lastVersion = try await client.awaitReplies(to: pending, applyingTo: &copy)
            try await client.catchUp(&copy, to: lastVersion)
            if sent / 25 > checks {
                checks = sent / 25
                try await expectTreeMatches(copy, client: client, id: id)
            }
        }
        try await expectTreeMatches(copy, client: client, id: id)

        // Then bursts of 1,000 without reading, until a notification spans coalesced changes:
        // the replies fill the pipe and the host stops reading, so the subscription usually falls
        // behind in the first burst; but when the host catches up (its reading resumes as the
        // client drains, and a fast sender can keep pace) a burst may coalesce nothing, so the
        // test waits for that event rather than betting on the first burst's timing.
        var bursts = 0
        while !copy.applied.contains(where: Self.spansCoalescedChanges), bursts < 5 {
            bursts += 1
            var pending: Set<Int64> = []
            for _ in 0..<1000 { pending.insert(send(Self.request(&random, itemCount: itemCount), to: id, client)) }
            let lastVersion = try await client.awaitReplies(to: pending, applyingTo: &copy)
            try await client.catchUp(&copy, to: lastVersion)
            try await expectTreeMatches(copy, client: client, id: id)
        }
        // Changes were coalesced, and the tree's structure changed (custom item, grid columns).
        #expect(copy.applied.contains(where: Self.spansCoalescedChanges), "no notification spanned coalesced changes in \(bursts) unread bursts of 1,000")
        #expect(copy.applied.contains { params in
            params["treePatch"]?.arrayValue?.contains { $0["op"] == "add" || $0["op"] == "remove" } ?? false
        })
    }

    /// A notification whose patch goes from its base over more than one version.
    private static func spansCoalescedChanges(_ params: JSONValue) -> Bool {
        (params["version"]?.integerValue ?? 0) - (params["baseVersion"]?.integerValue ?? 0) > 1
    }

    private func send(_ request: (method: String, params: JSONObject), to id: JSONValue, _ client: PipeClient) -> Int64 {
        var params = request.params
        params["storeId"] = id
        return client.send(request.method, .object(params))
    }

    private func expectTreeMatches(_ copy: SubscriberCopy, client: PipeClient, id: JSONValue) async throws {
        let now = try await client.result("view/render", ["storeId": id])
        #expect(now["version"] == .integer(Int64(copy.version)))
        let tree = try #require(now["tree"])
        let copied = copy.tree
        // Comparing two 400-row trees is CPU work: not on the cooperative pool.
        let equal = try await runBlocking { copied == tree }
        #expect(equal, "the patched tree differs from view/render at version \(copy.version)")
    }

    /// Mostly item taps (select or deselect, past the maximum: the notice and the toast), the
    /// custom item's phases (nodes added and removed) and environment changes (the grid's
    /// columns, the colour scheme, focus).
    private static func request(_ random: inout SeededRandom, itemCount: Int) -> (method: String, params: JSONObject) {
        switch random.next(upperBound: UInt64(40)) {
        case 0: return ("store/dispatch", ["action": ["selection": "customInputButtonTapped"]])
        case 1:
            return ("store/dispatch", ["action": ["selection": ["customTextChanged": .string("text \(random.next(upperBound: UInt64(100)))")]]])
        case 2: return ("store/dispatch", ["action": ["selection": "customSaveButtonTapped"]])
        case 3: return ("store/dispatch", ["action": ["selection": "customClearButtonTapped"]])
        case 4: return ("store/dispatch", ["action": ["selection": "customEditButtonTapped"]])
        case 5: return ("store/dispatch", ["action": "nextButtonTapped"])
        case 6:
            let size: JSONValue = random.next(upperBound: UInt64(2)) == 0 ? "large" : "accessibilityLarge"
            return ("environment/set", ["environment": ["dynamicTypeSize": size]])
        case 7:
            let scheme: JSONValue = random.next(upperBound: UInt64(2)) == 0 ? "light" : "dark"
            return ("environment/set", ["environment": ["colorScheme": scheme]])
        case 8:
            let field: JSONValue = random.next(upperBound: UInt64(2)) == 0 ? .null : "customTextField"
            return ("environment/set", ["environment": ["focusedField": field]])
        default:
            // Low ids more often, so that selections pile up to the maximum.
            let range = random.next(upperBound: UInt64(2)) == 0 ? 12 : itemCount
            return ("store/dispatch", ["action": ["selection": ["itemTapped": .integer(Int64(random.next(upperBound: UInt64(range))) + 1)]]])
        }
    }
}
