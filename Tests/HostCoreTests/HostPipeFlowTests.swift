import JSON
import Testing

@Suite("Host methods over pipes")
struct HostPipeFlowTests {
    @Test func counterEndToEnd() async throws {
        let client = try await PipeClient()
        let created = try await client.result("store/create", ["feature": "counter"])
        #expect(created["storeId"] == "counter-1")
        #expect(created["version"] == 0)
        #expect(created["state"]?["count"] == 0)
        let id: JSONValue = "counter-1"

        // dispatch: the reply comes once settled; the debounced fact waits on the test clock.
        let dispatched = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        #expect(dispatched["version"] == 1)
        #expect(dispatched["changed"] == true)
        #expect(dispatched["received"] == [])
        #expect(dispatched["effects"]?.arrayValue?.contains { $0["status"] == "waitingOnTestClock" } == true)

        // advance: the fact arrives and is listed, with its haptic.
        let advanced = try await client.result("clock/advance", ["storeId": id, "ms": 500])
        #expect(advanced["received"] == [["factResponse": "1 is a good number."]])
        #expect(advanced["events"] == [["haptic": ["style": "success"]]])
        #expect(advanced["effects"] == [])
        #expect(advanced["version"] == 2)

        // tap: the button's haptic, then its action.
        let tapped = try await client.result("view/tap", ["storeId": id, "selector": ["label": "Increment"]])
        #expect(tapped["events"] == [["haptic": ["style": "medium"]]])
        #expect(tapped["version"] == 3)

        // input: the focus action first, then the text.
        let typed = try await client.result("view/input", ["storeId": id, "selector": ["id": "counter.field"], "text": "7"])
        #expect(typed["version"] == 5)
        #expect(try await client.result("store/state", ["storeId": id, "pointer": "/isCountFieldFocused"])["value"] == true)

        // settle: effects waiting on the test clock count as settled.
        let settled = try await client.result("store/settle", ["storeId": id])
        #expect(settled["changed"] == false)
        #expect(try await client.result("clock/advance", ["storeId": id, "ms": 499])["received"] == [])
        #expect(try await client.result("clock/advance", ["storeId": id, "ms": 1])["received"] == [["factResponse": "7 is a good number."]])

        // focus: null unfocuses through the field's focus action.
        let blurred = try await client.result("view/focus", ["storeId": id, "selector": nil])
        #expect(blurred["changed"] == true)
        #expect(try await client.result("view/focus", ["storeId": id, "selector": ["id": "counter.field"]])["changed"] == true)

        // render, both formats.
        let text = try await client.result("view/render", ["storeId": id, "format": "text"])
        #expect(text["tree"]?.stringValue?.contains("text #counter.count \"7\"") == true)
        #expect(text["tree"]?.stringValue?.contains("7 is a good number.") == true)
        let json = try await client.result("view/render", ["storeId": id])
        #expect(json["tree"]?["id"] == "root")
        #expect(json["version"] == text["version"])

        // environment/set bumps the version and shows in the render.
        let before = try #require(json["version"]?.integerValue)
        let environment = try await client.result("environment/set", ["storeId": id, "environment": ["dynamicTypeSize": "xxLarge"]])
        #expect(environment["version"] == .integer(before + 1))
        #expect(try await client.result("view/render", ["storeId": id])["tree"]?["properties"]?["dynamicTypeSize"] == "xxLarge")

        // full state.
        let state = try await client.result("store/state", ["storeId": id])
        #expect(state["value"]?["count"] == 7)
        #expect(state["value"]?["fact"] == "7 is a good number.")
    }

    @Test func catalogueAndListingMethods() async throws {
        let client = try await PipeClient()
        let plugins = try await client.result("plugin/list", [:])
        let names = plugins["features"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(names.contains("counter") && names.contains("bookmarks") && names.contains("locationDetail"))
        let counter = plugins["features"]?.arrayValue?.first { $0["name"] == "counter" }
        #expect(counter?["dependencies"]?[0]?["presets"] == ["succeeds", "fails", "never", "slow"])
        #expect(counter?["actionSchema"]?["oneOf"] != nil)

        let components = try await client.result("component/list", [:])
        #expect(components["components"]?.arrayValue?.contains { $0["name"] == "button" } == true)
        let story = try await client.result("component/render", ["name": "button", "properties": ["layout": "titleOnly", "title": "OK"]])
        #expect(story["tree"]?["id"] == "root")

        let first = try await client.create(["feature": "counter"])
        let second = try await client.create(["feature": "bookmarks", "dependencies": ["clock": "live"]])
        let third = try await client.create(["feature": "counter"])
        #expect([first, second, third] == ["counter-1", "bookmarks-1", "counter-2"])
        let stores = try await client.result("store/list", [:])
        #expect(stores["stores"] == [
            ["storeId": "counter-1", "feature": "counter", "clock": "test"],
            ["storeId": "bookmarks-1", "feature": "bookmarks", "clock": "live"],
            ["storeId": "counter-2", "feature": "counter", "clock": "test"],
        ])
        let destroyed = try await client.result("store/destroy", ["storeId": "counter-1"])
        #expect(destroyed["storeId"] == "counter-1")
        #expect(try await client.result("store/list", [:])["stores"]?.arrayValue?.count == 2)
        // Ids are never reused.
        #expect(try await client.create(["feature": "counter"]) == "counter-3")
    }

    @Test func createOptionsAndLaunch() async throws {
        let client = try await PipeClient()
        let created = try await client.result("store/create", [
            "feature": "counter",
            "initialState": ["count": 41, "isLoadingFact": false, "countText": "41", "isCountFieldFocused": false],
            "environment": ["colorScheme": "dark"],
            "dependencies": ["clock": "test", "uuid": "incrementing", "date": "2030-05-01T00:00:00Z", "seed": 7,
                             "presets": ["numberFact": "fails"]],
        ])
        #expect(created["state"]?["count"] == 41)
        let id = try #require(created["storeId"])
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        // The `fails` preset: the fact request fails and the failure action arrives.
        #expect(try await client.result("clock/advance", ["storeId": id, "ms": 500])["received"] == ["factFailed"])
        #expect(try await client.result("view/render", ["storeId": id])["tree"]?["properties"]?["colorScheme"] == "dark")

        // Bookmarks launches: the first page arrives from the launch action's effect.
        let bookmarks = try await client.result("store/create", ["feature": "bookmarks"])
        #expect(bookmarks["received"]?.arrayValue?.first?["articlesResponse"] != nil)
        #expect(bookmarks["state"]?["articles"]?.arrayValue?.count == 5)
        // view/appear on the last row loads the next page.
        let tree = try #require(try await client.result("view/render", ["storeId": bookmarks["storeId"] ?? nil])["tree"])
        let rowID = try #require(firstNode(in: tree) { $0["interactions"]?["appear"] != nil }?["id"])
        let appeared = try await client.result("view/appear", ["storeId": bookmarks["storeId"] ?? nil, "selector": ["id": rowID]])
        #expect(appeared["received"]?.arrayValue?.first?["articlesResponse"]?["page"] == 2)
    }

    @Test func effectsListAndCancel() async throws {
        let client = try await PipeClient()
        let id: JSONValue = .string(try await client.create(["feature": "counter"]))
        #expect(try await client.result("effects/list", ["storeId": id])["nextTimerMs"] == .null)
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        let listing = try await client.result("effects/list", ["storeId": id])
        let effects = try #require(listing["effects"]?.arrayValue)
        #expect(effects.count == 2)
        // The number fact waits 500 ms on the test clock; 200 ms later, 300 are left.
        #expect(listing["nextTimerMs"] == 500)
        _ = try await client.result("clock/advance", ["storeId": id, "ms": 200])
        #expect(try await client.result("effects/list", ["storeId": id])["nextTimerMs"] == 300)
        #expect(effects.first?["cancelIds"] == ["fact"])
        let top = try #require(effects.first?["id"])
        let cancelled = try await client.result("effects/cancel", ["storeId": id, "effect": top])
        #expect(cancelled["cancelled"]?.arrayValue?.contains(top) == true)
        #expect(cancelled["effects"] == [])
        // Nothing arrives later: the effect never runs again.
        #expect(try await client.result("clock/advance", ["storeId": id, "ms": 1000])["received"] == [])
        #expect(try await client.result("effects/cancel", ["storeId": id])["cancelled"] == [])
    }

    /// The first node, depth first, that `matches`.
    private func firstNode(in node: JSONValue, where matches: (JSONValue) -> Bool) -> JSONValue? {
        if matches(node) { return node }
        for child in node["children"]?.arrayValue ?? [] {
            if let found = firstNode(in: child, where: matches) { return found }
        }
        return nil
    }
}
