import Scenario
import Testing

/// The `replaceState` step (`store/replaceState`): the same step in JSON and YAML, and a state the
/// host refuses failing at its place inside the step.
@Suite struct ReplaceStateStepTests {
    let harness = ScenarioHarness()

    static let json = #"""
        {"feature": "buttonGallery", "steps": [
          {"replaceState": {"areButtonsDisabled": false, "lastTappedButton": "filled", "tapCount": 3}, "pointers": {"/tapCount": 3, "/lastTappedButton": "filled"}},
          {"tap": {"id": "gallery.filled"}, "pointers": {"/tapCount": 4}},
          {"expect": {"events": [{"haptic": {"style": "medium"}}]}}
        ]}
        """#

    static let yaml = """
        feature: buttonGallery
        steps:
          - replaceState: {areButtonsDisabled: false, lastTappedButton: filled, tapCount: 3}
            pointers: {/tapCount: 3, /lastTappedButton: filled}
          - tap: {id: gallery.filled}
            pointers: {/tapCount: 4}
          - expect: {events: [{haptic: {style: medium}}]}
        """

    @Test func theJSONAndYAMLFormsAreOneScenarioAndBothPass() async throws {
        let fromJSON = try ScenarioLoader().decode(text: Self.json, path: "edited.scenario.json")
        let fromYAML = try ScenarioLoader().decode(text: Self.yaml, path: "edited.scenario.yaml")
        #expect(fromJSON.steps.map(\.json) == fromYAML.steps.map(\.json))
        #expect(fromJSON.steps.first?.action == .replaceState(["areButtonsDisabled": false, "lastTappedButton": "filled", "tapCount": 3]))
        #expect(try await harness.run(Self.json).status == .passed)
        #expect(try await harness.run(Self.yaml, path: "edited.scenario.yaml").status == .passed)
    }

    @Test func aStateTheHostRefusesFailsAtItsMemberInTheFile() async throws {
        let text = """
            {"feature": "buttonGallery", "steps": [
              {"replaceState": {
                "areButtonsDisabled": false,
                "tapCount": "three"}}
            ]}
            """
        let report = try await harness.pretty(text)
        #expect(report.contains("step 1 (replaceState): invalid state: /tapCount: "), "\(report)")
        #expect(report.contains("at inline.scenario.json:4:5"), "\(report)")
    }
}
