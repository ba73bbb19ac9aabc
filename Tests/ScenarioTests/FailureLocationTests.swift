import Foundation
import JSON
import Testing
import RPCTestSupport

/// A failing step is named by one number, its place in the scenario with includes expanded;
/// where it is written follows, with the include that brought it in beside it.
@Suite struct FailureLocationTests {
    /// A scenario whose fourth step, the third of an include, fails; the include is its second step.
    static func writeIncludingScenario(into directory: String) throws {
        let fragment = """
            {"name": "pick a friend, then a relative", "steps": [
              {"tap": {"id": "item-1"}, "pointers": {"/selection/selectedIDs": [1]}},
              {"receive": {"selection": {"delegate": {"selected": [1]}}}},
              {"tap": {"id": "item-3"}, "pointers": {"/selection/selectedIDs": [1]}}
            ]}
            """
        let scenario = """
            {"name": "an included step fails", "feature": "relationship", "steps": [
              {"advance": 1},
              {"include": "pick.steps.json"}
            ]}
            """
        try writeTestFile(fragment, to: directory + "/pick.steps.json")
        try writeTestFile(scenario, to: directory + "/included.scenario.json")
    }

    @Test func theStepNumberCountsExpandedStepsAndTheIncludeStandsBesideItsLine() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.writeIncludingScenario(into: directory)
        let run = try await runUIState(["replay", directory + "/included.scenario.json"])
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.contains("    step 4 (tap): state does not match"), "\(run.stdout)")
        #expect(
            lines.contains("    at \(directory)/pick.steps.json:4:3, included from \(directory)/included.scenario.json:3:3"),
            "\(run.stdout)"
        )
        #expect(!run.stdout.contains("/steps/"), "no second step number: \(run.stdout)")

        let junit = try await runUIState(["replay", "--reporter", "junit", directory + "/included.scenario.json"])
        #expect(junit.stdout.contains("step 4 (tap): state does not match&#10;at \(directory)/pick.steps.json:4:3, included from \(directory)/included.scenario.json:3:3&#10;"), "\(junit.stdout)")
    }

    @Test func machineReportsKeepThePointerAndTheIncludeChain() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.writeIncludingScenario(into: directory)
        let json = try await runUIState(["replay", "--reporter", "json", directory + "/included.scenario.json"])
        let failure = try JSONValue(parsing: json.stdout)["scenarios"]?[0]?["failure"]
        #expect(failure?["step"] == 4)
        #expect(failure?["pointer"] == "/steps/2", "a pointer into the fragment, for tools")
        #expect(failure?["includedFrom"] == [.string("\(directory)/included.scenario.json:3:3")])
        let tap = try await runUIState(["replay", "--reporter", "tap", directory + "/included.scenario.json"])
        #expect(tap.stdout.contains("    included_from:\n      - \"\(directory)/included.scenario.json:3:3\"\n"), "\(tap.stdout)")
    }
}
