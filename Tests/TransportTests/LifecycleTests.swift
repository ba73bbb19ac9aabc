import JSON
import RPCTestSupport
import Testing

@Suite("Lifecycle over pipes")
struct LifecycleTests {
    @Test(arguments: framings)
    func requestBeforeInitializeGetsServerNotInitialized(framing: ClientFraming) async throws {
        try await withServer(framing, initialize: false) { server async throws in
            server.request(1, "host/echo", ["a": 1])
            let response = try await server.readMessage()
            #expect(response["id"] == 1)
            #expect(errorCode(response) == -32002)
        }
    }

    @Test(arguments: framings)
    func notificationsBeforeInitializeAreDropped(framing: ClientFraming) async throws {
        try await withServer(framing, initialize: false) { server async throws in
            // Were it handled, tracing would be on and `$/logTrace` would precede the reply.
            server.notify("$/setTrace", ["value": "verbose"])
            try await server.initialize()
            server.request(2, "host/echo", [:])
            let response = try await server.readMessage()
            #expect(response["id"] == 2)
        }
    }

    @Test(arguments: framings)
    func initializeReportsServerInfoProtocolVersionAndCapabilities(framing: ClientFraming) async throws {
        try await withServer(framing, initialize: false) { server async throws in
            let result = try await server.initialize()
            #expect(result["serverInfo"]?["name"] == "uistate")
            #expect(result["serverInfo"]?["version"]?.stringValue?.isEmpty == false)
            #expect(result["protocolVersion"] == "0.1.0")
            #expect(result["capabilities"]?["methods"]?.arrayValue?.contains("host/echo") == true)
        }
    }

    @Test(arguments: framings)
    func initializeAcceptsEmptyArrayParams(framing: ClientFraming) async throws {
        try await withServer(framing, initialize: false) { server async throws in
            server.request(1, "initialize", [])
            #expect(try await server.readMessage()["result"]?["protocolVersion"] == "0.1.0")
        }
    }

    @Test(arguments: framings)
    func secondInitializeIsAnInvalidRequest(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(5, "initialize", [:])
            #expect(errorCode(try await server.readMessage()) == -32600)
        }
    }

    @Test(arguments: framings)
    func differentMajorProtocolVersionIsRefused(framing: ClientFraming) async throws {
        try await withServer(framing, initialize: false) { server async throws in
            server.request(1, "initialize", ["protocolVersion": "2.0.0"])
            #expect(errorCode(try await server.readMessage()) == -33014)
            server.request(2, "initialize", ["protocolVersion": "0.9.0"])
            #expect(try await server.readMessage()["result"] != nil)
        }
    }

    @Test(arguments: framings)
    func requestsAfterShutdownAreInvalidAndExitCodeIsZero(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(1, "shutdown")
            let shutdown = try await server.readMessage()
            #expect(shutdown["id"] == 1)
            #expect(shutdown["result"] == .null)
            server.request(2, "host/echo", [:])
            #expect(errorCode(try await server.readMessage()) == -32600)
            server.notify("exit")
            #expect(try await server.waitForExit() == 0)
        }
    }

    @Test(arguments: framings)
    func exitWithoutShutdownExitsWithOne(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.notify("exit")
            #expect(try await server.waitForExit() == 1)
        }
    }

    @Test(arguments: framings)
    func exitBeforeInitializeIsHonoured(framing: ClientFraming) async throws {
        try await withServer(framing, initialize: false) { server async throws in
            server.notify("exit")
            #expect(try await server.waitForExit() == 1)
        }
    }

    @Test(arguments: framings)
    func endOfInputAfterShutdownExitsWithZero(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(1, "shutdown")
            _ = try await server.readMessage()
            server.closeInput()
            #expect(try await server.readUntilClosed().isEmpty)
            #expect(try await server.waitForExit() == 0)
        }
    }

    @Test(arguments: framings)
    func endOfInputWithoutShutdownExitsWithOne(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.closeInput()
            #expect(try await server.waitForExit() == 1)
        }
    }

    /// A script that pipelines its requests, `shutdown` and `exit` gets every response: the
    /// shutdown reply comes after the requests before it, and the server exits only then.
    @Test(arguments: framings)
    func shutdownAndExitWaitForEarlierRequests(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(7, "host/echo", ["delayMs": 150, "text": .string(korean)])
            server.request(8, "shutdown")
            server.notify("exit")
            let messages = try await server.readUntilClosed()
            #expect(messages.map { $0["id"] } == [7, 8])
            #expect(messages.first?["result"]?["text"] == .string(korean))
            #expect(try await server.waitForExit() == 0)
        }
    }

    @Test(arguments: framings)
    func endOfInputFinishesRequestsInFlight(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(7, "host/echo", ["delayMs": 150, "text": .string(korean)])
            server.closeInput()
            let messages = try await server.readUntilClosed()
            #expect(messages.count == 1)
            #expect(messages.first?["result"]?["text"] == .string(korean))
            #expect(try await server.waitForExit() == 1)
        }
    }
}
