import Components
import JSONValue

/// Runs one scenario against a session, step by step, with TCA's exhaustivity.
///
/// Exhaustive (the default) means: the state after every step must be exactly what its
/// assertion says (no assertion: unchanged), every action received from effects must be consumed
/// with `receive` before the next step that sends actions and by the end, and no effect may be
/// in flight at the end. The first failing step ends the scenario.
public struct ScenarioRunner: Sendable {
    public var options: ReplayOptions
    public var snapshots: SnapshotStore

    public init(options: ReplayOptions = ReplayOptions(), snapshots: SnapshotStore = .disk) {
        self.options = options
        self.snapshots = snapshots
    }

    /// Runs `document` on a fresh session from `factory`; the session is destroyed afterwards.
    public func run(_ document: ScenarioDocument, factory: any ScenarioSessionFactory) async -> ScenarioResult {
        let session = factory.makeSession()
        let start = ContinuousClock.now
        var execution = ScenarioExecution(document: document, session: session, runner: self)
        var result = await execution.run()
        await session.destroy()
        if options.timings {
            let elapsed = ContinuousClock.now - start
            result.milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        }
        return result
    }
}
