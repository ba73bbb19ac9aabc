import JSON
import Testing

/// A plugin's answers go back to the client with only the id changed: the host passes the
/// result's bytes on unparsed when it can vouch for them (`EncodedAnswer`). Whatever the client's
/// id, the reply carries it as sent, once per request.
@Suite("Plugin answers passed on, over pipes")
struct PluginSpliceTests {
    private static let dispatch = #""method":"store/dispatch","params":{"storeId":"ExamplePlugin/tally-1","action":"incrementButtonTapped"}}"#

    @Test func everyKindOfClientIdComesBackAsSentOncePerRequest() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-1")
        // In order: each dispatch makes one more version, so a reply shows which request it answers.
        let ids: [(sent: String, value: JSONValue)] = [
            (#""a\"b\\c\u00e9\n\u2028""#, .string("a\"b\\c\u{e9}\n\u{2028}")),
            ("9223372036854775807", .integer(.max)),
            ("-9223372036854775808", .integer(.min)),
            ("null", .null),
            ("0", 0),
            ("0", 0),  // the same id twice: both answered
            (#""ExamplePlugin/tally-1""#, "ExamplePlugin/tally-1"),
        ]
        for (sent, _) in ids { client.server.sendRaw(#"{"jsonrpc":"2.0","id":"# + sent + "," + Self.dispatch + "\n") }

        var versionsByID: [JSONValue: [JSONValue]] = [:]
        for _ in ids {
            let body = try await client.server.readBody()
            let reply = try JSONValue(parsing: body)
            #expect(Array(body.prefix(22)) == Array(#"{"jsonrpc":"2.0","id":"#.utf8), "\(String(decoding: body, as: UTF8.self))")
            #expect(reply["result"]?["changed"] == true, "\(reply)")
            versionsByID[try #require(reply["id"]), default: []].append(try #require(reply["result"]?["version"]))
        }
        let expected = Dictionary(grouping: ids.enumerated(), by: { $0.element.value }).mapValues { $0.map { JSONValue.integer(Int64($0.offset + 1)) } }
        #expect(versionsByID.mapValues { $0.sorted { ($0.integerValue ?? 0) < ($1.integerValue ?? 0) } } == expected)
        #expect(try await client.finish() == [])
    }

    @Test func aBatchMixingPluginAndHostStoresIsAnsweredAsOneArray() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        _ = try await client.result("store/create", ["feature": "tally"])
        _ = try await client.result("store/create", ["feature": "counter"])
        client.server.sendRaw("[" + #"{"jsonrpc":"2.0","id":"x","# + Self.dispatch + ","
            + #"{"jsonrpc":"2.0","id":"y","method":"store/dispatch","params":{"storeId":"counter-1","action":"incrementButtonTapped"}},"#
            + #"{"jsonrpc":"2.0","id":"z","# + Self.dispatch + "]\n")
        let batch = try #require(try await client.server.readMessage().arrayValue)
        let versions = Dictionary(uniqueKeysWithValues: batch.map { ($0["id"] ?? .null, $0["result"]?["version"] ?? .null) })
        #expect(versions == ["x": 1, "y": 1, "z": 2])
    }

    /// Results holding ids the host rewrites are parsed and prefixed, as before.
    @Test func aResultWithAStoreIdStillComesBackPrefixed() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        _ = try await client.result("store/create", ["feature": "tally"])
        _ = try await client.result("store/dispatch", ["storeId": "ExamplePlugin/tally-1", "action": "incrementButtonTapped"])
        let forked = try await client.result("store/fork", ["storeId": "ExamplePlugin/tally-1"])
        let fork = try #require(forked["storeId"]?.stringValue)
        #expect(fork.hasPrefix("ExamplePlugin/"), "\(forked)")
        let state = try await client.result("store/state", ["storeId": .string(fork)])
        #expect(state["value"] == (try await client.result("store/state", ["storeId": "ExamplePlugin/tally-1"]))["value"])
    }
}
