import Features
import Foundation
import HostCore
import JSON
import Scenario
import Testing
@testable import uistate
import RPCTestSupport

/// What `inspect --trace FILE` serves at /trace.json: the trace with each recorded tree rendered
/// as HTML, and every step of its scenario paired with the recorded request it made or followed.
@Suite struct InspectTraceTests {
    /// The trace `replay --trace` writes for `scenario`, as `inspect` serves it.
    static func served(_ scenario: String) async throws -> JSONValue {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = await ReplaySuite(options: ReplayOptions(traceDirectory: directory))
            .run(paths: [scenario], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first)
        guard case .success(let file) = TraceLoading.load(directory + "/" + name) else {
            Issue.record("the trace did not load")
            return .null
        }
        return try JSONValue(parsing: file.bytes)
    }

    @Test func everyScenarioStepIsListedWithTheRecordedMomentItMadeOrChecked() async throws {
        let trace = try await Self.served(RepositoryPaths.examples + "/relationship/toast-timing.scenario.json")
        let listed = try #require(trace["scenarioSteps"]?.arrayValue)
        #expect(listed.map { $0["kind"]?.stringValue ?? "" } == ["tap", "receive", "input", "receive", "expect", "advance", "expect", "advance", "receive"])
        // store/create is trace step 0; a receive or expect shows the request before it.
        #expect(listed.map { $0["traceStep"]?.integerValue ?? -1 } == [1, 1, 2, 2, 2, 3, 3, 4, 4])
        #expect(listed[0]["label"] == "open 직접 입력")
        #expect(listed[0]["at"]?.stringValue?.contains("open-custom-input.steps.json:") == true)
        let steps = try #require(trace["steps"]?.arrayValue)
        #expect(steps.count == 5)
        for step in steps {
            #expect(step["html"]?.stringValue?.contains(#"data-node-id="root""#) == true, "each recorded tree is rendered")
        }
        #expect(steps[2]["html"]?.stringValue?.contains("경조사 명은 10글자까지만 입력 가능해요") == true)
    }

    @Test func stepsAfterARequestThatFailedAreNotRun() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/refused.scenario.json"
        try writeTestFile(#"""
            {"feature": "relationship", "steps": [
              {"tap": {"id": "nextButton"}},
              {"expect": {"pointers": {"/title": "x"}}},
              {"advance": 10}
            ]}
            """#, to: path)
        let trace = try await Self.served(path)
        let listed = try #require(trace["scenarioSteps"]?.arrayValue)
        #expect(listed.map { $0["traceStep"] ?? .null } == [1, .null, .null])
        #expect(trace["steps"]?.arrayValue?.last?["error"]?["code"] == -33004)
    }
}
