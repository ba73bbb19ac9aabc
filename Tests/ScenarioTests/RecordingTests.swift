import Foundation
import Features
import JSON
import Scenario
import HostCore
import Testing

/// Recording: `uistate record` and `history/export` write scenarios that replay green at once.
@Suite struct RecordingTests {
    struct Script: CustomTestStringConvertible, Sendable {
        let feature: String
        let arguments: [String]
        let lines: [String]
        /// Step kinds the recording must contain.
        let kinds: [String]
        var testDescription: String { feature }
    }

    static let scripts: [Script] = [
        Script(feature: "counter", arguments: [], lines: [
            #""incrementButtonTapped""#, "send incrementButtonTapped", "tap #counter.buttons/button.0",
            "advance 500", "input #counter.field 42", "env colorScheme=dark", "advance 500", "nonsense", "tap #missing",
        ], kinds: ["send", "tap", "advance", "receive", "expect", "input", "set"]),
        Script(feature: "bookmarks", arguments: ["--preset", "bookmarkAPI=fails"], lines: [
            #"tap {"label": "Bookmark Optimistic updates that roll back"}"#, #"tap {"text": "Bookmarks"}"#,
        ], kinds: ["receive", "tap"]),
        Script(feature: "textFieldForm", arguments: [], lines: [
            "input #form.phone 010", "focus none", "focus #form.phone", "input #form.phone 01012345678",
        ], kinds: ["input", "focus"]),
        Script(feature: "relationship", arguments: [], lines: [
            "tap #item-1", "tap #item-1",
        ], kinds: ["tap"]),
    ]

    @Test(arguments: scripts)
    func aRecordedScenarioReplaysGreenInBothModes(_ script: Script) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/recorded.scenario.json"
        let recorded = try await runUIState(
            ["record", "--feature", script.feature, "-o", file, "--name", "recorded \(script.feature)"] + script.arguments,
            input: script.lines.joined(separator: "\n") + "\n"
        )
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("root #root"), "the outline is printed after each command")
        let document = try ScenarioLoader().load(path: file)
        let kinds = Set(document.steps.map(\.action.kind))
        #expect(kinds.isSuperset(of: script.kinds), "\(kinds)")
        let inProcess = await ReplaySuite().run(paths: [file], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        #expect(inProcess.exitCode == 0, "\(ReplayReporter.pretty.render(inProcess))")
        let pool = ServerPool(command: try serveCommand(), size: 1)
        let overServer = await ReplaySuite().run(paths: [file], factory: ServerSessionFactory(pool: pool))
        await pool.shutDown()
        #expect(ReplayReporter.json.render(overServer) == ReplayReporter.json.render(inProcess))
    }

    @Test func refusedCommandsAreReportedAndNotRecorded() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/r.scenario.json"
        let run = try await runUIState(["record", "--feature", "counter", "-o", file], input: "tap #missing\nbogus\n\"nope\"\nquit\nincrementButtonTapped\n")
        #expect(run.status == 0)
        #expect(run.stderr.contains("no node matches"))
        #expect(run.stderr.contains("unknown command 'bogus'"))
        #expect(run.stderr.contains("invalid action"))
        let document = try ScenarioLoader().load(path: file)
        #expect(document.steps.isEmpty, "quit stops before the last line; refused lines leave nothing")
    }

    @Test func recordNeedsAFeatureAndAFile() async throws {
        #expect(try await runUIState(["record", "-o", "/tmp/x.json"]).status == 2)
        #expect(try await runUIState(["record", "--feature", "counter"]).status == 2)
        let help = try await runUIState(["record", "--help"])
        #expect(help.status == 0 && help.stdout.contains("tap SELECTOR"))
        let unknown = try await runUIState(["record", "--feature", "countr", "-o", "/tmp/uistate-never-written.json"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown feature"))  // bad usage, as in every command
    }

    @Test func historyExportOverTheWireReplaysGreen() async throws {
        let server = try ServerConnection.spawn(try serveCommand())
        try await server.initialize()
        let created = try await server.call("store/create", ["feature": "bookmarks"])
        let id = try #require(created["storeId"])
        _ = try await server.call("view/tap", ["storeId": id, "selector": ["label": "Bookmark Optimistic updates that roll back"]])
        _ = try await server.call("store/dispatch", ["storeId": id, "action": ["tabSelected": "bookmarks"]])
        let exported = try await server.call("history/export", ["storeId": id])
        await server.shutDown()
        let scenario = try #require(exported["scenario"])
        #expect(scenario["name"] == "recorded bookmarks")
        let document = try ScenarioLoader().decode(value: scenario, path: "exported.scenario.json")
        #expect(document.steps.first.map { $0.action.kind } == "receive", "the launch's page 1 is received first")
        let report = await ScenarioRunner().run(document, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        #expect(report.status == .passed, "\(ReplayReporter.pretty.render(ReplayReport(results: [report])))")
    }
}
