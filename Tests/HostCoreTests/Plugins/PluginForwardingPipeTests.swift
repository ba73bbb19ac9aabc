import Foundation
import JSON
import Testing

/// A forwarded request (a first run's store, passed on from its bytes) has one in-flight entry,
/// its plugin client's; the connection only counts it as pending. What waits on that count
/// still waits for forwarded requests: back-pressure and `shutdown`.
@Suite("Forwarded requests and what waits on them, over pipes")
struct PluginForwardingPipeTests {
    /// `store/dispatch` as the host passes it on from its bytes (`RequestBytes`).
    private static func dispatch(_ id: Int64, store: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"store/dispatch","params":{"storeId":"\#(store)","action":"incrementButtonTapped"}}"# + "\n"
    }

    /// Past `--max-requests-in-flight` the reader waits for forwarded answers to come (their
    /// replies let it go on), and `shutdown` is answered after every one of them.
    @Test func forwardedRequestsPastTheLimitAreAllAnsweredBeforeShutdown() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()], arguments: ["--max-requests-in-flight", "2"])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-1")
        let ids: [Int64] = Array(1001...1040)
        client.server.sendRaw(ids.map { Self.dispatch($0, store: "ExamplePlugin/tally-1") }.joined())
        let shutdown = client.send("shutdown", [:])
        var versions: [Int64: JSONValue] = [:]
        while true {
            let message = try await client.server.readMessage()
            guard let id = message["id"]?.integerValue, message["method"] == nil else { continue }
            if id == shutdown {
                #expect(message["result"] == .null)
                break
            }
            #expect(versions[id] == nil, "a second answer: \(message)")
            versions[id] = message["result"]?["version"] ?? message
        }
        // One store, answered in the order the requests came: each saw the one before.
        #expect(ids.map { versions[$0] } == (1...40).map { JSONValue.integer(Int64($0)) })
        client.server.notify("exit")
        #expect(try await client.server.readUntilClosed().isEmpty)
        #expect(try await client.server.waitForExit() == 0)
    }

    /// A cancellation goes to the plugin that has the request, and only to it: another plugin
    /// with a request in flight under another id keeps it, and answers it.
    @Test func aCancellationReachesOnlyThePluginThatHasTheRequest() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let silent = try ExamplePluginFiles.adversary("adversary", mode: "silent", in: directory)
        let client = try await PluginHostClient(plugins: [silent, try ExamplePluginFiles.path()])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-1")
        let waiting = client.send("store/state", ["storeId": "adversary/adversary-1"])
        client.server.sendRaw(Self.dispatch(500, store: "ExamplePlugin/tally-1"))
        // The tally's answer may come before the cancellation is read; it must come either way.
        client.server.notify("$/cancelRequest", ["id": 500])
        client.server.notify("$/cancelRequest", ["id": .integer(waiting)])
        var notifications: [JSONValue] = []
        let answers = try await client.responses(to: [500, waiting], notifications: &notifications)
        #expect(answers[waiting]?["error"]?["code"] == -32800)
        let tally = try #require(answers[500])
        #expect(tally["result"]?["version"] == 1 || tally["error"]?["code"] == -32800, "\(tally)")
        _ = try await client.waitForStandardError(containing: "[adversary] cancelled 3")
        // The silent plugin was told once, of its own request only.
        #expect(client.server.standardError.components(separatedBy: "[adversary] cancelled").count == 2)
        let rest = try await client.finish()
        #expect(rest.filter { [500, waiting].map(JSONValue.integer).contains($0["id"] ?? .null) }.isEmpty, "a second answer: \(rest)")
    }
}
