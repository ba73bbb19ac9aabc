import Foundation
import Features
import JSON
import RPCTestSupport
import Scenario
import HostCore
import Testing
@testable import uistate

/// `uistate record` as a REPL: Tab completion (a pure function), label selectors, and the
/// terminal path driven through a pseudo-terminal.
@Suite struct RecordPromptTests {
    static let counter = RecordCompletion.Vocabulary(
        nodeIDs: ["root", "counter.buttons/button.0", "counter.buttons/button.1", "counter.field"],
        labels: ["Decrement", "Increment", "Count", "Bookmark Optimistic updates"],
        actions: ["decrementButtonTapped", "incrementButtonTapped", "countTextChanged"]
    )

    func complete(_ line: String) -> RecordCompletion { RecordCompletion.complete(line, Self.counter) }

    @Test func theFirstWordCompletesToACommandOrAQuotedAction() {
        #expect(complete("ta").candidates == ["tap"])
        #expect(complete("ta").insertion == "p ")
        #expect(complete("se").candidates == ["send", "settle"])
        #expect(complete("se").insertion == "")
        #expect(complete("\"inc").candidates == ["\"incrementButtonTapped\""])
        #expect(complete("").candidates == RecordCompletion.commands)
    }

    @Test func selectorsCompleteToIdsAndLabelsWithSpacesWhole() {
        #expect(complete("tap Inc").insertion == "rement ")
        #expect(complete("tap #counter.b").candidates == ["#counter.buttons/button.0", "#counter.buttons/button.1"])
        #expect(complete("tap #counter.b").insertion == "uttons/button.")
        #expect(complete("tap Bookmark Opt").candidates == ["Bookmark Optimistic updates"])
        #expect(complete("focus n").candidates == ["none"])
        // input takes one word for the field; the text after it is free.
        #expect(complete("input Cou").candidates == ["Count"])
        #expect(complete("input Count 4").candidates.isEmpty)
        #expect(complete("input Boo").candidates.isEmpty, "a label with spaces cannot be input's one word")
    }

    @Test func actionsAndEnvironmentComplete() {
        #expect(complete("send dec").candidates == ["decrementButtonTapped"])
        #expect(complete("env color").insertion == "Scheme=")
        #expect(complete("env colorScheme=d").candidates == ["dark"])
        #expect(complete("env dynamicTypeSize=accessibilityExtraE").candidates == ["accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"])
        #expect(complete("advance 1").candidates.isEmpty)
    }

    @Test func theVocabularyIsTheTreesIdsAndLabelsOnce() throws {
        let tree = try JSONValue(parsing: #"""
            {"id": "root", "children": [
              {"id": "a", "accessibility": {"label": "Save"}},
              {"id": "b", "accessibility": {"label": "Save"}, "children": [{"id": "c", "accessibility": {"label": ""}}]}
            ]}
            """#)
        let vocabulary = RecordCompletion.Vocabulary.of(tree: tree, actions: ["x"])
        #expect(vocabulary == RecordCompletion.Vocabulary(nodeIDs: ["root", "a", "b", "c"], labels: ["Save"], actions: ["x"]))
    }

    @Test func aWordThatIsNoNodesTextIsTriedAsALabel() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/label.scenario.json"
        let run = try await runUIState(["record", "--feature", "counter", "-o", file], input: "tap Increment\ntap +\ntap Nothing\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Nothing"), "a word that is neither a text nor a label still fails: \(run.stderr)")
        let scenario = try JSONValue(parsing: String(contentsOfFile: file, encoding: .utf8))
        guard case .array(let steps)? = scenario["steps"] else { Issue.record("no steps"); return }
        let taps = steps.compactMap { $0["tap"] }
        #expect(taps == [["label": "Increment"], ["text": "+"]])
    }

    /// Drives the real terminal path (libedit) through a pseudo-terminal: Tab completes a label,
    /// a command and an action; Up recalls the previous line. The driver writes each batch of
    /// keys only after the output it waits for, so the run does not depend on timing.
    @Test func onATerminalTabCompletesAndUpRecalls() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/typed.scenario.yaml"
        let binary = try UIStateBinary.path()
        let executable = binary.hasPrefix("/") ? binary : RepositoryPaths.root + "/" + binary
        let driver = RepositoryPaths.root + "/Tests/ScenarioTests/Fixtures/terminal/record_pty.py"
        let run = try await runProcess(["python3", driver, executable, file])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("counter> "), "the prompt")
        let document = try ScenarioLoader().load(path: file)
        let actions = document.steps.map { "\($0.action)" }.filter { !$0.hasPrefix("expect") && !$0.hasPrefix("receive") }
        #expect(actions.count == 4, "two taps, a send and the advance: \(actions)")
        let report = await ReplaySuite().run(paths: [file], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        #expect(report.exitCode == 0, "\(ReplayReporter.pretty.render(report))")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: "label: Increment").count == 3, "two taps by label:\n\(text)")
        #expect(text.contains("send: decrementButtonTapped"))
    }
}
