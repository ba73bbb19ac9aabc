import Foundation
import JSON
import Testing

/// Requests to a plugin's stores are passed on from their bytes (`RequestBytes`) when the host
/// can read them so, and parsed and encoded again otherwise: both ways answer alike, byte for
/// byte, errors included. The parsed way is reached by sending the request's members in another
/// order, which the byte reading does not take.
@Suite("Plugin requests passed on from their bytes, over pipes")
struct PluginPassThroughPipeTests {
    /// Frames to store `store` in the two spellings: passed on as they came, and parsed.
    private static func frames(id: String, method: String, store: String, rest: String) -> (passed: String, parsed: String) {
        let params = #"{"storeId":"\#(store)"\#(rest)}"#
        return (#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"# + "\n",
                #"{"id":\#(id),"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"# + "\n")
    }

    private static func reply(to frame: String, from client: PluginHostClient) async throws -> String {
        client.server.sendRaw(frame)
        return String(decoding: try await client.server.readBody(), as: UTF8.self)
    }

    /// Two stores kept in step: one is sent each request passed on, the other the same request
    /// parsed; their replies differ only in the store's name.
    @Test(arguments: [
        ("1", "store/dispatch", #","action":"incrementButtonTapped""#),
        (#""s-1""#, "store/dispatch", #","action":"nonsense""#),
        ("-5", "store/dispatch", ""),
        ("2", "store/dispatch", #","action":{"incrementButtonTapped":{}}"#),
        ("3", "store/dispatch", #","action":"incrementButtonTapped","extra":[1,2.5e3,null,{"a":"\"\u00e9"}]"#),
        ("4", "store/dispatch", #" , "action" : "\u0064ecrementButtonTapped" "#),
        ("5", "store/dispatch", #","action":7"#),
        ("6", "store/state", ""),
        ("7", "store/state", #","pointer":"/count""#),
        ("8", "store/state", #","pointer":"count""#),
        ("9", "view/render", ""),
        ("10", "store/settle", ""),
        ("11", "store/nonexistent", ""),
        ("0", "store/dispatch", #","action":"incrementButtonTapped""#),
    ])
    func bothWaysAnswerAlikeByteForByte(id: String, method: String, rest: String) async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-1")
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-2")
        // Twice: a second request sees the first's change.
        for _ in 0..<2 {
            let passed = try await Self.reply(to: Self.frames(id: id, method: method, store: "ExamplePlugin/tally-1", rest: rest).passed, from: client)
            let parsed = try await Self.reply(to: Self.frames(id: id, method: method, store: "ExamplePlugin/tally-2", rest: rest).parsed, from: client)
            #expect(passed == parsed.replacingOccurrences(of: "tally-2", with: "tally-1"))
            #expect(passed.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"#), "\(passed)")
        }
        #expect(try await client.finish() == [])
    }

    /// Ids that name no running store of a plugin get the same errors both ways: a store the
    /// plugin does not have, an earlier run's store, a plugin that is not there, a host store,
    /// and a plugin that died.
    @Test func storesThatAreNotThereAnswerAlike() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        _ = try await client.result("store/create", ["feature": "tally"])
        _ = try await client.result("store/create", ["feature": "counter"])
        let stores = ["ExamplePlugin/tally-99", "ExamplePlugin#2/tally-1", "Nope/tally-1", "counter-1", "ExamplePlugin/", "ExamplePlugin\\/tally-1"]
        for store in stores {
            let (passed, parsed) = Self.frames(id: "21", method: "store/state", store: store, rest: "")
            #expect(try await Self.reply(to: passed, from: client) == (try await Self.reply(to: parsed, from: client)), "\(store)")
        }
        let crash = try await Self.reply(to: Self.frames(id: "22", method: "store/dispatch", store: "ExamplePlugin/tally-1",
                                                         rest: #","action":"crashButtonTapped""#).passed, from: client)
        #expect(crash.contains("-33006"), "\(crash)")
        let (passed, parsed) = Self.frames(id: "23", method: "store/state", store: "ExamplePlugin/tally-1", rest: "")
        let afterDeath = try await Self.reply(to: passed, from: client)
        #expect(afterDeath.contains("-33006"), "\(afterDeath)")
        #expect(afterDeath == (try await Self.reply(to: parsed, from: client)))
    }
}
