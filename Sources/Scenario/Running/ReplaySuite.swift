import JSONValue

/// Replays a set of scenario files: loads each (a file that cannot be used becomes an `error`
/// result and the rest still run), filters by name and tags, runs in path order.
///
/// ```swift
/// let report = await ReplaySuite(options: options).run(paths: ["examples/scenarios"], factory: InProcessSessionFactory())
/// ```
public struct ReplaySuite: Sendable {
    public var options: ReplayOptions
    public var loader: ScenarioLoader
    public var snapshots: SnapshotStore

    public init(options: ReplayOptions = ReplayOptions(), loader: ScenarioLoader = ScenarioLoader(), snapshots: SnapshotStore = .disk) {
        self.options = options
        self.loader = loader
        self.snapshots = snapshots
    }

    /// Runs every scenario found under `paths`; `progress` is told before each one starts.
    public func run(
        paths: [String], factory: any ScenarioSessionFactory,
        progress: (@Sendable (_ done: Int, _ total: Int, _ name: String) -> Void)? = nil
    ) async -> ReplayReport {
        let (files, missing) = ScenarioDiscovery.files(in: paths)
        var loaded: [Result<ScenarioDocument, ScenarioFileError>] = missing.map {
            .failure(ScenarioFileError(location: SourceLocation(file: $0, pointer: .root, position: nil), message: "no such file or directory"))
        }
        for file in files {
            do {
                loaded.append(.success(try loader.load(path: file)))
            } catch {
                loaded.append(.failure(error))
            }
        }
        return await run(loaded, factory: factory, progress: progress)
    }

    /// Runs documents already loaded (or their load errors), as `scenario/run` does.
    public func run(
        _ loaded: [Result<ScenarioDocument, ScenarioFileError>], factory: any ScenarioSessionFactory,
        progress: (@Sendable (_ done: Int, _ total: Int, _ name: String) -> Void)? = nil
    ) async -> ReplayReport {
        let selected = loaded.filter(isSelected)
        let runner = ScenarioRunner(options: options, snapshots: snapshots)
        var results: [ScenarioResult] = []
        for (index, entry) in selected.enumerated() {
            switch entry {
            case .success(let document):
                progress?(index, selected.count, document.name)
                results.append(await runner.run(document, factory: factory))
            case .failure(let error):
                results.append(Self.result(for: error))
            }
        }
        progress?(selected.count, selected.count, "")
        return ReplayReport(results: results)
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
