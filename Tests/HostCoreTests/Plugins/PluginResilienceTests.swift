import Foundation
import JSON
import Testing

/// Plugins that stop answering or break the protocol (`AdversarialPlugin`) cannot hang the
/// host: every request forwarded to them is answered exactly once, the plugin is killed and
/// restarted on the next `store/create`, and the host's other stores keep being served.
@Suite("Plugins that misbehave, over pipes")
struct PluginResilienceTests {
    /// Answers the host's own store `counter` must still give while a plugin misbehaves.
    private func expectHostServes(_ client: PluginHostClient, counter: JSONValue, version: Int64,
                                  sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let reply = try await client.result("store/dispatch", ["storeId": counter, "action": "incrementButtonTapped"])
        #expect(reply["version"] == .integer(version), sourceLocation: sourceLocation)
    }

    /// Two requests forwarded at once: both answered −33006, once each; the host serves on.
    private func expectTwoForwardedRequestsFailOnce(
        _ client: PluginHostClient, plugin: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [JSONValue] {
        let counter: JSONValue = try #require(try await client.result("store/create", ["feature": "counter"])["storeId"])
        let first = client.send("store/state", ["storeId": .string("\(plugin)/adversary-1")])
        let second = client.send("view/render", ["storeId": .string("\(plugin)/adversary-2")])
        var notifications: [JSONValue] = []
        let answers = try await client.responses(to: [first, second], notifications: &notifications)
        for id in [first, second] {
            #expect(answers[id]?["error"]?["code"] == -33006, "\(answers[id] ?? .null)", sourceLocation: sourceLocation)
        }
        try await expectHostServes(client, counter: counter, version: 1, sourceLocation: sourceLocation)
        let listed = try #require(try await client.result("plugin/list", [:])["plugins"]?.arrayValue?.first { $0["name"] == .string(plugin) })
        #expect(listed["status"] == "exited", sourceLocation: sourceLocation)
        return [.integer(first), .integer(second)]
    }

    // MARK: - Protocol violations

    @Test(arguments: [
        ("garbage", "sent a message that is not a JSON object"),
        ("wrong-id", "answered request 1003, which the host never sent"),
        ("bad-framing", "broke the framing"),
        ("duplicate-key", "sent a message that is not a JSON object"),
    ])
    func aPluginThatBreaksTheProtocolIsStoppedAndAnswersEachRequestOnce(mode: String, reason: String) async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let adversary = try ExamplePluginFiles.adversary("adversary", mode: mode, in: directory)
        let client = try await PluginHostClient(plugins: [adversary, try ExamplePluginFiles.path()])
        let tally: JSONValue = try #require(try await client.result("store/create", ["feature": "tally"])["storeId"])

        let ids = try await expectTwoForwardedRequestsFailOnce(client, plugin: "adversary")
        let log = try await client.waitForStandardError(containing: "uistate: plugin adversary stopped: it \(reason)")
        #expect(log.split(separator: "\n").filter { $0.contains("plugin adversary stopped") }.count == 1)
        // Another plugin's stores are untouched.
        #expect(try await client.result("store/dispatch", ["storeId": tally, "action": "incrementButtonTapped"])["version"] == 1)

        // The next store/create restarts it (run 2), which misbehaves again: answered once too.
        let create = try await client.error("store/create", ["feature": "adversary"])
        #expect(create["code"] == -33006)
        #expect(try await client.result("plugin/list", [:])["plugins"]?[0]?["run"] == 2)

        let rest = try await client.finish()
        #expect(rest.filter { ids.contains($0["id"] ?? .null) }.isEmpty, "a second answer: \(rest)")
    }

    // MARK: - No answer

    /// The plugin timeout is the behaviour under test, so it is short here (1 s); nothing else
    /// waits on it: the host's own store answers without going near a plugin, and each wait
    /// for the −33006 allows 20 s (20 times the timeout).
    @Test(arguments: [
        ("silent", [String]()),
        ("stop", [String]()),
        ("slow", ["--delay-ms", "600000"]),
    ])
    func aPluginThatStopsAnsweringIsStoppedAfterThePluginTimeout(mode: String, arguments: [String]) async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let adversary = try ExamplePluginFiles.adversary("adversary", mode: mode, in: directory, arguments: arguments)
        let client = try await PluginHostClient(plugins: [adversary], arguments: ["--plugin-timeout", "1"])
        let ids = try await expectTwoForwardedRequestsFailOnce(client, plugin: "adversary")
        let log = try await client.waitForStandardError(containing: "plugin adversary stopped: it did not answer")
        #expect(log.contains("within 1 s (--plugin-timeout)"))
        let rest = try await client.finish()
        #expect(rest.filter { ids.contains($0["id"] ?? .null) }.isEmpty, "a second answer: \(rest)")
    }

    /// A slow plugin within the timeout (default 30 s) is answered normally, once.
    @Test func aSlowPluginWithinTheTimeoutIsAnsweredOnce() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let adversary = try ExamplePluginFiles.adversary("adversary", mode: "slow", in: directory, arguments: ["--delay-ms", "50"])
        let client = try await PluginHostClient(plugins: [adversary])
        let id = client.send("store/state", ["storeId": "adversary/adversary-1", "pointer": "/x"])
        var notifications: [JSONValue] = []
        let answer = try await client.responses(to: [id], notifications: &notifications)[id]
        #expect(answer?["result"]?["slow"] == ["storeId": "adversary-1", "pointer": "/x"])
        let rest = try await client.finish()
        #expect(rest.filter { $0["id"] == .integer(id) }.isEmpty)
    }

    // MARK: - Cancellation

    /// `$/cancelRequest` on a forwarded request is answered −32800 at once, even by a plugin
    /// that never answers (no timeout involved: the default is 30 s), and passed on to it.
    @Test func cancellingARequestToASilentPluginAnswersAtOnceAndTellsThePlugin() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let adversary = try ExamplePluginFiles.adversary("adversary", mode: "silent", in: directory)
        let client = try await PluginHostClient(plugins: [adversary])
        let id = client.send("store/state", ["storeId": "adversary/adversary-1"])
        client.server.notify("$/cancelRequest", ["id": .integer(id)])
        var notifications: [JSONValue] = []
        #expect(try await client.responses(to: [id], notifications: &notifications)[id]?["error"]?["code"] == -32800)
        // The host's own id for the request is the plugin's third (after initialize and plugin/list).
        _ = try await client.waitForStandardError(containing: "[adversary] cancelled 3")
        #expect(try await client.result("plugin/list", [:])["plugins"]?[0]?["status"] == "running")
        let rest = try await client.finish()
        #expect(rest.filter { $0["id"] == .integer(id) }.isEmpty)
    }

    /// The plugin's late answer to a cancelled request is dropped, and is no protocol violation:
    /// the plugin answers requests one after another, so the next answer proves the late one
    /// was read.
    @Test func theLateAnswerToACancelledRequestIsDropped() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let adversary = try ExamplePluginFiles.adversary("adversary", mode: "slow", in: directory, arguments: ["--delay-ms", "100"])
        let client = try await PluginHostClient(plugins: [adversary])
        let cancelled = client.send("store/state", ["storeId": "adversary/adversary-1"])
        client.server.notify("$/cancelRequest", ["id": .integer(cancelled)])
        let next = client.send("store/state", ["storeId": "adversary/adversary-2"])
        var notifications: [JSONValue] = []
        let answers = try await client.responses(to: [cancelled, next], notifications: &notifications)
        #expect(answers[cancelled]?["error"]?["code"] == -32800)
        #expect(answers[next]?["result"]?["slow"] == ["storeId": "adversary-2"])
        #expect(try await client.result("plugin/list", [:])["plugins"]?[0]?["status"] == "running")
        let rest = try await client.finish()
        #expect(rest.filter { [cancelled, next].map(JSONValue.integer).contains($0["id"] ?? .null) }.isEmpty)
    }
}
