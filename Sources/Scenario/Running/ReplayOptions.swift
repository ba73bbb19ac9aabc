/// How a suite is replayed.
package struct ReplayOptions: Sendable {
    /// Only scenarios whose name or file path contains this (case-sensitive).
    package var filter: String?
    /// Only scenarios with at least one of these tags.
    package var tags: [String]
    /// Write snapshot files and screenshots instead of comparing them (only those that differ).
    package var updateSnapshots: Bool
    /// Measure wall-clock time per scenario (reports are then not byte-identical run to run).
    package var timings: Bool
    /// Scenarios run at once (in-process: stores in parallel; `--server`: that many processes).
    /// Reports list results in path order whatever this is.
    package var jobs: Int
    /// Only this shard's part of the suite (`--shard i/n`).
    package var shard: Shard?
    /// The wall-clock limit per scenario; `nil` for none. A scenario over it fails at the step
    /// it was on.
    package var timeout: Duration?
    /// Record a `StepTrace` per step (request, received actions, events, effects, state diff and
    /// the rendered tree after it) in `ScenarioResult.steps`, for the HTML report.
    package var recordsSteps = false
    /// Write one trace file per scenario into this directory (`--trace DIR`; see `TraceFile`).
    package var traceDirectory: String?
    /// Start no more scenarios once this many have failed or could not be used
    /// (`--max-failures N`); those already running finish. `nil` runs them all.
    package var maxFailures: Int?
    /// How `expect.screenshot` steps get their pictures: `uistate replay` hands in Chromium.
    package var screenshots = ScreenshotPolicy.noCamera

    package init(
        filter: String? = nil, tags: [String] = [], updateSnapshots: Bool = false, timings: Bool = false,
        jobs: Int = 1, shard: Shard? = nil, timeout: Duration? = .seconds(60), traceDirectory: String? = nil
    ) {
        self.filter = filter
        self.tags = tags
        self.updateSnapshots = updateSnapshots
        self.timings = timings
        self.jobs = max(1, jobs)
        self.shard = shard
        self.timeout = timeout
        self.traceDirectory = traceDirectory
    }
}
