import Scenario
import Testing

/// Every step kind passing, and failing with the message a user reads.
@Suite struct StepKindTests {
    let harness = ScenarioHarness()

    struct Case: CustomTestStringConvertible, Sendable {
        let kind: String
        let feature: String
        let passing: String
        let failing: String
        let message: String
        var testDescription: String { kind }
    }

    static let cases: [Case] = [
        Case(kind: "send", feature: "buttonGallery",
             passing: #"{"send": {"buttonTapped": "filled"}, "pointers": {"/lastTappedButton": "filled", "/tapCount": 1}}"#,
             failing: #"{"send": {"buttonTapped": "filled"}, "pointers": {"/lastTappedButton": "filled", "/tapCount": 2}}"#,
             message: "step 1 (send): state does not match"),
        Case(kind: "receive", feature: "relationship",
             passing: #"{"tap": {"id": "item-1"}, "pointers": {"/selection/selectedIDs": [1]}}, {"receive": {"selection": {"delegate": {"selected": [1]}}}}"#,
             failing: #"{"tap": {"id": "item-1"}, "pointers": {"/selection/selectedIDs": [1]}}, {"receive": {"selection": {"delegate": {"selected": [2]}}}}"#,
             message: "step 2 (receive): received action does not match"),
        Case(kind: "tap", feature: "buttonGallery",
             passing: #"{"tap": {"id": "gallery.filled"}, "partial": {"lastTappedButton": "filled", "tapCount": 1}}"#,
             failing: #"{"tap": {"id": "gallery.filled"}}"#,
             message: "step 1 (tap): state changed but the step asserts no change"),
        Case(kind: "input", feature: "textFieldForm",
             passing: #"{"input": {"id": "form.phone"}, "text": "010", "pointers": {"/isPhoneFocused": true, "/phoneNumber": "010"}}"#,
             failing: #"{"input": {"id": "form.phone"}, "text": "010", "pointers": {"/phoneNumber": "010"}}"#,
             message: "step 1 (input): state changed beyond what the step asserts"),
        Case(kind: "appear", feature: "bookmarks",
             passing: #"{"include": "../../examples/scenarios/steps/bookmarks-first-page.steps.json"}, {"appear": {"id": "home.list/hstack[5]"}, "pointers": {"/pageLoad": "loading"}}, {"receive": {"articlesResponse": {"page": 2}}, "match": "partial"}"#,
             failing: #"{"include": "../../examples/scenarios/steps/bookmarks-first-page.steps.json"}, {"appear": {"id": "home.list/hstack[4]"}}"#,
             message: "step 2 (appear): cannot appear"),
        Case(kind: "focus", feature: "textFieldForm",
             passing: #"{"focus": {"id": "form.phone"}, "pointers": {"/isPhoneFocused": true}}, {"focus": null, "pointers": {"/isPhoneFocused": false, "/isPhoneChecked": false}}"#,
             failing: #"{"focus": {"id": "form.phone"}, "pointers": {"/isPhoneFocused": false}}"#,
             message: "step 1 (focus): state does not match"),
        Case(kind: "advance", feature: "relationship",
             passing: #"{"advance": 5000}"#,
             failing: #"{"advance": 5000, "pointers": {"/title": "x"}}"#,
             message: "step 1 (advance): state does not match"),
        Case(kind: "settle", feature: "buttonGallery",
             passing: #"{"settle": true}"#,
             failing: #"{"settle": true, "absent": ["/tapCount"]}"#,
             message: "step 1 (settle): state does not match"),
        Case(kind: "set", feature: "buttonGallery",
             passing: #"{"set": {"dynamicTypeSize": "xxxLarge"}}, {"expect": {"view": {"contains": [{"id": "root", "properties": {"dynamicTypeSize": "xxxLarge"}}]}}}"#,
             failing: #"{"set": {"dynamicTypeSize": "large"}}, {"expect": {"view": {"contains": [{"id": "root", "properties": {"dynamicTypeSize": "xxxLarge"}}]}}}"#,
             message: "step 2 (expect): the view contains no node matching"),
        Case(kind: "replaceState", feature: "buttonGallery",
             passing: #"{"replaceState": {"areButtonsDisabled": false, "lastTappedButton": "filled", "tapCount": 3}, "state": {"areButtonsDisabled": false, "lastTappedButton": "filled", "tapCount": 3}}"#,
             failing: #"{"replaceState": {"areButtonsDisabled": false, "lastTappedButton": "filled", "tapCount": 3}, "partial": {"tapCount": 2}}"#,
             message: "step 1 (replaceState): state does not match"),
        Case(kind: "relaunch", feature: "buttonGallery",
             passing: #"{"tap": {"id": "gallery.filled"}, "partial": {"tapCount": 1, "lastTappedButton": "filled"}}, {"relaunch": true, "pointers": {"/tapCount": 0}}"#,
             failing: #"{"tap": {"id": "gallery.filled"}, "partial": {"tapCount": 1, "lastTappedButton": "filled"}}, {"relaunch": true, "pointers": {"/tapCount": 1}}"#,
             message: "step 2 (relaunch): state after relaunch does not match"),
        Case(kind: "expect state", feature: "buttonGallery",
             passing: #"{"expect": {"partial": {"tapCount": 0}, "absent": ["/lastTappedButton"]}}"#,
             failing: #"{"expect": {"partial": {"tapCount": 3}}}"#,
             message: "step 1 (expect): state does not match"),
        Case(kind: "expect view", feature: "buttonGallery",
             passing: #"{"expect": {"view": {"contains": [{"id": "gallery.noHaptics", "properties": {"hapticFeedback": false}}], "notContains": [{"text": "없는 버튼"}]}}}"#,
             failing: #"{"expect": {"view": {"notContains": [{"id": "gallery.filled"}]}}}"#,
             message: "step 1 (expect): the view contains a node matching {\"id\":\"gallery.filled\"}"),
        Case(kind: "expect view covered", feature: "locationDetail",
             passing: #"{"receive": {"checkInCountsResponse": {}}, "match": "partial", "partial": {"checkInCounts": {"harbor-noodles": 4, "green-table": 1}}}, {"expect": {"view": {"contains": [{"id": "locations/hstack[harbor-noodles]", "covered": true}, {"id": "onboarding", "covered": false}]}}}"#,
             failing: #"{"receive": {"checkInCountsResponse": {}}, "match": "partial", "partial": {"checkInCounts": {"harbor-noodles": 4, "green-table": 1}}}, {"expect": {"view": {"contains": [{"id": "locations/hstack[harbor-noodles]", "covered": false}]}}}"#,
             message: "step 2 (expect): the view contains no node matching {\"covered\":false,\"id\":\"locations/hstack[harbor-noodles]\"}"),
        Case(kind: "expect events", feature: "buttonGallery",
             passing: #"{"tap": {"id": "gallery.filled"}, "partial": {"tapCount": 1, "lastTappedButton": "filled"}}, {"expect": {"events": [{"haptic": {"style": "medium"}}]}}"#,
             failing: #"{"tap": {"id": "gallery.noHaptics"}, "partial": {"tapCount": 1, "lastTappedButton": "noHaptics"}}, {"expect": {"events": [{"haptic": {"style": "medium"}}]}}"#,
             message: "step 2 (expect): events do not match"),
        Case(kind: "include", feature: "relationship",
             passing: #"{"include": "../../examples/scenarios/steps/open-custom-input.steps.json", "with": {"text": "동창"}}"#,
             failing: #"{"include": "../../examples/scenarios/steps/open-custom-input.steps.json", "with": {"text": "동창"}, "label": "set-up"}, {"tap": {"id": "customSaveButton"}}"#,
             message: "step 4 (tap): state changed but the step asserts no change"),
    ]

    @Test(arguments: cases)
    func passes(_ example: Case) async throws {
        let text = scenario(example.feature, example.passing, extra: example.kind == "appear" ? #", "exhaustivity": "off""# : "")
        let result = try await harness.run(text, path: RepositoryPaths.root + "/Tests/ScenarioTests/inline.scenario.json")
        #expect(result.status == .passed, "\(ReplayReporter.pretty.render(ReplayReport(results: [result])))")
    }

    @Test(arguments: cases)
    func failsWithItsMessage(_ example: Case) async throws {
        let result = try await harness.run(scenario(example.feature, example.failing), path: RepositoryPaths.root + "/Tests/ScenarioTests/inline.scenario.json")
        let report = ReplayReporter.pretty.render(ReplayReport(results: [result]))
        #expect(result.status == .failed, "\(report)")
        #expect(report.contains(example.message), "\(report)")
    }

    @Test func failureShowsLabelFileLineAndDiff() async throws {
        let text = """
            {"feature": "buttonGallery", "steps": [
              {"tap": {"id": "gallery.filled"}, "label": "tap filled", "pointers": {"/tapCount": 1}}
            ]}
            """
        let report = try await harness.pretty(text)
        #expect(report.contains(#"step 1 (tap) "tap filled": state changed beyond what the step asserts"#))
        #expect(report.contains("    at inline.scenario.json:2:3\n"), "\(report)")
        #expect(report.contains(#"+   "lastTappedButton": "filled","#))
    }

    @Test func exhaustiveRequiresReceivedActionsBeforeTheNextStep() async throws {
        let text = scenario("relationship", #"{"tap": {"id": "item-1"}, "pointers": {"/selection/selectedIDs": [1]}}, {"tap": {"id": "item-2"}, "pointers": {"/selection/selectedIDs": [2]}}"#)
        let report = try await harness.pretty(text)
        #expect(report.contains("step 2 (tap): 1 received action(s) must be consumed with \"receive\" before this step:"))
        #expect(report.contains(#"{"selection":{"delegate":{"selected":[1]}}}"#))
    }

    @Test func exhaustiveRequiresNoEffectInFlightAtTheEnd() async throws {
        let text = scenario("relationship", #"{"include": "../../examples/scenarios/steps/open-custom-input.steps.json", "with": {"text": "가나다라마바사아자차카"}}, {"receive": {"selection": {"delegate": {}}}, "match": "partial", "partial": {"toastMessage": "경조사 명은 10글자까지만 입력 가능해요"}}"#)
        let result = try await harness.run(text, path: RepositoryPaths.root + "/Tests/ScenarioTests/inline.scenario.json")
        let report = ReplayReporter.pretty.render(ReplayReport(results: [result]))
        #expect(report.contains("end of scenario: 1 effect(s) still in flight"), "\(report)")
    }

    @Test func offShowSkippedReportsWhatWentUnasserted() async throws {
        let text = scenario("buttonGallery", #"{"tap": {"id": "gallery.filled"}}"#, extra: #", "exhaustivity": "off-show-skipped""#)
        let result = try await harness.run(text)
        #expect(result.status == .passed)
        #expect(result.notes.first?.message == "state change not asserted")
        let off = try await harness.run(scenario("buttonGallery", #"{"tap": {"id": "gallery.filled"}}"#, extra: #", "exhaustivity": "off""#))
        #expect(off.status == .passed && off.notes.isEmpty)
    }
}
