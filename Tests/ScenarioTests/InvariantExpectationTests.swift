import JSON
import Scenario
import Testing

/// `expect.invariant`: a JSON Schema over the state, the view, the nodes by id and the effects.
@Suite struct InvariantExpectationTests {
    let harness = ScenarioHarness()

    @Test func anInvariantThatHoldsPasses() async throws {
        let result = try await harness.run(scenario("relationship", """
            {"tap": {"id": "item-1"}, "pointers": {"/selection/selectedIDs": [1]}},
            {"receive": {"selection": {"delegate": {"selected": [1]}}}},
            {"expect": {"events": [{"haptic": {"style": "medium"}}]}},
            {"expect": {"invariant": {"name": "다음 is enabled", "schema": {"properties": {
                "nodes": {"properties": {"nextButton": {"properties": {"enabled": {"const": true}}}}},
                "effects": {"maxItems": 0}}}}}}
            """))
        #expect(result.status == .passed, "\(String(describing: result.failure?.message))")
    }

    @Test func aBrokenInvariantFailsWithEachViolationAtItsPointer() async throws {
        let result = try await harness.run(scenario("relationship", """
            {"expect": {"invariant": {"name": "something is selected", "schema": {"properties": {
                "state": {"properties": {"selection": {"properties": {"selectedIDs": {"minItems": 1}}}}},
                "nodes": {"properties": {"nextButton": {"properties": {"enabled": {"const": true}}}}}}}}}}
            """))
        let failure = try #require(result.failure)
        #expect(result.status == .failed)
        #expect(failure.message == #"invariant "something is selected" is broken"#)
        #expect(failure.diff?.contains("/state/selection/selectedIDs") == true)
        #expect(failure.diff?.contains("/nodes/nextButton/enabled") == true)
    }

    @Test func anInvariantNeedsASchema() throws {
        #expect(throws: ScenarioFileError.self) {
            try ScenarioLoader().decode(text: scenario("relationship", #"{"expect": {"invariant": {"name": "x"}}}"#), path: "t.scenario.json")
        }
        #expect(throws: ScenarioFileError.self) {
            try ScenarioLoader().decode(text: scenario("relationship", #"{"expect": {"invariant": {"schema": 3}}}"#), path: "t.scenario.json")
        }
    }
}
