import JSON
import RPCTestSupport
import Testing

/// A plugin built on `UIStatePlugin` describes itself: `rpc.discover` lists what it serves.
@Suite("Plugin discovery")
struct PluginDiscoveryTests {
    @Test func aPluginsDiscoveryListsOnlyTheMethodsItServes() async throws {
        let plugin = try ServerProcess(framing: .newline, arguments: [], executable: try ExamplePluginFiles.path())
        let initialized = try await plugin.initialize()
        let served = try #require(initialized["capabilities"]?["methods"]?.arrayValue).compactMap(\.stringValue)
        plugin.request(1, "rpc.discover")
        let document = try #require(try await plugin.readMessage()["result"])
        let described = (document["methods"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        let lifecycle: Set = ["initialize", "initialized", "shutdown", "exit", "$/cancelRequest", "$/setTrace"]

        // The example plugin serves the host methods and explores its own features, but does not
        // replay scenarios, which only `uistate serve` does over the built-in features.
        #expect(!described.contains("scenario/run"))
        #expect(described.contains("explore/run"))
        #expect(described.contains("store/dispatch"))
        #expect(Set(described).subtracting(lifecycle) == Set(served).subtracting(lifecycle))
    }
}
