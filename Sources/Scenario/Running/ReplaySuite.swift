import JSON
import Synchronization

/// Replays a set of scenario files: loads each (a file that cannot be used becomes an `error`
/// result and the rest still run), filters by name, tags and shard, runs `jobs` at a time, and
/// reports in path order whatever the number of jobs.
///
/// ```swift
/// let report = await ReplaySuite(options: options).run(paths: ["examples/scenarios"], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
/// ```
package struct ReplaySuite: Sendable {
    package var options: ReplayOptions
    package var loader: ScenarioLoader
    package var snapshots: SnapshotStore

    package init(options: ReplayOptions = ReplayOptions(), loader: ScenarioLoader = ScenarioLoader(), snapshots: SnapshotStore = .disk) {
        self.options = options
        self.loader = loader
        self.snapshots = snapshots
    }

    /// Called as scenarios finish: how many are done, of how many, and the last one's name.
    package typealias Progress = @Sendable (_ done: Int, _ total: Int, _ name: String) -> Void

    /// Runs every scenario found under `paths` (in this shard, when sharded).
    package func run(paths: [String], factory: any ScenarioSessionFactory, progress: Progress? = nil) async -> ReplayReport {
        await run(loaded: load(paths: paths), factory: factory, progress: progress)
    }

    /// Loads the files under `paths` that this shard runs; missing paths and unusable files
    /// become load errors.
    package func load(paths: [String]) -> [Result<ScenarioDocument, ScenarioFileError>] {
        let (files, missing) = ScenarioDiscovery.locatedFiles(in: paths)
        var loaded: [Result<ScenarioDocument, ScenarioFileError>] = missing.map {
            .failure(ScenarioFileError(location: SourceLocation(file: $0, pointer: .root, position: nil), message: "no such file or directory"))
        }
        for file in files where options.shard?.contains(relativePath: file.relative) ?? true {
            do {
                loaded.append(.success(try loader.load(path: file.path)))
            } catch {
                loaded.append(.failure(error))
            }
        }
        return loaded
    }

    /// Runs documents already loaded (or their load errors), as `scenario/run` does.
    package func run(
        loaded: [Result<ScenarioDocument, ScenarioFileError>], factory: any ScenarioSessionFactory, progress: Progress? = nil
    ) async -> ReplayReport {
        let selected = loaded.filter(isSelected)
        let runner = ScenarioRunner(options: options, snapshots: snapshots)
        let next = SharedCounter()
        let done = SharedCounter()
        let failures = SharedCounter()
        let maxFailures = options.maxFailures
        let results = await withTaskGroup(of: [(Int, ScenarioResult)].self) { group in
            for _ in 0..<min(options.jobs, max(1, selected.count)) {
                group.addTask {
                    var finished: [(Int, ScenarioResult)] = []
                    while true {
                        if let maxFailures, failures.value >= maxFailures { return finished }
                        let index = next.increment() - 1
                        guard index < selected.count else { return finished }
                        let result: ScenarioResult
                        switch selected[index] {
                        case .success(let document): result = await runner.run(document, factory: factory)
                        case .failure(let error): result = Self.result(for: error)
                        }
                        finished.append((index, result))
                        if result.status != .passed { _ = failures.increment() }
                        let count = done.increment()
                        progress?(count, selected.count, result.name)
                    }
                }
            }
            var all: [(Int, ScenarioResult)] = []
            for await part in group { all += part }
            return all.sorted { $0.0 < $1.0 }
        }
        let started = Set(results.map(\.0))
        let notRun = selected.indices.filter { !started.contains($0) }.map { index in
            switch selected[index] {
            case .success(let document): document.source.path
            case .failure(let error): error.location.file
            }
        }
        return ReplayReport(results: results.map(\.1), notRun: notRun)
    }

    private func isSelected(_ entry: Result<ScenarioDocument, ScenarioFileError>) -> Bool {
        switch entry {
        case .success(let document):
            if let filter = options.filter, !document.name.contains(filter), !document.source.path.contains(filter) { return false }
            if !options.tags.isEmpty, !document.tags.contains(where: options.tags.contains) { return false }
            return true
        case .failure(let error):
            // Name and tags are unknown; only the path can filter an unusable file out.
            if let filter = options.filter { return error.location.file.contains(filter) }
            return true
        }
    }

    /// The result reporting a file that could not be used.
    static func result(for error: ScenarioFileError) -> ScenarioResult {
        ScenarioResult(
            name: ScenarioDecoder.defaultName(error.location.file), file: error.location.file, feature: nil, tags: [],
            status: .error, stepCount: 0, stepsPassed: 0,
            failure: StepFailure(step: nil, kind: "file", label: nil, location: error.location, message: error.detail)
        )
    }
}

/// A counter the suite's workers share: the next scenario to take, the number finished.
private final class SharedCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one; returns the new value.
    func increment() -> Int {
        count.wrappingAdd(1, ordering: .relaxed).newValue
    }

    var value: Int { count.load(ordering: .relaxed) }
}
