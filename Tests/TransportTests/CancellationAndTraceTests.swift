import JSON
import RPCTestSupport
import Testing

@Suite("Cancellation and tracing over pipes")
struct CancellationAndTraceTests {
    @Test(arguments: framings)
    func cancelledRequestGetsExactlyOneRequestCancelled(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(9, "host/echo", ["delayMs": 10_000])
            server.notify("$/cancelRequest", ["id": 9])
            let response = try await server.readMessage()
            #expect(response["id"] == 9)
            #expect(errorCode(response) == -32800)
            server.request(10, "host/echo", [:])
            #expect(try await server.readMessage()["id"] == 10)
            try await server.expectSilence(for: 0.05)
        }
    }

    @Test(arguments: framings)
    func cancellingAFinishedRequestChangesNothing(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request("a", "host/echo", ["x": 1])
            #expect(try await server.readMessage()["result"] == ["x": 1])
            server.notify("$/cancelRequest", ["id": "a"])
            server.notify("$/cancelRequest", ["id": "never-sent"])
            server.request("b", "host/echo", [:])
            #expect(try await server.readMessage()["id"] == "b")
        }
    }

    @Test(arguments: framings)
    func requestsAreAnsweredAsTheyComplete(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(1, "host/echo", ["delayMs": 300])
            server.request(2, "host/echo", ["delayMs": 0])
            server.request(3, "host/echo", [:])
            let ids = try await server.readMessages(3).map { $0["id"] }
            #expect(ids.last == 1)
            #expect(Set(ids.compactMap { $0 }) == [1, 2, 3])
        }
    }

    @Test(arguments: framings)
    func invalidDelayIsInvalidParamsWithPath(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.request(1, "host/echo", ["delayMs": "soon"])
            let response = try await server.readMessage()
            #expect(errorCode(response) == -32602)
            #expect(response["error"]?["data"]?["path"] == "/delayMs")
        }
    }

    @Test(arguments: framings)
    func setTraceSendsLogTraceForReceivedMessages(framing: ClientFraming) async throws {
        try await withServer(framing) { server async throws in
            server.notify("$/setTrace", ["value": "verbose"])
            server.request(1, "host/echo", ["한": "국"])
            let trace = try await server.readMessage()
            #expect(trace["method"] == "$/logTrace")
            #expect(trace["id"] == nil)
            #expect(trace["params"]?["message"]?.stringValue?.contains("host/echo") == true)
            #expect(trace["params"]?["verbose"]?.stringValue?.contains("국") == true)
            #expect(try await server.readMessage()["id"] == 1)
            server.notify("$/setTrace", ["value": "off"])
            server.request(2, "host/echo", [:])
            #expect(try await server.readMessage()["id"] == 2)
        }
    }
}
