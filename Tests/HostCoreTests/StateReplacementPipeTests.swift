import JSON
import Testing

/// `store/replaceState` over pipes: a state put in place is a new version with an entry of its
/// own, cancels what was in flight, is refused with the schema's complaint when it is not a state
/// of the feature, and is exported, replayed and forked like any other step.
@Suite("store/replaceState over pipes")
struct StateReplacementPipeTests {
    static let edited: JSONValue = ["count": 41, "countText": "41", "isCountFieldFocused": false, "isLoadingFact": false]

    @Test func aReplacedStateIsANewVersionWithOriginReplaceAndCancelsTheEffectsInFlight() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        let sent = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        let inFlight = try #require(sent["effects"]?.arrayValue)
        #expect(!inFlight.isEmpty, "the fact request should still wait on the test clock")

        let replaced = try await client.result("store/replaceState", ["storeId": id, "state": Self.edited])
        #expect(replaced["version"] == 2)
        #expect(replaced["changed"] == true)
        #expect(replaced["effects"] == [], "the effects started for the old state are cancelled")
        #expect(try await client.result("store/state", ["storeId": id]) == ["value": Self.edited, "version": 2])

        let entries = try #require(try await client.result("history/list", ["storeId": id])["entries"]?.arrayValue)
        let last = try #require(entries.last)
        #expect(last["origin"] == "replace")
        #expect(last["action"] == .null)
        #expect(last["version"] == 2)
        #expect(last["effectsCancelled"]?.arrayValue?.count == inFlight.count)
        // Nothing it cancelled runs later: advancing past the fact's delay changes nothing.
        #expect(try await client.result("clock/advance", ["storeId": id, "ms": 1000])["changed"] == false)
    }

    @Test func aStateTheSchemaRefusesIsInvalidParamsAtItsPathAndLeavesTheStoreAsItWas() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        let before = try await client.snapshot()
        let historyBefore = try await client.result("history/list", ["storeId": id])

        let wrongType: JSONValue = ["count": "many", "countText": "41", "isCountFieldFocused": false, "isLoadingFact": false]
        let typed = try await client.error("store/replaceState", ["storeId": id, "state": wrongType])
        #expect(typed["code"] == -32602)
        #expect(typed["data"]?["path"] == "/state/count")
        #expect(typed["message"]?.stringValue?.hasPrefix("invalid state: /count: ") == true, "\(typed)")
        #expect(typed["data"]?["violations"]?.arrayValue?.first?["path"] == "/state/count")

        let missing = try await client.error("store/replaceState", ["storeId": id, "state": ["count": 3]])
        #expect(missing["code"] == -32602)
        #expect(missing["data"]?["path"]?.stringValue?.hasPrefix("/state") == true)
        #expect((missing["data"]?["violations"]?.arrayValue?.count ?? 0) >= 1)

        let notAnObject = try await client.error("store/replaceState", ["storeId": id, "state": [1, 2]])
        #expect(notAnObject["code"] == -32602)
        #expect(notAnObject["data"]?["path"] == "/state")

        #expect(try await client.snapshot() == before)
        #expect(try await client.result("history/list", ["storeId": id]) == historyBefore)
    }

    @Test func theExportWritesAReplaceStateStepAndReplaysGreenToTheReplacedState() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        _ = try await client.result("store/replaceState", ["storeId": id, "state": Self.edited])
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "decrementButtonTapped"])
        _ = try await client.result("clock/advance", ["storeId": id, "ms": 500])
        let exported = try await client.result("history/export", ["storeId": id, "name": "edited"])
        let scenario = try #require(exported["scenario"])
        let steps = try #require(scenario["steps"]?.arrayValue)
        #expect(JSONValue.array(Array(steps.prefix(3))).serializedString(.compact) == Self.expectedSteps)

        let report = try await client.result("scenario/run", ["document": scenario])
        #expect(report["summary"]?["passed"] == 1, "\(report)")
    }

    /// The step carries the whole state it put in place; its assertion is what changed from the
    /// state before it, as for any step.
    static let expectedSteps = #"""
        [{"send":"incrementButtonTapped","pointers":{"/count":1,"/countText":"1","/isLoadingFact":true}},\#
        {"replaceState":{"count":41,"countText":"41","isCountFieldFocused":false,"isLoadingFact":false},"pointers":{"/count":41,"/countText":"41","/isLoadingFact":false}},\#
        {"send":"decrementButtonTapped","pointers":{"/count":40,"/countText":"40","/isLoadingFact":true}}]
        """#

    @Test func aForkOfAStoreWhoseStateWasReplacedStartsFromTheReplacedState() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/replaceState", ["storeId": id, "state": Self.edited])
        let fork = try await client.result("store/fork", ["storeId": id])
        #expect(fork["state"] == Self.edited)
        #expect(fork["version"] == 1)
    }
}
