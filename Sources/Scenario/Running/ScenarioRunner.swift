import Components
import JSON
import Synchronization

/// Runs one scenario against a session, step by step, with TCA's exhaustivity.
///
/// Exhaustive (the default) means: the state after every step must be exactly what its
/// assertion says (no assertion: unchanged), every action received from effects must be consumed
/// with `receive` before the next step that sends actions and by the end, and no effect may be
/// in flight at the end. The first failing step ends the scenario.
///
/// A scenario over `options.timeout` (wall clock) fails at the step it was on; its session is
/// aborted (a server process is killed) and the runner returns without waiting for the stuck call.
package struct ScenarioRunner: Sendable {
    package var options: ReplayOptions
    package var snapshots: SnapshotStore

    package init(options: ReplayOptions = ReplayOptions(), snapshots: SnapshotStore = .disk) {
        self.options = options
        self.snapshots = snapshots
    }

    /// Runs `document` on a fresh session from `factory`; the session is destroyed afterwards.
    package func run(_ document: ScenarioDocument, factory: any ScenarioSessionFactory) async -> ScenarioResult {
        let session = factory.makeSession()
        let trace = options.traceDirectory == nil ? nil : TraceRecorder()
        let abort = session.abortHandle
        let start = ContinuousClock.now
        let position = StepPosition()
        let first = FirstResult<ScenarioResult>()
        let work = Task { [self] in
            if let trace, let traceable = session as? any TraceableSession { traceable.trace = trace }
            var execution = ScenarioExecution(document: document, session: session, runner: self, position: position)
            let result = await execution.run()
            await session.destroy()
            first.offer(result)
        }
        var timer: Task<Void, Never>?
        if let timeout = options.timeout {
            timer = Task { [self] in
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                if first.offer(timedOut(document, at: position.current, after: timeout)) {
                    work.cancel()
                    await abort()
                }
            }
        }
        var result = await first.value
        timer?.cancel()
        if let trace, let directory = options.traceDirectory {
            TraceFile.write(trace, of: document, into: directory)
        }
        // Always measured: JUnit carries durations whatever `timings` says (CI shows them); the
        // other reports print them only with `timings`.
        let elapsed = ContinuousClock.now - start
        result.milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return result
    }

    /// The failure of a scenario that ran out of time at step `step` (0: creating the store;
    /// past the last: the end checks).
    private func timedOut(_ document: ScenarioDocument, at step: Int, after timeout: Duration) -> ScenarioResult {
        let seconds = formatMilliseconds(Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        let message = "timed out: still running after \(seconds) s (--timeout); a live clock, a hung effect or a hung server"
        var result = ScenarioResult(
            name: document.name, file: document.source.path, feature: document.feature, tags: document.tags,
            status: .failed, stepCount: document.steps.count, stepsPassed: max(0, min(step, document.steps.count + 1) - 1)
        )
        if step == 0 {
            result.failure = StepFailure(step: nil, kind: "launch", label: nil, location: document.source.location(.root), message: message)
        } else if step > document.steps.count {
            let location = document.steps.last?.location ?? document.source.location(.root)
            result.failure = StepFailure(step: step, kind: "end", label: nil, location: location, message: message)
        } else {
            let failed = document.steps[step - 1]
            result.failure = StepFailure(
                step: step, kind: failed.action.kind, label: failed.label, location: failed.location,
                includedFrom: failed.includedFrom, message: message
            )
        }
        return result
    }
}
