import JSON
import Scenario
import Synchronization
import UIStateProtocol

// MARK: - StoreRecording

/// The requests that made a store's history, kept so that `history/export` can write them back
/// as the steps of a scenario: history alone knows actions, not the taps and clock advances
/// that led to them.
///
/// Bounded like history: past `limit` steps the recording stops and says it is incomplete.
final class StoreRecording: StepObserver {
    /// One request that processed something (or nothing: an `advance` that woke no effect is
    /// still a step a replay needs).
    struct Step: Sendable {
        let action: StepAction
        let sequences: Range<Int>
    }

    private struct Storage {
        var launch: Range<Int> = 0..<0
        var launchState: JSONValue = .null
        var steps: [Step] = []
        var complete = true
    }

    let feature: String
    /// The scenario as `store/create` began it: `initialState`, `environment`, `dependencies`
    /// (sorted by name), `clock`; no steps yet.
    private let header: ScenarioDocument
    private let limit: Int
    private let storage = Mutex(Storage())

    init(_ request: StoreCreateRequest, limit: Int = 10_000) {
        feature = request.feature
        header = ScenarioDocument(
            name: "recorded \(request.feature)",
            feature: request.feature,
            initialState: request.initialState,
            environment: request.environment,
            dependencies: (request.dependencies?.presets ?? [:]).sorted { $0.key < $1.key }.map { (name: $0.key, preset: $0.value) },
            clock: request.dependencies?.clock == .live ? .live : .test,
            steps: []
        )
        self.limit = limit
    }

    func recordLaunch(sequences: Range<Int>, state: JSONValue) {
        storage.withLock {
            $0.launch = sequences
            $0.launchState = state
        }
    }

    func store(_ store: HostedStore, didStep operation: any StepOperation, report: StepReport) {
        // A step that ran read its selector as this does, so this cannot fail after it.
        guard let action = try? operation.scenarioAction() else {
            storage.withLock { $0.complete = false }
            return
        }
        record(action, sequences: report.sequences)
    }

    func record(_ action: StepAction, sequences: Range<Int>) {
        storage.withLock { storage in
            guard storage.steps.count < limit else {
                storage.complete = false
                return
            }
            storage.steps.append(Step(action: action, sequences: sequences))
        }
    }

    /// False once steps were left out to stay within the limit.
    var isComplete: Bool { storage.withLock { $0.complete } }

    /// The scenario document: the header, then each request as a step with its assertions.
    ///
    /// - Parameter entries: the history entries as `StepReport.entries` writes them.
    func scenario(entries: [JSONValue], name: String?) -> JSONValue {
        let recorded = storage.withLock { $0 }
        var bySequence: [Int: JSONValue] = [:]
        for entry in entries {
            if let sequence = entry["sequence"]?.integerValue { bySequence[Int(sequence)] = entry }
        }
        var writer = ScenarioWriter(known: recorded.launchState)
        writer.absorbLaunch(recorded.launch.compactMap { bySequence[$0] }, launchState: recorded.launchState)
        for step in recorded.steps {
            writer.add(step.action, entries: step.sequences.compactMap { bySequence[$0] })
        }
        var document = header
        if let name { document.name = name }
        document.steps = writer.steps
        return document.json
    }
}
