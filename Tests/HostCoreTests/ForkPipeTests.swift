import Glibc
import JSON
import Testing

@Suite("store/fork over pipes")
struct ForkPipeTests {
    /// Sends the same inputs to each store and returns the reply of each, store by store.
    private func feed(_ client: PipeClient, _ ids: [JSONValue], _ inputs: [(String, JSONValue)]) async throws -> [[JSONValue]] {
        var replies: [[JSONValue]] = []
        for id in ids {
            var mine: [JSONValue] = []
            for (method, params) in inputs {
                guard case .object(var object) = params else { continue }
                object["storeId"] = id
                mine.append(try await client.result(method, .object(object)))
            }
            replies.append(mine)
        }
        return replies
    }

    @Test func aForkAndItsSourceGivenTheSameInputsMakeIdenticalHistories() async throws {
        let client = try await PipeClient()
        let source: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": source, "action": "incrementButtonTapped"])
        _ = try await client.result("clock/advance", ["storeId": source, "ms": 500])
        _ = try await client.result("environment/set", ["storeId": source, "environment": ["colorScheme": "dark"]])
        // A debounced fact is waiting on the test clock when the fork is taken.
        let inFlight = try await client.result("store/dispatch", ["storeId": source, "action": "incrementButtonTapped"])
        #expect(inFlight["effects"]?.arrayValue?.isEmpty == false)

        let fork = try await client.result("store/fork", ["storeId": source])
        #expect(fork["storeId"] == "counter-2")
        #expect(fork["source"] == source)
        #expect(fork["effects"] == inFlight["effects"])
        let forkID = try #require(fork["storeId"])
        let sourceState = try await client.result("store/state", ["storeId": source])
        #expect(fork["state"] == sourceState["value"])
        #expect(fork["version"] == sourceState["version"])

        let inputs: [(String, JSONValue)] = [
            ("clock/advance", ["ms": 500]),
            ("store/dispatch", ["action": "incrementButtonTapped"]),
            ("clock/advance", ["ms": 1000]),
            ("view/render", [:]),
            ("environment/set", ["environment": ["dynamicTypeSize": "xxLarge"]]),
        ]
        let replies = try await feed(client, [source, forkID], inputs)
        #expect(replies[0] == replies[1])
        // The fact the fork inherited arrives in both, at the same time.
        #expect(replies[0][0]["received"]?.arrayValue?.isEmpty == false)
        let sourceHistory = try await client.result("history/list", ["storeId": source])
        let forkHistory = try await client.result("history/list", ["storeId": forkID])
        #expect(sourceHistory == forkHistory)
        #expect((sourceHistory["entries"]?.arrayValue?.count ?? 0) > 5)
    }

    @Test func inputsToOneNeverReachTheOther() async throws {
        let client = try await PipeClient()
        let source: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": source, "action": "incrementButtonTapped"])
        let forkID = try #require(try await client.result("store/fork", ["storeId": source])["storeId"])
        let before = try await client.snapshot()

        _ = try await client.result("store/dispatch", ["storeId": forkID, "action": "incrementButtonTapped"])
        _ = try await client.result("clock/advance", ["storeId": forkID, "ms": 5000])
        #expect(try await client.result("store/state", ["storeId": source]) == before[source.stringValue ?? ""])

        _ = try await client.result("store/dispatch", ["storeId": source, "action": "decrementButtonTapped"])
        _ = try await client.result("store/dispatch", ["storeId": source, "action": "decrementButtonTapped"])
        let forkState = try await client.result("store/state", ["storeId": forkID])
        #expect(forkState["value"]?["count"] == 2)
        #expect(try await client.result("store/state", ["storeId": source])["value"]?["count"] == -1)
        // Destroying the source leaves the fork running.
        _ = try await client.result("store/destroy", ["storeId": source])
        #expect(try await client.result("store/state", ["storeId": forkID]) == forkState)
    }

    @Test func aForkReadsPersistedValuesAsItsSourceFirstDidAndWritesItsOwn() async throws {
        var template = Array("/tmp/uistate-fork-test-XXXXXX".utf8CString)
        let directory = try #require(mkdtemp(&template).map { String(cString: $0) })
        defer { _ = system("rm -rf '\(directory)'") }
        let client = try await PipeClient()
        // The first launch shows onboarding; closing it persists the flag in the directory.
        let first: JSONValue = try .string(await client.create(["feature": "locationDetail", "storage": .string(directory)]))
        #expect(try await client.result("store/state", ["storeId": first])["value"]?["isShowingOnboarding"] == true)
        _ = try await client.result("view/tap", ["storeId": first, "selector": ["label": "Close"]])

        // A fork of the first store read the flag as absent, like its source did at launch.
        let firstFork = try await client.result("store/fork", ["storeId": first])
        #expect(firstFork["state"] == (try await client.result("store/state", ["storeId": first]))["value"])

        // The second launch reads the flag; so does its fork, from the source's first read.
        let second: JSONValue = try .string(await client.create(["feature": "locationDetail", "storage": .string(directory)]))
        let secondState = try await client.result("store/state", ["storeId": second])
        #expect(secondState["value"]?["isShowingOnboarding"] == false)
        let secondFork = try await client.result("store/fork", ["storeId": second])
        #expect(secondFork["state"] == secondState["value"])
    }

    @Test func aLiveClockStoreIsRefusedAndTakesNoID() async throws {
        let client = try await PipeClient()
        let live: JSONValue = try .string(await client.create(["feature": "counter", "dependencies": ["clock": "live"]]))
        let error = try await client.error("store/fork", ["storeId": live])
        #expect(error["code"] == -33015)
        #expect(error["data"] == ["storeId": live, "reason": "liveClock"])
        #expect(try await client.create(["feature": "counter"]) == "counter-2")
        #expect(try await client.error("store/fork", ["storeId": "counter-9"])["code"] == -33001)
        #expect(try await client.result("store/list", [:])["stores"]?.arrayValue?.count == 2)
    }

    @Test func aForkOfAForkReplaysTheWholeChain() async throws {
        let client = try await PipeClient()
        let source: JSONValue = try .string(await client.create(["feature": "counter"]))
        _ = try await client.result("store/dispatch", ["storeId": source, "action": "incrementButtonTapped"])
        let fork = try #require(try await client.result("store/fork", ["storeId": source])["storeId"])
        _ = try await client.result("store/dispatch", ["storeId": fork, "action": "incrementButtonTapped"])
        let grandchild = try await client.result("store/fork", ["storeId": fork])
        let forkState = try await client.result("store/state", ["storeId": fork])
        #expect(grandchild["state"] == forkState["value"])
        #expect(grandchild["version"] == forkState["version"])
        let exported = try await client.result("history/export", ["storeId": fork])
        let grandExported = try await client.result("history/export", ["storeId": try #require(grandchild["storeId"])])
        #expect(exported == grandExported)
    }
}
