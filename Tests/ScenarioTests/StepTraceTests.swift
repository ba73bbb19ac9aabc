import JSON
import Scenario
import Testing

@Suite("Step traces for the HTML report")
struct StepTraceTests {
    let steps = """
        {"tap": {"text": "친구"}, "pointers": {"/selection/selectedIDs": [1]}},
        {"receive": {"selection": {"delegate": {"selected": [1]}}}},
        {"tap": {"text": "가족"}, "pointers": {"/selection/selectedIDs": [3]}}
        """

    @Test func noTracesUnlessAsked() async throws {
        let result = try await ScenarioHarness().run(scenario("relationship", steps))
        #expect(result.steps.isEmpty)
    }

    @Test func aTracePerStepRunWithTheLaunchFirstAndTheFailingStepMarked() async throws {
        var harness = ScenarioHarness()
        harness.options.recordsSteps = true
        let result = try await harness.run(scenario("relationship", steps))
        #expect(result.status == .failed)
        #expect(result.steps.map(\.number) == [0, 1, 2, 3])
        #expect(result.steps.map(\.kind) == ["launch", "tap", "receive", "tap"])
        #expect(result.steps.map(\.failed) == [false, false, false, true])
        let firstTap = result.steps[1]
        #expect(firstTap.request == ["tap": ["text": "친구"]])
        #expect(firstTap.events == [["haptic": ["style": "medium"]]])
        #expect(firstTap.received == [["selection": ["delegate": ["selected": [1]]]]])
        #expect(firstTap.stateDiff.contains("+       1"))
        #expect(result.steps[2].stateDiff.isEmpty, "receiving an action the tap already applied changes nothing")
        // The screen after the failing tap shows what the user saw: 가족 selected.
        let screen = try #require(result.steps[3].screen)
        #expect(screen["type"] == "root")
        #expect(result.steps[3].state["selection"]?["selectedIDs"] == [2])
    }
}
