import JSON
import RPCTestSupport
import Testing

/// `explore/run` over real pipes against `uistate serve`.
@Suite("explore/run over pipes")
struct ExploreRunPipeTests {
    @Test func answersTheCoverageReportAfterProgressNotifications() async throws {
        let server = try ServerProcess(framing: .newline)
        try await server.initialize()
        server.request(1, "explore/run", [
            "feature": "relationship", "depth": 3, "progressToken": "explore-1",
            "invariants": ["single selection holds at most one id": ["properties": ["state": ["properties": [
                "selection": ["properties": ["selectedIDs": ["maxItems": 1]]],
            ]]]]],
        ])
        var progress: [JSONValue] = []
        var response: JSONValue?
        while response == nil {
            let message = try await server.readMessage()
            if message["method"] == "$/progress" {
                #expect(message["params"]?["token"] == "explore-1")
                progress.append(message["params"]?["value"] ?? .null)
            } else {
                response = message
            }
        }
        let report = try #require(response?["result"], "\(String(describing: response))")
        #expect(report["states"] == 63)
        #expect(report["violations"] == [])
        #expect(progress.first?["kind"] == "begin")
        #expect(progress.last?["kind"] == "end")
        #expect(progress.last?["states"] == 63)
        // One report per depth at least, states never going down.
        let reports = progress.filter { $0["kind"] == "report" }
        #expect(reports.count >= 3)
        let counts = reports.compactMap { $0["states"]?.integerValue }
        #expect(counts == counts.sorted())
    }

    @Test func reportsAViolationWithItsShortestPathAndSendsNoProgressWithoutAToken() async throws {
        let server = try ServerProcess(framing: .newline)
        try await server.initialize()
        server.request(1, "explore/run", [
            "feature": "relationship", "depth": 3,
            "invariants": ["nothing is ever selected": ["properties": ["state": ["properties": [
                "selection": ["properties": ["selectedIDs": ["maxItems": 0]]],
            ]]]]],
        ])
        let response = try await server.readMessage()
        let violation = try #require(response["result"]?["violations"]?[0], "\(response)")
        #expect(violation["invariant"] == "nothing is ever selected")
        #expect(violation["path"] == [["tap": ["id": "item-1"]]])
    }

    @Test func badParamsAreRefusedWithTheirPath() async throws {
        let server = try ServerProcess(framing: .newline)
        try await server.initialize()
        server.request(1, "explore/run", ["feature": "relationshp"])
        let unknown = try await server.readMessage()
        #expect(unknown["error"]?["code"] == -33002)
        #expect(unknown["error"]?["data"]?["suggestion"] == "relationship")
        server.request(2, "explore/run", ["feature": "relationship", "depth": -1])
        #expect(try await server.readMessage()["error"]?["data"]?["path"] == "/depth")
        server.request(3, "explore/run", ["feature": "relationship", "invariants": ["x": 3]])
        #expect(try await server.readMessage()["error"]?["data"]?["path"] == "/invariants")
        server.request(4, "explore/run", ["feature": "relationship", "shard": "5/2"])
        #expect(try await server.readMessage()["error"]?["data"]?["path"] == "/shard")
        server.request(5, "explore/run", ["feature": "relationship", "progressToken": ["a": 1]])
        #expect(try await server.readMessage()["error"]?["data"]?["path"] == "/progressToken")
        // /proc refuses new directories: the report cannot be written.
        server.request(6, "explore/run", ["feature": "relationship", "depth": 1, "output": "/proc/uistate-explore"])
        let unwritable = try await server.readMessage()
        #expect(unwritable["error"]?["code"] == -33007, "\(unwritable)")
    }

    @Test func aCancelledExplorationAnswersRequestCancelled() async throws {
        let server = try ServerProcess(framing: .newline)
        try await server.initialize()
        // Millions of states: it cannot finish before the cancellation arrives, and the search
        // checks for cancellation between chunks of states.
        server.request(1, "explore/run", ["feature": "interests", "depth": 20, "maxStates": 10_000_000])
        server.notify("$/cancelRequest", ["id": 1])
        let response = try await server.readMessage()
        #expect(response["id"] == 1)
        #expect(response["error"]?["code"] == -32800, "\(response)")
    }
}
