import Foundation
#if canImport(Glibc)
import Glibc
#endif
import JSON
import Testing

/// A forwarded request's plugin is found from its route's bytes, trying the last request's
/// plugin first (`PluginSet.firstRunPlugin(routing:)`): that memo must never reach a run that
/// ended or one that replaced it, nor the wrong plugin, and requests to one store keep their
/// order whichever way (passed on from their bytes, or parsed) each reaches the plugin.
@Suite("Routes to plugins remembered, over pipes")
struct PluginRouteMemoPipeTests {
    /// A request passed on from its bytes (members in `RequestBytes`' order) and the same
    /// request parsed (another order, which the byte reading does not take).
    private static func frames(id: Int, method: String, store: String, rest: String = "") -> (passed: String, parsed: String) {
        let params = #"{"storeId":"\#(store)"\#(rest)}"#
        return (#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"# + "\n",
                #"{"id":\#(id),"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"# + "\n")
    }

    private static let increment = #","action":"incrementButtonTapped""#

    private static func reply(to frame: String, from client: PluginHostClient) async throws -> String {
        client.server.sendRaw(frame)
        return String(decoding: try await client.server.readBody(), as: UTF8.self)
    }

    /// The processes whose parent is `parent`, from `/proc/PID/stat` ("PID (NAME) STATE PPID ...").
    private static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let nameEnd = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// Run 1's store is sent request after request (its plugin remembered), then run 1 ends (the
    /// plugin crashes, or is killed from outside) and is restarted. The remembered route now
    /// answers as the full look-up does, byte for byte: −33006 while the plugin is down, and
    /// after the restart −33006 for an earlier run's id, never reaching run 2's own `tally-1`.
    @Test(arguments: ["crash", "kill"])
    func aRememberedRouteNeverReachesAnEndedOrRestartedRun(ending: String) async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-1")
        for version in 1...3 {
            let frame = Self.frames(id: version, method: "store/dispatch", store: "ExamplePlugin/tally-1", rest: Self.increment).passed
            let reply = try await Self.reply(to: frame, from: client)
            #expect(reply.contains(#""version":\#(version)"#), "\(reply)")
        }

        switch ending {
        case "crash":
            let frame = Self.frames(id: 4, method: "store/dispatch", store: "ExamplePlugin/tally-1", rest: #","action":"crashButtonTapped""#).passed
            let crash = try await Self.reply(to: frame, from: client)
            #expect(crash.contains("-33006"), "\(crash)")
        default:
            let plugins = Self.children(of: client.server.pid)
            try #require(plugins.count == 1, "the host's children: \(plugins)")
            #expect(kill(plugins[0], SIGKILL) == 0)
        }
        _ = try await client.waitForStandardError(containing: "plugin ExamplePlugin exited")

        // Down: the plugin's error, as the parsed way gives it.
        let down = Self.frames(id: 5, method: "store/dispatch", store: "ExamplePlugin/tally-1", rest: Self.increment)
        let downReply = try await Self.reply(to: down.passed, from: client)
        #expect(downReply.contains("-33006"), "\(downReply)")
        #expect(downReply == (try await Self.reply(to: down.parsed, from: client)))

        // Restarted: run 2 has a `tally-1` of its own, which run 1's id must not reach.
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin#2/tally-1")
        for id in 6...7 {
            let stale = Self.frames(id: id, method: "store/dispatch", store: "ExamplePlugin/tally-1", rest: Self.increment)
            let staleReply = try await Self.reply(to: stale.passed, from: client)
            #expect(staleReply.contains("-33006"), "\(staleReply)")
            #expect(staleReply == (try await Self.reply(to: stale.parsed, from: client)))
        }
        #expect(try await client.result("store/state", ["storeId": "ExamplePlugin#2/tally-1"])["value"] == ["count": 0])
        let fresh = Self.frames(id: 8, method: "store/dispatch", store: "ExamplePlugin#2/tally-1", rest: Self.increment).passed
        let freshReply = try await Self.reply(to: fresh, from: client)
        #expect(freshReply.contains(#""version":1"#), "\(freshReply)")
        #expect(try await client.finish() == [])
    }

    /// Requests alternating between two plugins' stores, all in one write: the remembered
    /// plugin changes with every request, and each reaches its own plugin, as its own store.
    @Test func requestsAlternatingBetweenTwoPluginsEachReachTheirOwn() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let adversary = try ExamplePluginFiles.adversary("adversary", mode: "slow", in: directory, arguments: ["--delay-ms", "0"])
        let client = try await PluginHostClient(plugins: [adversary, try ExamplePluginFiles.path()])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-1")

        var frames = ""
        for round in 1...4 {
            frames += Self.frames(id: 100 + round, method: "store/dispatch", store: "ExamplePlugin/tally-1", rest: Self.increment).passed
            frames += Self.frames(id: 200 + round, method: "store/state", store: "adversary/adversary-\(round)").passed
        }
        client.server.sendRaw(frames)
        var notifications: [JSONValue] = []
        let answers = try await client.responses(to: (1...4).flatMap { [Int64(100 + $0), Int64(200 + $0)] }, notifications: &notifications)
        for round in 1...4 {
            #expect(answers[Int64(100 + round)]?["result"]?["version"] == .integer(Int64(round)), "\(answers[Int64(100 + round)] ?? .null)")
            #expect(answers[Int64(200 + round)]?["result"]?["slow"] == ["storeId": .string("adversary-\(round)")],
                    "\(answers[Int64(200 + round)] ?? .null)")
        }
        #expect(try await client.finish() == [])
    }

    /// Requests to one store in one write, some passed on from their bytes and some parsed (a
    /// `store/create` among them, which the parse serves): they reach the plugin in the order
    /// they reached the host, so each reply counts the dispatches before it, and a request
    /// for the store created in the middle finds it.
    @Test func passedOnAndParsedRequestsInOneWriteKeepTheirOrder() async throws {
        let client = try await PluginHostClient(plugins: [try ExamplePluginFiles.path()])
        #expect(try await client.result("store/create", ["feature": "tally"])["storeId"] == "ExamplePlugin/tally-1")

        let store = "ExamplePlugin/tally-1"
        var frames = ""
        var expected: [Int64: JSONValue] = [:]
        for step in 0..<3 {
            let base = 10 * (step + 1)
            frames += Self.frames(id: base + 1, method: "store/dispatch", store: store, rest: Self.increment).passed
            expected[Int64(base + 1)] = ["version": .integer(Int64(2 * step + 1))]
            frames += Self.frames(id: base + 2, method: "store/state", store: store).parsed
            expected[Int64(base + 2)] = ["count": .integer(Int64(2 * step + 1))]
            frames += Self.frames(id: base + 3, method: "store/dispatch", store: store, rest: Self.increment).parsed
            expected[Int64(base + 3)] = ["version": .integer(Int64(2 * step + 2))]
            frames += Self.frames(id: base + 4, method: "store/state", store: store).passed
            expected[Int64(base + 4)] = ["count": .integer(Int64(2 * step + 2))]
        }
        // A store created by the parse, and used by the next request passed on from its bytes.
        frames += #"{"jsonrpc":"2.0","id":50,"method":"store/create","params":{"feature":"tally"}}"# + "\n"
        frames += Self.frames(id: 51, method: "store/dispatch", store: "ExamplePlugin/tally-2", rest: Self.increment).passed
        frames += Self.frames(id: 52, method: "store/dispatch", store: store, rest: Self.increment).passed
        client.server.sendRaw(frames)

        var notifications: [JSONValue] = []
        let answers = try await client.responses(to: Array(expected.keys) + [50, 51, 52], notifications: &notifications)
        for (id, value) in expected.sorted(by: { $0.key < $1.key }) {
            let result = answers[id]?["result"]
            if let version = value["version"] {
                #expect(result?["version"] == version, "\(id): \(answers[id] ?? .null)")
            } else {
                #expect(result?["value"] == value, "\(id): \(answers[id] ?? .null)")
            }
        }
        #expect(answers[50]?["result"]?["storeId"] == "ExamplePlugin/tally-2", "\(answers[50] ?? .null)")
        #expect(answers[51]?["result"]?["version"] == 1, "\(answers[51] ?? .null)")
        #expect(answers[52]?["result"]?["version"] == 7, "\(answers[52] ?? .null)")
        #expect(try await client.finish() == [])
    }
}
