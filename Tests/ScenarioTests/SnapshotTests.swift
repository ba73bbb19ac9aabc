import Scenario
import Testing

/// Golden files: missing is a failure (never recorded silently), `--update-snapshots` records,
/// a recorded file compares equal, a changed tree shows a line diff.
@Suite struct SnapshotTests {
    @Test func recordsComparesAndDiffs() async throws {
        var harness = ScenarioHarness()
        let steps = #"{"expect": {"snapshot": "golden/gallery.txt"}}, {"expect": {"snapshot": {"file": "golden/gallery.json", "format": "json"}}}"#
        let text = scenario("buttonGallery", steps)

        let missing = try await harness.run(text, path: "s/a.scenario.json")
        #expect(missing.status == .failed)
        #expect(missing.failure?.message == "snapshot golden/gallery.txt does not exist; run with --update-snapshots to record it")

        harness.options.updateSnapshots = true
        let recorded = try await harness.run(text, path: "s/a.scenario.json")
        #expect(recorded.status == .passed)
        #expect(recorded.notes.map(\.message) == ["recorded snapshot golden/gallery.txt", "recorded snapshot golden/gallery.json"])
        let files = harness.snapshots.files.withLock { $0 }
        #expect(files["s/golden/gallery.txt"]?.hasPrefix("root #root dynamicTypeSize=large") == true)
        #expect(files["s/golden/gallery.json"]?.contains(#""id": "gallery.iconOnly""#) == true)

        harness.options.updateSnapshots = false
        let compared = try await harness.run(text, path: "s/a.scenario.json")
        #expect(compared.status == .passed && compared.notes.isEmpty)

        let changed = scenario("buttonGallery", #"{"tap": {"id": "gallery.filled"}, "partial": {"tapCount": 1, "lastTappedButton": "filled"}}, "# + steps)
        let failed = try await harness.run(changed, path: "s/a.scenario.json")
        #expect(failed.failure?.message.hasPrefix("the rendered outline differs from snapshot golden/gallery.txt") == true)
        #expect(failed.failure?.diff?.contains(#"+     text #gallery.status "#) == true)
    }
}
