import Scenario
import JSON

/// The gallery's scenario rows: each scenario replayed once per variant (the variant's size and
/// scheme merged into its launch environment) against `uistate serve` children, a row per step.
///
/// A variant a scenario was not written for is *skipped*, not failed: one whose launch
/// environment names another size or scheme is not replayed there, and one that stops early in a
/// variant while it passes in another (a flow whose expectations hold at one text size) shows
/// the steps it did not reach as skipped, saying where it stopped. A scenario that passes in no
/// variant is a real failure: its missing screens say why.
struct GalleryScenarioRows: Sendable {
    let serveCommand: [String]
    let variants: [GalleryVariant]

    /// The rows, each with the feature it belongs to, in the order of the files found.
    func rows(paths: [String]) async -> [(feature: String, row: Gallery.Row)] {
        guard !paths.isEmpty else { return [] }
        var options = ReplayOptions(jobs: 2)
        options.recordsSteps = true
        // The gallery shows what happens; snapshots and screenshots on disk are neither checked
        // nor written.
        options.screenshots = .ignored
        let suite = ReplaySuite(options: options, snapshots: SnapshotStore(read: { _ in nil }, write: { _, _ in }))
        let loaded = Self.withoutYAMLTwins(suite.load(paths: paths))
        // runs[v][i]: the i-th file's result in variant v; nil where the variant was skipped.
        var runs: [[ScenarioResult?]] = []
        var skips: [[String?]] = []
        for variant in variants {
            var adjusted: [Result<ScenarioDocument, ScenarioFileError>] = []
            var indexes: [Int] = []
            var skipped = [String?](repeating: nil, count: loaded.count)
            for (index, entry) in loaded.enumerated() {
                if case .success(let document) = entry, let conflict = variant.conflict(withLaunchEnvironment: document.environment) {
                    skipped[index] = conflict
                    continue
                }
                adjusted.append(entry.map { Self.launching($0, in: variant) })
                indexes.append(index)
            }
            let pool = ServerPool(command: serveCommand, size: options.jobs)
            let report = await suite.run(loaded: adjusted, factory: ServerSessionFactory(pool: pool))
            await pool.shutDown()
            var results = [ScenarioResult?](repeating: nil, count: loaded.count)
            for (index, result) in zip(indexes, report.results) { results[index] = result }
            runs.append(results)
            skips.append(skipped)
        }
        var rows: [(String, Gallery.Row)] = []
        for index in loaded.indices {
            let results = runs.map { $0[index] }
            guard let first = results.compactMap({ $0 }).first, let feature = first.feature else { continue }
            let passedIn = zip(variants, results).filter { $0.1?.status == .passed }.map(\.0.name)
            let stepCount = results.map { $0?.steps.count ?? 0 }.max() ?? 0
            for step in 0..<stepCount {
                var title = ""
                var screens: [Gallery.Screen] = []
                for (variant, result) in results.enumerated() {
                    guard let run = result else {
                        screens.append(.skipped((skips[variant][index] ?? "not replayed") + "; it is shown in the variants that match"))
                        continue
                    }
                    if run.steps.indices.contains(step), let tree = run.steps[step].screen {
                        title = title.isEmpty ? Self.title(run.steps[step]) : title
                        screens.append(.tree(tree))
                    } else {
                        screens.append(Self.unreached(run, passedIn: passedIn))
                    }
                }
                rows.append((feature, Gallery.Row(title: first.name + " — " + title, detail: first.file, screens: screens)))
            }
        }
        return rows
    }

    /// A step's screen that a variant's run did not reach.
    static func unreached(_ run: ScenarioResult, passedIn: [String]) -> Gallery.Screen {
        let stop = run.failure.map { $0.title + ": " + $0.message } ?? "no screen was recorded"
        guard !passedIn.isEmpty else { return .missing("the scenario stopped earlier: " + stop) }
        return .skipped("the scenario is written for \(passedIn.joined(separator: ", ")); in this variant it stops at " + stop)
    }

    static func title(_ trace: StepTrace) -> String {
        trace.number == 0 ? "launch" : "step \(trace.number) (\(trace.kind))" + (trace.label.map { " " + $0 } ?? "")
    }

    /// The document with the variant's size and scheme in its launch environment.
    static func launching(_ document: ScenarioDocument, in variant: GalleryVariant) -> ScenarioDocument {
        var document = document
        var members = document.environment?.objectValue ?? JSONObject()
        for (key, value) in variant.environment { members[key] = value }
        document.environment = .object(members)
        return document
    }

    /// The examples exist as JSON and as YAML with the same steps; a screen is shown once, from
    /// the JSON file, when both were found.
    static func withoutYAMLTwins(_ loaded: [Result<ScenarioDocument, ScenarioFileError>]) -> [Result<ScenarioDocument, ScenarioFileError>] {
        let jsonPaths = Set(loaded.compactMap { try? $0.get().source.path })
        return loaded.filter { entry in
            guard case .success(let document) = entry, document.source.path.hasSuffix(".scenario.yaml") else { return true }
            return !jsonPaths.contains(String(document.source.path.dropLast(".yaml".count)) + ".json")
        }
    }
}
