import JSON
@testable import UIStateProtocol
import Testing

/// A method's `PassThrough` answers frames read from their bytes, where the parse would have
/// handed the request straight to its handler; everywhere else, and whenever it declines, the
/// frame is parsed and answered as before.
@Suite("Requests answered from their bytes")
struct PassThroughTests {
    /// "test/route": passed through for routes starting `P/`, declined otherwise; its handler
    /// says what it was given after the parse.
    private func makeHarness() -> ConnectionHarness {
        var registry = MethodRegistry()
        registry.register("test/route", handler: { params, _ in .result(["parsed": params ?? .null]) },
                          passThrough: MethodRegistry.PassThrough(routingKey: "storeId") { request, context in
            guard request.routeText.hasPrefix("P/") else { return nil }
            return .result(["passed": .string(request.routeText), "context": .string(context.method)])
        })
        HostEcho.register(in: &registry)
        return ConnectionHarness(registry: registry)
    }

    private func frame(_ id: Int, route: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"test/route","params":{"storeId":"\#(route)","n":1}}"#
    }

    @Test func aFrameOfTheShapeIsAnsweredFromItsBytes() async throws {
        let harness = makeHarness()
        try await harness.initialize()
        harness.receive(frame(1, route: "P/a"))
        #expect(try await harness.next() == ["jsonrpc": "2.0", "id": 1, "result": ["passed": "P/a", "context": "test/route"]])
    }

    @Test func aDeclinedFrameIsParsedAndHandled() async throws {
        let harness = makeHarness()
        try await harness.initialize()
        harness.receive(frame(2, route: "local-1"))
        #expect(try await harness.next() == ["jsonrpc": "2.0", "id": 2, "result": ["parsed": ["storeId": "local-1", "n": 1]]])
    }

    @Test func aFrameOfAnotherShapeIsParsedAndHandled() async throws {
        let harness = makeHarness()
        try await harness.initialize()
        harness.receive(#"{"id":3,"jsonrpc":"2.0","method":"test/route","params":{"storeId":"P/a"}}"#)
        #expect(try await harness.next() == ["jsonrpc": "2.0", "id": 3, "result": ["parsed": ["storeId": "P/a"]]])
        harness.receive(#"{"jsonrpc":"2.0","id":4,"method":"test/route","params":{"storeId":"P/a","n":01}}"#)
        let error = try await harness.next()
        #expect(error["id"] == .null && error["error"]?["code"] == -32700, "\(error)")
    }

    @Test func theLifecycleAnswersBeforeInitializeAndAfterShutdown() async throws {
        let harness = makeHarness()
        harness.receive(frame(5, route: "P/a"))
        #expect(try await harness.next()["error"]?["code"] == -32002)
        try await harness.initialize()
        harness.request(6, "shutdown")
        _ = try await harness.next()
        harness.receive(frame(7, route: "P/a"))
        let reply = try await harness.next()
        #expect(reply["id"] == 7 && reply["error"]?["code"] == -32600, "\(reply)")
    }

    @Test func whileTracingEveryFrameIsParsed() async throws {
        let harness = makeHarness()
        try await harness.initialize()
        harness.receive(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"verbose"}}"#)
        harness.receive(frame(8, route: "P/a"))
        let trace = try await harness.next()
        #expect(trace["method"] == "$/logTrace", "\(trace)")
        #expect(try await harness.next()["result"] == ["parsed": ["storeId": "P/a", "n": 1]])
    }
}
