import Foundation
import JSON
import Testing
import RPCTestSupport

/// Routing details of external plugins over pipes: the subscribe reply before its
/// notifications, `--plugins-dir`, params by position, and cancellation passed on.
@Suite("Plugin routing, over pipes")
struct PluginRoutingTests {
    /// A dispatch pipelined right behind a subscribe makes the plugin send the reply and the
    /// first `store/didChange` back to back; the client still sees the reply first, every time.
    @Test func theSubscribeReplyAlwaysPrecedesItsFirstNotification() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        let store: JSONValue = try #require(try await client.result("store/create", ["feature": "tally"])["storeId"])
        for round in 1...20 {
            let subscribe = client.send("store/subscribe", ["storeId": store])
            let dispatch = client.send("store/dispatch", ["storeId": store, "action": "incrementButtonTapped"])
            var seen: [JSONValue] = []
            var answered: Set<Int64> = []
            var notified = false
            while answered.count < 2 || !notified {
                let message = try await client.server.readMessage()
                seen.append(message)
                if let id = message["id"]?.integerValue { answered.insert(id) }
                if message["method"] == "store/didChange", message["params"]?["subscription"] == .string("ExamplePlugin/sub-\(round)") {
                    #expect(answered.contains(subscribe), "round \(round): a notification before the subscribe reply: \(seen)")
                    notified = true
                }
            }
            #expect(answered == [subscribe, dispatch])
        }
    }

    @Test func pluginsDirLoadsEveryExecutableInItByName() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try ExamplePluginFiles.wrapper("b-tally", in: directory, arguments: [])
        _ = try ExamplePluginFiles.adversary("a-adversary", mode: "silent", in: directory)
        try writeTestFile("not a plugin", to: directory + "/README")
        let client = try await PluginHostClient(plugins: [], arguments: ["--plugins-dir", directory])
        let listed = try await client.result("plugin/list", [:])
        #expect(listed["plugins"]?.arrayValue?.map { $0["name"] } == ["a-adversary", "b-tally"])
        #expect(listed["plugins"]?.arrayValue?.map { $0["status"] } == ["running", "running"])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "b-tally/tally-1")
    }

    /// Store methods take params by name only; by position, a plugin's store gets exactly the
    /// answer one of the host's own stores gets.
    @Test func paramsByPositionAreAnsweredAsForTheHostsOwnStores() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        let tally: JSONValue = try #require(try await client.result("store/create", ["feature": "tally"])["storeId"])
        let counter: JSONValue = try #require(try await client.result("store/create", ["feature": "counter"])["storeId"])
        let forPlugin = try await client.error("store/state", [tally])
        let forHost = try await client.error("store/state", [counter])
        #expect(forPlugin == forHost)
        #expect(forPlugin["code"] == -32602)
    }
}
