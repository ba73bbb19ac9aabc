import JSON
import RPCTestSupport
import Testing

/// `shutdown`, `exit` and end of input write every notification that the requests before them
/// caused: a client that pipelines its work and ends the session holds the final state.
/// `scripts/exit-delivery-check.py` runs the same exchange a thousand times; these are a few.
@Suite("Exit delivers every notification")
struct ExitDeliveryTests {
    enum Ending: String, CaseIterable, CustomStringConvertible {
        case shutdownThenExit, exitAlone, endOfInput
        var description: String { rawValue }
    }

    static let dispatches = 100

    /// A store of the host's own, and one a plugin serves: the host forwards the plugin's
    /// notifications, which may still be on their way from the plugin when the client ends.
    enum Store: String, CaseIterable, CustomStringConvertible {
        case hosts, plugins
        var description: String { rawValue }

        var feature: String { self == .hosts ? "counter" : "tally" }
        var id: String { self == .hosts ? "counter-1" : "ExamplePlugin/tally-1" }

        func serve(_ framing: ClientFraming) throws -> ServerProcess {
            let plugin = self == .plugins ? ["--plugin", try ExamplePluginFiles.path()] : []
            return try ServerProcess(framing: framing, arguments: ["serve"] + plugin)
        }
    }

    @Test(arguments: ClientFraming.allCases, Ending.allCases)
    func theLastNotificationCarriesTheVersionOfTheLastReply(framing: ClientFraming, ending: Ending) async throws {
        for view in [false, true] {
            try await Self.expectEverythingDelivered(.hosts, framing: framing, ending: ending, view: view)
        }
    }

    @Test(arguments: ClientFraming.allCases, Ending.allCases)
    func aPluginsStoreLosesNothingEither(framing: ClientFraming, ending: Ending) async throws {
        try await Self.expectEverythingDelivered(.plugins, framing: framing, ending: ending, view: true)
    }

    static func expectEverythingDelivered(_ store: Store, framing: ClientFraming, ending: Ending, view: Bool) async throws {
        let server = try store.serve(framing)
        try await server.initialize()
        server.request("create", "store/create", ["feature": .string(store.feature)])
        server.request("sub", "store/subscribe", ["storeId": .string(store.id), "state": true, "view": .bool(view)])
        var frames: [UInt8] = []
        for id in 1...Self.dispatches {
            frames += framing.frame(Self.dispatch(id: id, to: store.id).serialized())
        }
        switch ending {
        case .shutdownThenExit:
            frames += framing.frame(#"{"jsonrpc":"2.0","id":"down","method":"shutdown"}"#)
            frames += framing.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        case .exitAlone:
            frames += framing.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        case .endOfInput:
            break
        }
        // Pipelined in one write, ahead of every reply, off the pool (a full pipe blocks).
        try await runBlocking { [frames] in
            server.sendRaw(frames)
            if ending == .endOfInput { server.closeInput() }
        }
        let messages = try await server.readUntilClosed()
        #expect(try await server.waitForExit() == (ending == .shutdownThenExit ? 0 : 1))

        // The dispatches' replies: integer ids (create and subscribe have string ones).
        let replies = messages.filter { $0["id"]?.integerValue != nil }.compactMap { $0["result"]?["version"]?.integerValue }
        let notifications = messages.filter { $0["method"] == "store/didChange" }.compactMap { $0["params"] }
        let label = "\(store) store, \(framing), \(ending), \(view ? "state and view" : "state")"
        #expect(replies.count == Self.dispatches, "\(label): \(replies.count) dispatch replies")
        #expect(notifications.last?["version"]?.integerValue == replies.max(), "\(label): the client's copy is stale")
        // One unbroken chain from the subscription's version 0: nothing skipped on the way.
        let bases = notifications.compactMap { $0["baseVersion"]?.integerValue }
        let versions = notifications.compactMap { $0["version"]?.integerValue }
        #expect(bases == [0] + versions.dropLast(), "\(label)")
        if ending == .shutdownThenExit {
            let down = try #require(messages.firstIndex { $0["id"] == "down" })
            #expect(!messages[down...].contains { $0["method"] == "store/didChange" }, "\(label): shutdown answered before a notification it owed")
        }
    }

    static func dispatch(id: Int, to store: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": .integer(Int64(id)), "method": "store/dispatch",
         "params": ["storeId": .string(store), "action": "incrementButtonTapped"]]
    }
}
