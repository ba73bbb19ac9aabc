import JSON
import RPCTestSupport
import Testing

/// Neovim's Lua encoder writes an empty table as `[]`: wherever the protocol expects an object,
/// `[]` reads as `{}` (over pipes, against the built host).
@Suite("An empty array where an object is expected, over pipes")
struct EmptyTablePipeTests {
    @Test func storeCreateAcceptsEmptyArraysForItsObjectMembers() async throws {
        let client = try await PipeClient()
        let plain = try await client.result("store/create", ["feature": "counter"])
        let created = try await client.result("store/create", ["feature": "counter", "dependencies": [], "environment": []])
        #expect(created["state"] == plain["state"])
        let presets = try await client.result("store/create", ["feature": "counter", "dependencies": ["presets": []]])
        #expect(presets["state"] == plain["state"])
        let id = try #require(created["storeId"])
        #expect(try await client.result("environment/set", ["storeId": id, "environment": []])["version"] == 1)
        #expect(try await client.result("view/render", ["storeId": id])["tree"]?["properties"]?["dynamicTypeSize"] == "large")
    }

    @Test func componentRenderAndScenarioRunAcceptThemToo() async throws {
        let client = try await PipeClient()
        let bare = try await client.result("component/render", ["name": "divider"])
        #expect(try await client.result("component/render", ["name": "divider", "properties": []]) == bare)
        let report = try await client.result("scenario/run", [
            "document": ["name": "empty", "feature": "counter", "steps": []], "options": [],
        ])
        #expect(report["summary"]?["passed"] == 1)
    }

    @Test func aNonEmptyArrayIsStillRefusedWithItsPath() async throws {
        let client = try await PipeClient()
        let error = try await client.error("store/create", ["feature": "counter", "dependencies": ["presets": ["x"]]])
        #expect(error["code"] == -32602)
        #expect(error["data"]?["path"] == "/dependencies/presets")
    }

    /// Properties that are not an object are blamed on `/properties`, not on the name.
    @Test(arguments: [JSONValue.array([1]), 5, "x", true])
    func componentRenderBlamesPropertiesThatAreNotAnObject(properties: JSONValue) async throws {
        let client = try await PipeClient()
        let error = try await client.error("component/render", ["name": "button", "properties": properties])
        #expect(error["code"] == -32602)
        #expect(error["data"]?["path"] == "/properties")
        #expect(error["data"]?["expected"] == ["object"])
    }
}
