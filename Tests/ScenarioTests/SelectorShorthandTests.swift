import Components
import Foundation
import JSON
import Scenario
import Testing
import RPCTestSupport

/// A string where a step's selector goes (`tap: 친구`) means what bare words mean to `uistate
/// record`: a text, else an accessibility label, else an id, with the same errors.
@Suite struct SelectorShorthandTests {
    let harness = ScenarioHarness()

    @Test func aStringIsTriedAsATextThenALabelThenAnId() async throws {
        // "저장" is a button's text, "닫기" the icon-only button's label, "gallery.filled" an id.
        let text = scenario("buttonGallery", #"""
            {"tap": "저장", "partial": {"lastTappedButton": "titleOnly", "tapCount": 1}},
            {"tap": "닫기", "partial": {"lastTappedButton": "iconOnly", "tapCount": 2}},
            {"tap": "gallery.filled", "partial": {"lastTappedButton": "filled", "tapCount": 3}}
            """#)
        let result = try await harness.run(text)
        #expect(result.status == .passed, "\(ReplayReporter.pretty.render(ReplayReport(results: [result])))")
        #expect(result.stepsPassed == 3)
    }

    @Test func theFirstCriterionThatPicksANodeWinsInTheOrderTextLabelId() async {
        var asked: [Selector] = []
        let picked = await StepSelector.shorthand("save").resolve { selector in
            asked.append(selector)
            return selector.text == nil ? 1 : 0
        }
        #expect(picked == .label("save"))
        #expect(asked == [.text("save"), .label("save")], "the id is not asked once the label picks a node")
        let written = await StepSelector.selector(.id("save")).resolve { _ in 0 }
        #expect(written == .id("save"), "a written selector is sent as written")
    }

    @Test func aStringSeveralNodesShowIsAsAmbiguousAsTheTextSelector() async throws {
        // The count's text and the field's value are both "0".
        let short = try await harness.pretty(scenario("counter", #"{"tap": "0"}"#))
        let written = try await harness.pretty(scenario("counter", #"{"tap": {"text": "0"}}"#))
        #expect(short.contains(#"step 1 (tap): 2 nodes match {"text":"0"}; add "index" or select by id:"#), "\(short)")
        #expect(short == written)
    }

    @Test func aStringNoNodeShowsFailsAsATextThatMatchesNothing() async throws {
        let result = try await harness.run(scenario("counter", #"{"tap": "Multiply"}"#))
        #expect(result.status == .failed)
        #expect(result.failure?.message.hasPrefix(#"no node matches {"text":"Multiply"}"#) == true, "\(result.failure?.message ?? "")")
    }

    @Test func aSelectorThatIsNeitherAnObjectNorAStringIsAnUnusableFile() throws {
        #expect {
            try ScenarioLoader().decode(text: scenario("counter", #"{"tap": 3}"#), path: "t.scenario.json")
        } throws: { error in
            "\(error)".contains("/steps/0/tap: invalid selector: expected an object") && "\(error)".contains("or a string")
        }
        #expect {
            try ScenarioLoader().decode(text: scenario("counter", #"{"appear": ""}"#), path: "t.scenario.json")
        } throws: { error in
            "\(error)".contains("an empty string picks no node")
        }
    }

    @Test func theSchemaTakesWhatTheLoaderTakes() throws {
        let schema = try JSONValue(parsing: String(contentsOfFile: RepositoryPaths.schema, encoding: .utf8))
        func violations(_ step: JSONValue) -> Int {
            JSONSchemaValidator.violations(of: ["feature": "counter", "steps": [step]], against: schema).count
        }
        #expect(violations(["tap": "+"]) == 0)
        #expect(violations(["input": "Count", "text": "3"]) == 0)
        #expect(violations(["focus": "counter.field"]) == 0)
        #expect(violations(["tap": ""]) > 0)
        #expect(violations(["tap": 3]) > 0)
    }

    @Test func yamlAndJSONFilesTakeTheShorthandAlikeThroughTheCommand() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let friend = """
            name: a friend, by its text
            feature: relationship
            steps:
              - tap: 친구
                pointers:
                  /selection/selectedIDs: [1]
              - receive:
                  selection:
                    delegate:
                      selected: [1]
            """
        try writeTestFile(friend, to: directory + "/friend.scenario.yaml")
        let twin = #"{"name": "a friend, by its text", "feature": "relationship", "steps": [{"tap": "친구", "pointers": {"/selection/selectedIDs": [1]}}, {"receive": {"selection": {"delegate": {"selected": [1]}}}}]}"#
        try writeTestFile(twin, to: directory + "/friend.scenario.json")
        let phone = """
            name: the phone field, by its id and its label
            feature: textFieldForm
            steps:
              - focus: form.phone
                pointers:
                  /isPhoneFocused: true
              - input: 휴대폰 번호
                text: "010"
                pointers:
                  /phoneNumber: "010"
            """
        try writeTestFile(phone, to: directory + "/phone.scenario.yaml")
        let run = try await runUIState(["replay", directory])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("3 scenarios: 3 passed, 0 failed, 0 errors\n"), "\(run.stdout)")
    }

    @Test func recordResolvesBareWordsByTheSameRuleAndKeepsTheSelectorUsed() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/buttons.scenario.json"
        let record = try await runUIState(["record", "--feature", "buttonGallery", "-o", file], input: "tap 저장\ntap 닫기\ntap gallery.filled\n")
        #expect(record.status == 0, "\(record.stderr)")
        let steps = try JSONValue(parsing: String(contentsOfFile: file, encoding: .utf8))["steps"]?.arrayValue ?? []
        let taps = steps.compactMap { $0["tap"] }
        #expect(taps == [["text": "저장"], ["label": "닫기"], ["id": "gallery.filled"]])
        let replay = try await runUIState(["replay", file])
        #expect(replay.status == 0, "\(replay.stdout)")
    }
}
