import JSON
import RPCTestSupport
import StoreRuntime
import Testing

/// Subscriptions on large states encode only what changed (issue 20): encodings of large arrays
/// are reused while their storage is the same, and the diff skips a reused encoding unread.
/// Whatever that skips, every patch must still rebuild the server's state exactly.
@Suite("Patches on large states")
struct LargeStatePatchTests {
    /// A list of 3,000 items and 2,000 random actions, some sent in bursts so that changes are
    /// coalesced: the client's copy, patched notification by notification, equals the state.
    @Test func everyPatchAppliedToAClientCopyRebuildsTheLargeState() async throws {
        let client = try await PipeClient()
        let itemCount = 3000
        // The maximum large enough that the selection itself becomes a large, changing array.
        let initialState = largeListState(itemCount: itemCount, maximumSelectionCount: 1000)
        let id: JSONValue = try .string(await client.create(["feature": "interests", "initialState": initialState]))
        var copy = try SubscriberCopy(subscribed: try await client.result("store/subscribe", ["storeId": id]))

        // Seeded, so a failure replays the same actions.
        var random = SeededRandom(seed: 20)
        var actionsSent = 0
        var checks = 0
        var largestSelection = 0
        while actionsSent < 2000 {
            let burst = Int(random.next(upperBound: UInt64(8))) + 1
            var pending: Set<Int64> = []
            for _ in 0..<burst {
                pending.insert(client.send("store/dispatch", ["storeId": id, "action": Self.action(&random, itemCount: itemCount)]))
            }
            actionsSent += burst
            let lastVersion = try await client.awaitReplies(to: pending, applyingTo: &copy)
            try await client.catchUp(&copy, to: lastVersion)
            largestSelection = max(largestSelection, Self.selectionCount(copy.state))
            if actionsSent / 100 > checks {
                checks = actionsSent / 100
                try await expectCopyMatches(copy, client: client, id: id)
            }
        }
        try await expectCopyMatches(copy, client: client, id: id)
        // The run did change large arrays, and coalesced some changes.
        #expect(largestSelection > 32)
        #expect(copy.applied.contains { ($0["version"]?.integerValue ?? 0) - ($0["baseVersion"]?.integerValue ?? 0) > 1 })
    }

    private func expectCopyMatches(_ copy: SubscriberCopy, client: PipeClient, id: JSONValue) async throws {
        let now = try await client.result("store/state", ["storeId": id])
        #expect(now["version"] == .integer(Int64(copy.version)))
        let state = try #require(now["value"])
        let copied = copy.state
        // Comparing two 3,000-item documents is long CPU work: not on the cooperative pool.
        let equal = try await runBlocking { copied == state }
        #expect(equal, "the patched copy differs from the state at version \(copy.version)")
    }

    private static func selectionCount(_ state: JSONValue?) -> Int {
        guard case .array(let ids)? = state?[pointer: JSONPointer(tokens: ["selection", "selectedIDs"])] else { return 0 }
        return ids.count
    }

    /// Mostly item taps (select or deselect), with the custom item's phases (opening it clears
    /// the selection) and the toast.
    private static func action(_ random: inout SeededRandom, itemCount: Int) -> JSONValue {
        switch random.next(upperBound: UInt64(60)) {
        case 0: ["selection": "customInputButtonTapped"]
        case 1: ["selection": ["customTextChanged": .string("text \(random.next(upperBound: UInt64(100)))")]]
        case 2: ["selection": "customSaveButtonTapped"]
        case 3: ["selection": "customClearButtonTapped"]
        case 4: "nextButtonTapped"
        default: ["selection": ["itemTapped": .integer(Int64(random.next(upperBound: UInt64(itemCount))) + 1)]]
        }
    }
}
