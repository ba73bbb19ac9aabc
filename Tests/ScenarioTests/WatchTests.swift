import Foundation
import Scenario
import Testing
import RPCTestSupport

/// `--watch`'s change detection: which files changed, and which scenarios they affect.
@Suite struct WatchTests {
    @Test func aChangedFragmentOrSnapshotSelectsTheScenariosThatUseIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func write(_ name: String, _ text: String) throws {
            try writeTestFile(text, to: directory + "/" + name)
        }
        try write("setup.steps.json", #"{"steps": [{"send": "incrementButtonTapped", "pointers": {"/count": 1, "/countText": "1", "/isLoadingFact": true}}]}"#)
        try write("a.scenario.json", #"{"feature": "counter", "steps": [{"include": "setup.steps.json"}, {"advance": 500}, {"receive": {"factResponse": "1 is a good number."}, "match": "partial"}]}"#)
        try write("b.scenario.json", #"{"feature": "counter", "steps": [{"expect": {"snapshot": "b.txt"}}]}"#)
        try write("b.txt", "root\n")
        let before = FileFingerprints.scan([directory])
        #expect(before.files.count == 4)
        #expect(FileFingerprints.scan([directory]).changes(since: before).isEmpty)

        try write("setup.steps.json", #"{"steps": [{"send": "decrementButtonTapped"}]}"#)
        let afterFragment = FileFingerprints.scan([directory])
        let changed = afterFragment.changes(since: before)
        #expect(changed == [directory + "/setup.steps.json"])
        let loaded = ReplaySuite().load(paths: [directory])
        #expect(AffectedScenarios.select(loaded, changed: changed) == [directory + "/a.scenario.json"])

        try write("b.txt", "root #root\n")
        let snapshotChange = FileFingerprints.scan([directory]).changes(since: afterFragment)
        #expect(AffectedScenarios.select(loaded, changed: snapshotChange) == [directory + "/b.scenario.json"])

        try write("c.scenario.json", "not json")
        let withNew = ReplaySuite().load(paths: [directory])
        let added = FileFingerprints.scan([directory]).changes(since: afterFragment)
        #expect(AffectedScenarios.select(withNew, changed: added) == [directory + "/b.scenario.json", directory + "/c.scenario.json"])
    }

    @Test func watchReplaysOnceAndStopsAfterItsIterations() async throws {
        let run = try await runUIState(["replay", "examples/scenarios/textFieldForm", "--watch", "--watch-iterations", "2", "--watch-interval-ms", "20"])
        #expect(run.status == 0, "\(run.stderr)")
        // One line per scenario in the folder, all passed.
        let count = try FileManager.default.contentsOfDirectory(atPath: "examples/scenarios/textFieldForm").filter { $0.hasSuffix(".scenario.json") || $0.hasSuffix(".scenario.yaml") }.count
        #expect(run.stdout.contains("\(count) scenarios: \(count) passed"))
        #expect(run.stdout.contains("watching examples/scenarios/textFieldForm"))
    }
}
