import Foundation
import Features
import JSON
import Scenario
import HostCore
import Testing
@testable import uistate
import RPCTestSupport

/// YAML scenarios: the same typed model, errors and replay as JSON.
@Suite struct YAMLFormTests {
    /// Every JSON example and fragment, relative to the examples folder.
    static let jsonFiles: [String] = (FileManager.default.enumerator(atPath: RepositoryPaths.examples)?.allObjects as? [String] ?? [])
        .filter { ($0.hasSuffix(".scenario.json") || $0.hasSuffix(".steps.json")) }
        .sorted()

    static func yamlName(_ json: String) -> String { String(json.dropLast(".json".count)) + ".yaml" }

    /// What a recorded step holds, as one string to compare across the two forms.
    @Sendable static func describe(_ step: StepTrace) -> String {
        "\(step.request) \(step.received) \(step.events) \(step.state) \(step.stateDiff) \(String(describing: step.screen))"
    }

    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: RepositoryPaths.examples + "/" + relative, encoding: .utf8)
    }

    /// The JSON form with its includes pointing at the YAML fragments, as the YAML form has them.
    static func withYAMLIncludes(_ document: JSONValue) -> JSONValue {
        guard case .object(var object) = document, case .array(let steps)? = object["steps"] else { return document }
        object["steps"] = .array(steps.map { step in
            guard case .object(var members) = step, case .string(let include)? = members["include"] else { return step }
            members["include"] = .string(yamlName(include))
            return .object(members)
        })
        return .object(object)
    }

    @Test func everyExampleExistsInBothFormsHoldingTheSameValue() throws {
        #expect(Self.jsonFiles.count >= 23)
        for file in Self.jsonFiles {
            let json = try JSONValue(parsing: Self.text(file))
            let yaml = try YAMLDocument(parsing: Self.text(Self.yamlName(file))).value
            #expect(yaml == Self.withYAMLIncludes(json), "\(file) and its YAML form differ; run scripts/generate-yaml-scenarios.sh")
        }
        let yamlFiles = (FileManager.default.enumerator(atPath: RepositoryPaths.examples)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".yaml") }
        #expect(Set(yamlFiles) == Set(Self.jsonFiles.map(Self.yamlName)), "a YAML example without its JSON form")
    }

    @Test func bothFormsDecodeToTheSameDocument() throws {
        for file in Self.jsonFiles where file.hasSuffix(".scenario.json") {
            let json = try ScenarioLoader().load(path: RepositoryPaths.examples + "/" + file)
            let yaml = try ScenarioLoader().load(path: RepositoryPaths.examples + "/" + Self.yamlName(file))
            #expect(yaml.name == json.name && yaml.feature == json.feature && yaml.tags == json.tags, "\(file)")
            #expect(yaml.initialState == json.initialState && yaml.environment == json.environment, "\(file)")
            #expect(yaml.dependencies.map(\.name) == json.dependencies.map(\.name), "\(file)")
            #expect(yaml.dependencies.map(\.preset) == json.dependencies.map(\.preset), "\(file)")
            #expect(yaml.clock == json.clock && yaml.exhaustivity == json.exhaustivity && yaml.storage == json.storage, "\(file)")
            #expect(yaml.steps.map(\.location.pointer) == json.steps.map(\.location.pointer), "\(file)")
            #expect(yaml.steps.map(\.label) == json.steps.map(\.label), "\(file)")
            #expect(yaml.steps.map { "\($0.action) \(String(describing: $0.state))" } == json.steps.map { "\($0.action) \(String(describing: $0.state))" }, "\(file)")
        }
    }

    @Test func bothFormsReplayIdentically() async throws {
        let scenarios = Self.jsonFiles.filter { $0.hasSuffix(".scenario.json") }.map { RepositoryPaths.examples + "/" + $0 }
        var options = ReplayOptions()
        options.recordsSteps = true
        // No camera here: ScreenshotTests replays the screenshot example's twins with one.
        options.screenshots = .ignored
        let json = try await ReplaySuite(options: options).runOffThePool(paths: scenarios)
        let yaml = try await ReplaySuite(options: options).runOffThePool(paths: scenarios.map(Self.yamlName))
        #expect(json.exitCode == 0 && json.results.count == scenarios.count)
        // Rendering both reports and every step's values is long string work: off the pool.
        let (renamed, rendered, stepPairs) = try await runBlocking {
            let renamed = ReplayReporter.json.render(yaml)
                .replacingOccurrences(of: ".scenario.yaml", with: ".scenario.json")
                .replacingOccurrences(of: ".steps.yaml", with: ".steps.json")
            let pairs = zip(yaml.results, json.results).map { yamlResult, jsonResult in
                (yamlResult.steps.map(Self.describe), jsonResult.steps.map(Self.describe), jsonResult.file)
            }
            return (renamed, ReplayReporter.json.render(json), pairs)
        }
        #expect(renamed == rendered)
        for (yamlStates, jsonStates, file) in stepPairs {
            #expect(yamlStates == jsonStates, "\(file)")
        }
    }

    @Test func decodingErrorsNameTheYAMLLineAndColumnAndPointer() throws {
        let text = """
            # a comment line
            feature: counter
            steps:
              - send: incrementButtonTapped
              - tapp: {id: plus}
            """
        do {
            _ = try ScenarioLoader().decode(text: text, path: "flows/typo.scenario.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.location.pointer.description == "/steps/1/tapp")
            #expect(error.description.hasPrefix(#"flows/typo.scenario.yaml:5:5: /steps/1/tapp: unknown step kind "tapp"; expected one of send"#))
            #expect("\(error.location)" == "flows/typo.scenario.yaml:5:5")
            #expect(error.suggestion == "tap")
        }
    }

    @Test func yamlSyntaxErrorsAreFileErrorsWithAPosition() {
        do {
            _ = try ScenarioLoader().decode(text: "feature: counter\nsteps: [\n  {send: x}\n", path: "broken.scenario.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.message.hasPrefix("not valid YAML: "))
            #expect(error.location.position != nil)
        }
    }

    @Test func yesAndNoAreStringsAsYAML12Says() throws {
        let document = try ScenarioLoader().decode(
            text: "feature: counter\nsteps:\n  - send: {answer: yes}\n", path: "x.scenario.yaml")
        guard case .send(let action)? = document.steps.first?.action else { Issue.record("not a send"); return }
        #expect(action == ["answer": "yes"])
    }

    @Test func aYAMLScenarioMayIncludeAJSONFragmentAndTheOtherWayRound() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeTestFile("{\"steps\": [{\"send\": \"incrementButtonTapped\"}]}", to: directory + "/one.steps.json")
        try writeTestFile("steps:\n  - send: incrementButtonTapped\n", to: directory + "/two.steps.yaml")
        try writeTestFile("feature: counter\nexhaustivity: off\nsteps:\n  - include: one.steps.json\n  - include: two.steps.yaml\n  - send: incrementButtonTapped\n    partial: {count: 3}\n", to: directory + "/both.scenario.yaml")
        let report = await ReplaySuite().run(paths: [directory], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        #expect(report.results.map(\.status) == [.passed], "\(ReplayReporter.pretty.render(report))")
    }

    @Test func recordWritesYAMLForAYAMLFileName() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/recorded.scenario.yaml"
        let run = try await runUIState(["record", "--feature", "counter", "-o", file], input: "\"incrementButtonTapped\"\nadvance 500\n")
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("name: "), "\(text)")
        let report = await ReplaySuite().run(paths: [file], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        #expect(report.exitCode == 0, "\(ReplayReporter.pretty.render(report))")
    }

    @Test func theFormatDocumentsYAMLExampleIsItsJSONExample() throws {
        let readme = try String(contentsOfFile: RepositoryPaths.root + "/protocol/scenario/README.md", encoding: .utf8)
        func block(_ language: String) throws -> String {
            let start = try #require(readme.range(of: "```" + language + "\n"))
            let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
            return String(readme[start.upperBound..<end.lowerBound])
        }
        let json = try JSONValue(parsing: block("json"))
        #expect(try YAMLDocument(parsing: block("yaml")).value == Self.withYAMLIncludes(json))
    }

    @Test func theGalleryShowsAScenarioWithATwinOnce() {
        let loaded = ReplaySuite().load(paths: [RepositoryPaths.examples + "/textFieldForm"])
        let shown = GalleryScenarioRows.withoutYAMLTwins(loaded).compactMap { try? $0.get().source.path }
        #expect(loaded.count == 2 * shown.count)
        #expect(shown.allSatisfy { $0.hasSuffix(".scenario.json") })
        let lone = ReplaySuite().load(paths: [RepositoryPaths.examples + "/textFieldForm/input-focuses-first.scenario.yaml"])
        #expect(GalleryScenarioRows.withoutYAMLTwins(lone).count == 1, "a YAML file without its JSON twin is shown")
    }
}
