import Foundation
import JSON
import Testing

@Suite("External plugins over pipes")
struct PluginHostPipeTests {
    @Test func routesAPluginsStoresAndForwardsItsNotifications() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        let listed = try await client.result("plugin/list", [:])
        let tally = try #require(listed["features"]?.arrayValue?.first { $0["name"] == "tally" })
        #expect(tally["plugin"] == "ExamplePlugin")
        #expect(listed["features"]?.arrayValue?.contains { $0["name"] == "counter" } == true)
        #expect(listed["plugins"]?[0]?["status"] == "running")
        #expect(listed["plugins"]?[0]?["features"] == ["tally"])

        let created = try await client.result("store/create", ["feature": "tally"])
        #expect(created["storeId"] == "ExamplePlugin/tally-1")
        let id: JSONValue = "ExamplePlugin/tally-1"
        let counter = try #require(try await client.result("store/create", ["feature": "counter"])["storeId"])
        #expect(counter == "counter-1")

        // Subscribe through the plugin: ids come back prefixed, patches apply.
        let subscribed = try await client.result("store/subscribe", ["storeId": id, "view": true])
        #expect(subscribed["subscription"] == "ExamplePlugin/sub-1")
        #expect(subscribed["storeId"] == id)
        var state = try #require(subscribed["state"])
        var tree = try #require(subscribed["tree"])
        var notifications: [JSONValue] = []
        for _ in 0..<3 {
            let response = try await client.response(to: client.send("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"]), notifications: &notifications)
            #expect(response["result"]?["changed"] == true)
        }
        while notifications.count < 3 { notifications.append(try await client.server.readMessage()) }
        var version: JSONValue = 0
        for notification in notifications {
            let params = try #require(notification["params"])
            #expect(params["subscription"] == "ExamplePlugin/sub-1")
            #expect(params["storeId"] == id)
            #expect(params["baseVersion"] == version)
            state = try JSONPatch(json: try #require(params["statePatch"])).apply(to: state)
            tree = try JSONPatch(json: try #require(params["treePatch"])).apply(to: tree)
            version = try #require(params["version"])
        }
        #expect(state == (try await client.result("store/state", ["storeId": id]))["value"])
        #expect(tree == (try await client.result("view/render", ["storeId": id]))["tree"])

        // Every store method goes through: history, view, listing, unknown names prefixed back.
        let history = try await client.result("history/list", ["storeId": id])
        #expect(history["entries"]?.arrayValue?.count == 3)
        #expect(try await client.result("view/tap", ["storeId": id, "selector": ["label": "Increment"]])["version"] == 4)
        let stores = try await client.result("store/list", [:])["stores"]?.arrayValue?.compactMap { $0["storeId"] }
        #expect(stores == [counter, id])
        let unknown = try await client.error("store/state", ["storeId": "ExamplePlugin/tally-9"])
        #expect(unknown["code"] == -33001)
        #expect(unknown["data"]?["storeId"] == "ExamplePlugin/tally-9")
        #expect(try await client.result("store/unsubscribe", ["subscription": "ExamplePlugin/sub-1"])["subscription"] == "ExamplePlugin/sub-1")
        #expect(try await client.error("store/unsubscribe", ["subscription": "ExamplePlugin/sub-1"])["code"] == -33013)
    }

    /// Requests pipelined behind a create for the new id reach the plugin after the create.
    @Test func requestsPipelinedBehindACreateKeepTheirOrder() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        let created = client.send("store/create", ["feature": "tally"])
        let ids = (0..<5).map { _ in client.send("store/dispatch", ["storeId": "ExamplePlugin/tally-1", "action": "incrementButtonTapped"]) }
        var responses: [Int64: JSONValue] = [:]
        while responses.count < 6 {
            let message = try await client.server.readMessage()
            if let id = message["id"]?.integerValue { responses[id] = message }
        }
        #expect(responses[created]?["result"]?["storeId"] == "ExamplePlugin/tally-1")
        #expect(ids.map { responses[$0]?["result"]?["version"] } == [1, 2, 3, 4, 5])
    }

    @Test func aCrashAnswersInFlightAndLaterRequestsAndTheNextCreateRestartsIt() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        let id: JSONValue = try #require(try await client.result("store/create", ["feature": "tally"])["storeId"])
        let counter: JSONValue = try #require(try await client.result("store/create", ["feature": "counter"])["storeId"])
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])

        // Two requests in flight when the plugin dies: both answered −33006, once each.
        let crash = client.send("store/dispatch", ["storeId": id, "action": "crashButtonTapped"])
        let behind = client.send("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        var answers: [Int64: JSONValue] = [:]
        while answers.count < 2 {
            let message = try await client.server.readMessage()
            if let responseID = message["id"]?.integerValue { answers[responseID] = message }
        }
        #expect(answers[crash]?["error"]?["code"] == -33006)
        #expect(answers[behind]?["error"]?["code"] == -33006)
        let log = try await client.waitForStandardError(containing: "plugin ExamplePlugin exited (status 3)")
        #expect(log.split(separator: "\n").filter { $0.contains("exited (status 3)") }.count == 1)

        // Later requests to its stores fail too; the host's own stores are untouched.
        #expect(try await client.error("store/state", ["storeId": id])["code"] == -33006)
        #expect(try await client.result("store/dispatch", ["storeId": counter, "action": "incrementButtonTapped"])["version"] == 1)
        let listed = try await client.result("plugin/list", [:])
        #expect(listed["plugins"]?[0]?["status"] == "exited")
        #expect(listed["plugins"]?[0]?["error"]?["code"] == -33006)

        // The next store/create restarts it; ids of the dead run stay dead.
        let recreated = try await client.result("store/create", ["feature": "tally"])
        #expect(recreated["storeId"] == "ExamplePlugin#2/tally-1")
        let fresh: JSONValue = try #require(recreated["storeId"])
        #expect(try await client.result("store/dispatch", ["storeId": fresh, "action": "incrementButtonTapped"])["version"] == 1)
        #expect(try await client.error("store/state", ["storeId": id])["code"] == -33006)
        #expect(try await client.result("plugin/list", [:])["plugins"]?[0]?["status"] == "running")
    }

    @Test func pluginsThatCannotServeAreRefusedWhileTheRestServe() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = try ExamplePluginFiles.wrapper("good", in: directory, arguments: ["--stderr", "hello from the plugin"])
        let future = try ExamplePluginFiles.wrapper("future", in: directory, arguments: ["--protocol-version", "9.0.0"])
        let twin = try ExamplePluginFiles.wrapper("twin", in: directory, arguments: [])
        let client = try await PluginHostClient(plugins: [good, directory + "/missing", future, twin])

        let log = try await client.waitForStandardError(containing: "[good] hello from the plugin")
        #expect(log.contains("uistate: plugin missing"))
        #expect(log.contains("uistate: plugin future"))
        #expect(log.contains("uistate: plugin twin"))
        #expect(log.contains("\"tally\" is already served"))
        let plugins = try #require(try await client.result("plugin/list", [:])["plugins"]?.arrayValue)
        #expect(plugins.map { $0["name"] } == ["good", "missing", "future", "twin"])
        #expect(plugins.map { $0["status"] } == ["running", "failed", "failed", "failed"])
        #expect(plugins[2]["error"]?["message"]?.stringValue?.contains("9.0.0") == true)

        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "good/tally-1")
        #expect(try await client.result("store/create", ["feature": "counter"])["storeId"] == "counter-1")
        #expect(try await client.error("store/state", ["storeId": "future/tally-1"])["code"] == -33006)
    }
}
