import JSON
import RPCTestSupport
import Testing

/// A `uistate serve` child on real pipes with request ids handled for the tests.
final class PipeClient: @unchecked Sendable {
    // @unchecked: each test owns its client and calls it from one task at a time.
    let server: ServerProcess
    private var nextID = 0

    init(arguments: [String] = ["serve"]) async throws {
        server = try ServerProcess(framing: .newline, arguments: arguments)
        try await server.initialize()
    }

    /// Sends a request and returns the id used.
    @discardableResult
    func send(_ method: String, _ params: JSONValue) -> Int64 {
        nextID += 1
        server.request(.integer(Int64(nextID)), method, params)
        return Int64(nextID)
    }

    /// Sends a request and waits for its response (the next message).
    func call(_ method: String, _ params: JSONValue, timeout: Double = 10) async throws -> JSONValue {
        let id = send(method, params)
        let response = try await server.readMessage(timeout: timeout)
        #expect(response["id"] == .integer(id), "\(method): \(response)")
        return response
    }

    /// The result of a request that must succeed.
    func result(_ method: String, _ params: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) async throws -> JSONValue {
        let response = try await call(method, params)
        return try #require(response["result"], "\(method) failed: \(response)", sourceLocation: sourceLocation)
    }

    /// The error of a request that must fail.
    func error(_ method: String, _ params: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) async throws -> JSONValue {
        let response = try await call(method, params)
        return try #require(response["error"], "\(method) succeeded: \(response)", sourceLocation: sourceLocation)
    }

    /// Creates a store and returns its id.
    func create(_ params: JSONValue) async throws -> String {
        try #require(try await result("store/create", params)["storeId"]?.stringValue)
    }

    /// State and version of every store, by id: what a failed request must leave unchanged.
    func snapshot() async throws -> [String: JSONValue] {
        var states: [String: JSONValue] = [:]
        for entry in try await result("store/list", [:])["stores"]?.arrayValue ?? [] {
            guard let id = entry["storeId"]?.stringValue else { continue }
            states[id] = try await result("store/state", ["storeId": .string(id)])
        }
        return states
    }
}
