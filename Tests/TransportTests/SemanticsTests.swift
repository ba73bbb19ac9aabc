import JSON
import RPCTestSupport
import Testing

@Suite("JSON-RPC 2.0 semantics over pipes")
struct SemanticsTests {
    @Test(arguments: framings)
    func echoReturnsParamsWithKoreanAndZWJEmoji(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            let params: JSONValue = ["텍스트": .string(korean), "emoji": .string(zwjEmoji), "list": [1, 2.5, nil, true]]
            server.request("요청-1", "host/echo", params)
            let response = try await server.readMessage()
            #expect(response["id"] == .string("요청-1"))
            #expect(response["result"] == params)
            #expect(response["jsonrpc"] == "2.0")
        }
    }

    @Test(arguments: framings)
    func oneMegabytePayloadRoundTrips(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            let text = String(repeating: "가👩‍👩‍👧", count: 1_000_000 / 21 + 1)  // 21 UTF-8 bytes per repeat
            // Serializing, writing and parsing a megabyte take long in a debug build: off the
            // cooperative pool, which other tests' waits need.
            try await runBlocking { server.request(1, "host/echo", ["text": .string(text)]) }
            let body = try await server.readBody()
            let echoed = try await runBlocking { try JSONValue(parsing: body)["result"]?["text"]?.stringValue }
            #expect(echoed == text)
        }
    }

    @Test(arguments: framings)
    func notificationsAreNeverAnswered(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.notify("host/echo", ["a": 1])
            server.notify("no/such/method")
            server.notify("$/unknownThing", [:])
            server.send(#"{"jsonrpc":"2.0","method":"host/echo","params":{"delayMs":1}}"#)
            server.request(9, "host/echo", ["last": true])
            let response = try await server.readMessage()
            #expect(response["id"] == 9)
            try await server.expectSilence(for: 0.05)
        }
    }

    @Test(arguments: framings)
    func nullIDIsARequestAnsweredWithNullID(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"{"jsonrpc":"2.0","id":null,"method":"host/echo","params":[1,2]}"#)
            let response = try await server.readMessage()
            #expect(response["id"] == .null)
            #expect(response["result"] == [1, 2])
        }
    }

    @Test(arguments: framings)
    func unknownMethodsAreMethodNotFound(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(1, "no/such")
            server.request(2, "rpc.reserved")
            server.request(3, "$/unknownRequest")
            for id in 1...3 {
                let response = try await server.readMessage()
                #expect(response["id"] == .integer(Int64(id)))
                #expect(errorCode(response) == -32601)
            }
        }
    }

    @Test(arguments: framings)
    func invalidJSONIsAParseErrorWithNullID(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]"#)
            let response = try await server.readMessage()
            #expect(response["id"] == .null)
            #expect(errorCode(response) == -32700)
            server.request(2, "host/echo", [:])
            #expect(try await server.readMessage()["id"] == 2)
        }
    }

    @Test(arguments: framings)
    func invalidRequestsKeepTheirIDWhenReadable(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            let cases: [(String, JSONValue)] = [
                (#"{"jsonrpc":"2.0","method":1,"params":"bar"}"#, .null),
                (#"{"jsonrpc":"2.0","id":7,"method":1}"#, 7),
                (#"{"id":8,"method":"host/echo"}"#, 8),
                (#"{"jsonrpc":"1.0","id":"x","method":"host/echo"}"#, "x"),
                (#"{"jsonrpc":"2.0","id":9,"method":"host/echo","params":3}"#, 9),
                (#"{"jsonrpc":"2.0","id":{"a":1},"method":"host/echo"}"#, .null),
                (#"{"jsonrpc":"2.0","id":1.5,"method":"host/echo"}"#, .null),
                (#""just a string""#, .null),
            ]
            for (body, id) in cases {
                server.send(body)
                let response = try await server.readMessage()
                #expect(response["id"] == id, "\(body)")
                #expect(errorCode(response) == -32600, "\(body)")
            }
        }
    }

    @Test(arguments: framings)
    func batchesAreAnsweredAsOneArray(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send("""
                [{"jsonrpc":"2.0","method":"host/echo","params":[1,2,4],"id":"1"},
                 {"jsonrpc":"2.0","method":"notify_hello","params":[7]},
                 {"jsonrpc":"2.0","method":"host/echo","params":{"delayMs":20},"id":"2"},
                 {"foo":"boo"},
                 {"jsonrpc":"2.0","method":"foo.get","params":{"name":"myself"},"id":"5"},
                 {"jsonrpc":"2.0","method":"get_data","id":"9"}]
                """.split(separator: "\n").joined())
            let batch = try #require(try await server.readMessage().arrayValue)
            #expect(batch.count == 5)
            let byID = Dictionary(batch.map { ($0["id"] ?? .null, $0) }, uniquingKeysWith: { first, _ in first })
            #expect(byID["1"]?["result"] == [1, 2, 4])
            #expect(byID["2"]?["result"] == ["delayMs": 20])
            #expect(errorCode(byID[.null] ?? .null) == -32600)
            #expect(errorCode(byID["5"] ?? .null) == -32601)
            #expect(errorCode(byID["9"] ?? .null) == -32601)
        }
    }

    @Test(arguments: framings)
    func emptyBatchIsOneInvalidRequestObject(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send("[]")
            let response = try await server.readMessage()
            #expect(response.objectValue != nil)
            #expect(errorCode(response) == -32600)
            #expect(response["id"] == .null)
        }
    }

    @Test(arguments: framings)
    func batchOfNonObjectsGetsOneErrorEach(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send("[1]")
            #expect(try await server.readMessage().arrayValue?.count == 1)
            server.send("[1,2,3]")
            let batch = try #require(try await server.readMessage().arrayValue)
            #expect(batch.count == 3)
            #expect(batch.allSatisfy { errorCode($0) == -32600 && $0["id"] == .null })
        }
    }

    @Test(arguments: framings)
    func batchOfOnlyNotificationsGetsNothing(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"[{"jsonrpc":"2.0","method":"host/echo","params":[1]},{"jsonrpc":"2.0","method":"notify_hello"}]"#)
            server.request(2, "host/echo", [:])
            #expect(try await server.readMessage()["id"] == 2)
            try await server.expectSilence(for: 0.05)
        }
    }

    @Test(arguments: framings)
    func invalidBatchJSONIsOneParseError(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},{"jsonrpc": "2.0", "method""#)
            let response = try await server.readMessage()
            #expect(errorCode(response) == -32700)
            #expect(response["id"] == .null)
        }
    }
}
