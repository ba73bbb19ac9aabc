import JSON
import RPCTestSupport
import Testing

/// What clients nobody here wrote send (Emacs's jsonrpc.el and Eglot, Neovim's `vim.lsp.rpc`),
/// exactly as they send it, over real pipes.
@Suite("Clients people already use, over pipes")
struct ClientInteropTests {
    /// Eglot's `shutdown` and `exit`, byte for byte as jsonrpc.el writes them: nil params become
    /// `"params":null`. The server answers the shutdown, never the notification, and exits 0.
    @Test func eglotsShutdownAndExitWithNullParamsEndTheServerWithZero() async throws {
        try await withServer(.contentLength) { server async throws in
            server.send(#"{"jsonrpc":"2.0","method":"shutdown","id":3,"params":null}"#)
            let shutdown = try await server.readMessage()
            #expect(shutdown == ["jsonrpc": "2.0", "id": 3, "result": .null])
            server.send(#"{"jsonrpc":"2.0","method":"exit","params":null}"#)
            #expect(try await server.readUntilClosed().isEmpty)
            #expect(try await server.waitForExit() == 0)
        }
    }

    @Test(arguments: framings)
    func nullParamsCountAsAbsentForEveryMethod(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"{"jsonrpc":"2.0","id":1,"method":"host/echo","params":null}"#)
            #expect(try await server.readMessage() == ["jsonrpc": "2.0", "id": 1, "result": .null])
            server.send(#"{"jsonrpc":"2.0","id":2,"method":"store/list","params":null}"#)
            #expect(try await server.readMessage()["result"] == ["stores": []])
            // A notification with null params is not answered: the next message is the reply to 3.
            server.send(#"{"jsonrpc":"2.0","method":"initialized","params":null}"#)
            server.send(#"{"jsonrpc":"2.0","id":3,"method":"rpc.discover","params":null}"#)
            #expect(try await server.readMessage()["id"] == 3)
        }
    }

    @Test(arguments: framings)
    func exitIsHonouredWhateverItsParams(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"{"jsonrpc":"2.0","method":"exit","params":5}"#)
            #expect(try await server.readUntilClosed().isEmpty)
            #expect(try await server.waitForExit() == 1)
        }
    }

    /// Scalar params other than null are still an invalid request, answered with the id.
    @Test(arguments: framings)
    func scalarParamsAreStillInvalid(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"{"jsonrpc":"2.0","id":4,"method":"host/echo","params":"x"}"#)
            let response = try await server.readMessage()
            #expect(response["id"] == 4)
            #expect(errorCode(response) == -32600)
        }
    }

    // MARK: - Numbers out of range

    @Test(arguments: framings)
    func aNumberOutOfRangeInParamsKeepsTheIDAndNamesThePath(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"{"jsonrpc":"2.0","id":"big","method":"host/echo","params":{"a":[1,1e400]}}"#)
            let real = try await server.readMessage()
            #expect(real["id"] == "big")
            #expect(errorCode(real) == -32602)
            #expect(real["error"]?["data"] == ["path": "/a/1", "reason": "numberOutOfRange"])

            server.send(#"{"jsonrpc":"2.0","id":9,"method":"host/echo","params":[-99999999999999999999]}"#)
            let integer = try await server.readMessage()
            #expect(integer["id"] == 9)
            #expect(integer["error"]?["data"] == ["path": "/0", "reason": "integerOutOfRange"])
        }
    }

    /// In a batch each element is judged alone; an out-of-range id cannot be read (−32700 with
    /// `id: null`) and a notification is still never answered.
    @Test(arguments: framings)
    func aBatchAnswersEachElementOnItsOwn(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.send(#"[{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"x":99999999999999999999}},"#
                + #"{"jsonrpc":"2.0","method":"host/echo","params":{"x":1e999}},"#
                + #"{"jsonrpc":"2.0","id":1e999,"method":"host/echo"},"#
                + #"{"jsonrpc":"2.0","id":2,"method":"host/echo","params":{"ok":true}}]"#)
            let batch = try #require(try await server.readMessage().arrayValue)
            #expect(batch.count == 3)
            let byID = Dictionary(batch.map { ($0["id"]?.serializedString() ?? "", $0) }, uniquingKeysWith: { first, _ in first })
            #expect(byID["1"]?["error"]?["data"]?["path"] == "/x")
            #expect(byID["2"]?["result"] == ["ok": true])
            #expect(errorCode(byID["null"] ?? .null) == -32700)
            #expect(byID["null"]?["error"]?["data"]?["reason"] == "numberOutOfRange")
        }
    }

    // MARK: - Framing

    @Test func conflictingContentLengthsSayTheyConflict() async throws {
        try await withServer(.contentLength) { server async throws in
            server.sendRaw("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}")
            let response = try await server.readMessage()
            #expect(response["id"] == .null)
            #expect(errorCode(response) == -32700)
            #expect(response["error"]?["data"]?["reason"] == "invalidContentLength")
            #expect(response["error"]?["message"]?.stringValue?.contains("conflicting Content-Length headers (2 and 3 bytes)") == true)
            server.send(#"{"jsonrpc":"2.0","id":"after","method":"host/echo"}"#)
            #expect(try await server.readMessage()["id"] == "after")
        }
    }
}
