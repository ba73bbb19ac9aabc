import JSON
import RPCTestSupport
import Testing

/// A reply waits for the notifications its own request owes (to leave in the same `write(2)`),
/// never for those another request owes: a step that changed a subscribed store and then waits
/// up to the settle timeout (10 s) for an effect that never ends must not hold up the replies
/// to other stores' requests meanwhile.
@Suite("A reply waits only for its own notifications")
struct ReplyHoldPipeTests {
    @Test(arguments: ClientFraming.allCases)
    func aSlowStepOnOneStoreDoesNotHoldAnotherStoresReplies(framing: ClientFraming) async throws {
        let server = try ServerProcess(framing: framing)
        _ = try await server.initialize()
        // Store A's fact request never answers: once started, every step on A waits the whole
        // settle timeout. Store B is not subscribed, so nothing of its own flushes its replies.
        let slow = try await Self.call(server, "create-a", "store/create",
                                       ["feature": "counter", "dependencies": ["presets": ["numberFact": "never"]]])
        let storeA = try #require(slow.reply["result"]?["storeId"])
        let quick = try await Self.call(server, "create-b", "store/create", ["feature": "counter"])
        let storeB = try #require(quick.reply["result"]?["storeId"])
        _ = try await Self.call(server, "subscribe-a", "store/subscribe", ["storeId": storeA])
        _ = try await Self.call(server, "increment-a", "store/dispatch", ["storeId": storeA, "action": "incrementButtonTapped"])

        // The advance starts the fact request, and times out (−33011) waiting for it. Behind it
        // on A, the focus change changes A at once (owing A's subscriber a notification that
        // follows its reply) and then waits the settle timeout too.
        server.request("advance-a", "clock/advance", ["storeId": storeA, "ms": 500])
        server.request("focus-a", "store/dispatch", ["storeId": storeA, "action": ["countFieldFocusChanged": true]])
        let advance = try await Self.read(server, until: "advance-a")
        #expect(advance.reply["error"]?["code"] == -33011, "\(advance.reply)")

        // While the focus step waits, B answers as fast as ever: each reply before A's. The
        // first round may still reach B before A's change is made; later ones come after it (the
        // check the connection-wide hold failed at the second or third). Five round trips take
        // milliseconds: the settle timeout they must beat (10 s) is only a safety net.
        for round in 1...5 {
            let id = JSONValue.string("increment-b-\(round)")
            server.request(id, "store/dispatch", ["storeId": storeB, "action": "incrementButtonTapped"])
            let answered = try await Self.read(server, until: id, or: "focus-a")
            #expect(answered.reply["id"] == id, "B's reply was held behind A's step: \(answered.reply)")
            #expect(answered.reply["result"]?["version"] == .integer(Int64(round)))
            guard answered.reply["id"] == id else { return }
        }
    }

    /// Sends a request and reads up to its reply.
    static func call(_ server: ServerProcess, _ id: JSONValue, _ method: String, _ params: JSONValue) async throws
        -> (reply: JSONValue, before: [JSONValue]) {
        server.request(id, method, params)
        return try await read(server, until: id)
    }

    /// Reads until the reply to `id` (or to `other`); returns it and the messages before it.
    static func read(_ server: ServerProcess, until id: JSONValue, or other: JSONValue? = nil) async throws
        -> (reply: JSONValue, before: [JSONValue]) {
        var before: [JSONValue] = []
        while true {
            let message = try await server.readMessage()
            if let replyID = message["id"], replyID == id || replyID == other { return (message, before) }
            before.append(message)
        }
    }
}
