import JSON
@testable import UIStateProtocol
import Testing

struct AddRequest: RequestType {
    static let method = "test/add"
    static let positionalParameterNames: [String]? = ["a", "b"]
    var a: Int
    var b: Int
    typealias Response = Int
}

enum Color: Codable, Sendable, CaseIterable { case red, green }

struct PaintRequest: RequestType {
    static let method = "test/paint"
    var color: Color
    var targets: [Target]?
    struct Target: Codable, Sendable { var id: Int }
    typealias Response = VoidResponse
}

struct WaitRequest: RequestType {
    static let method = "test/wait"
    var ms: Int?
    struct Response: Encodable, Sendable { var waited: Bool }
}

struct PingNotification: NotificationType {
    static let method = "test/ping"
    var n: Int
}

@Suite struct RegistryTests {
    func makeRegistry() -> MethodRegistry {
        var registry = MethodRegistry()
        registry.registerImmediate(AddRequest.self) { request, _ in request.a + request.b }
        registry.register(PaintRequest.self) { _, context in
            context.send(PingNotification(n: 1))
            return VoidResponse()
        }
        registry.register(WaitRequest.self) { request, _ in
            try await Task.sleep(for: .milliseconds(request.ms ?? 0))
            return .init(waited: true)
        }
        registry.register(PingNotification.self) { notification, context in
            context.sendNotification("test/pong", params: .integer(Int64(notification.n)))
        }
        HostEcho.register(in: &registry)
        return registry
    }

    @Test func listsItsMethodNamesSorted() {
        let registry = makeRegistry()
        #expect(registry.requestMethodNames == ["host/echo", "test/add", "test/paint", "test/wait"])
        #expect(registry.notificationMethodNames == ["test/ping"])
        let connection = ConnectionHarness(registry: registry).connection
        #expect(connection.requestMethodNames == ["host/echo", "initialize", "shutdown", "test/add", "test/paint", "test/wait"])
        #expect(connection.notificationMethodNames == ["$/cancelRequest", "$/setTrace", "exit", "initialized", "test/ping"])
    }

    @Test func paramsByNameAndByPosition() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.request(1, "test/add", #"{"a":2,"b":3}"#)
        #expect(try await harness.next()["result"] == 5)
        harness.request(2, "test/add", "[4,5]")
        #expect(try await harness.next()["result"] == 9)
        harness.request(3, "test/add", "[4,5,6]")
        #expect(try await harness.next()["error"]?["code"] == -32602)
    }

    @Test func decodingFailuresPointIntoTheParamsAsSent() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.request(1, "test/add", #"{"a":"two","b":3}"#)
        let byName = try await harness.next()
        #expect(byName["error"]?["code"] == -32602)
        #expect(byName["error"]?["data"]?["path"] == "/a")
        harness.request(2, "test/add", #"[1,"three"]"#)
        #expect(try await harness.next()["error"]?["data"]?["path"] == "/1")
        harness.request(3, "test/paint", #"{"color":"blue"}"#)
        let unknownCase = try await harness.next()
        #expect(unknownCase["error"]?["data"]?["path"] == "/color")
        harness.request(6, "test/paint", #"{"color":"gren"}"#)
        let misspelt = try await harness.next()
        #expect(misspelt["error"]?["data"]?["expected"] == ["red", "green"])
        #expect(misspelt["error"]?["data"]?["suggestion"] == "green")
        harness.request(4, "test/paint", #"{"color":"red","targets":[{"id":1},{"id":"x"}]}"#)
        #expect(try await harness.next()["error"]?["data"]?["path"] == "/targets/1/id")
        harness.request(5, "test/add", #"{"a":1}"#)
        #expect(try await harness.next()["error"]?["code"] == -32602)
    }

    @Test func emptyArrayParamsCountAsAnEmptyObject() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.request(1, "test/wait", "[]")
        #expect(try await harness.next()["result"] == ["waited": true])
        harness.request(2, "test/wait")
        #expect(try await harness.next()["result"] == ["waited": true])
    }

    @Test func handlersSendNotificationsBeforeTheirResponse() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.request(1, "test/paint", #"{"color":"green"}"#)
        #expect(try await harness.next()["method"] == "test/ping")
        let response = try await harness.next()
        #expect(response["id"] == 1)
        #expect(response["result"] == .null)
        harness.receive(#"{"jsonrpc":"2.0","method":"test/ping","params":{"n":7}}"#)
        #expect(try await harness.next()["params"] == 7)
    }

    @Test func cancellationAnswersExactlyOnceWithRequestCancelled() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.request(1, "test/wait", #"{"ms":5000}"#)
        #expect(harness.connection.isCancelled(1) == false)
        harness.receive(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
        let response = try await harness.next()
        #expect(response["error"]?["code"] == -32800)
        try await Task.sleep(for: .milliseconds(20))
        #expect(harness.pendingCount == 0)
    }

    @Test func batchesWithDeferredElementsAreAnsweredTogether() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.receive(#"[{"jsonrpc":"2.0","id":1,"method":"test/wait","params":{"ms":30}},{"jsonrpc":"2.0","id":2,"method":"test/add","params":[1,1]},{"jsonrpc":"2.0","method":"test/ping","params":{"n":1}}]"#)
        #expect(try await harness.next()["method"] == "test/pong")
        let batch = try await harness.next()
        #expect(batch.arrayValue?.count == 2)
    }

    @Test func whenIdleWaitsForDeferredRequests() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.request(1, "test/wait", #"{"ms":50}"#)
        let idle = ConfirmationFlag()
        harness.connection.whenIdle { idle.set() }
        #expect(!idle.isSet)
        _ = try await harness.next()
        try await Task.sleep(for: .milliseconds(10))
        #expect(idle.isSet)
    }

    @Test func exitReportsTheLifecycleExitCode() async throws {
        let harness = ConnectionHarness(registry: makeRegistry())
        try await harness.initialize()
        harness.request(1, "shutdown")
        _ = try await harness.next()
        harness.receive(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(harness.exited == 0)
    }

    @Test func suggestionsAreCloseNamesOnly() {
        #expect(NameSuggestion.closest(to: "saveButtonTaped", among: ["saveButtonTapped", "cancelTapped"]) == "saveButtonTapped")
        #expect(NameSuggestion.closest(to: "zzz", among: ["saveButtonTapped"]) == nil)
        #expect(NameSuggestion.nameUsed(at: "/action", in: ["action": ["itemTaped": 3]]) == "itemTaped")
        #expect(NameSuggestion.nameUsed(at: "/a~1b/0", in: ["a/b": ["x"]]) == "x")
    }

    @Test func positionalPathRewriting() {
        #expect(TypedCoding.pathAsSent("/b/x", params: [1, 2], positionalNames: ["a", "b"]) == "/1/x")
        #expect(TypedCoding.pathAsSent("/a", params: ["a": 1], positionalNames: ["a", "b"]) == "/a")
        #expect(TypedCoding.pathAsSent("", params: [1], positionalNames: ["a"]) == "")
    }
}

import Synchronization

final class ConfirmationFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    func set() { flag.store(true, ordering: .releasing) }
    var isSet: Bool { flag.load(ordering: .acquiring) }
}
