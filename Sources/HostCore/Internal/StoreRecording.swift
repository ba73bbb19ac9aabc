import FeatureKit
import JSON
import Scenario
import Synchronization
import UIStateProtocol

// MARK: - StoreRecording

/// The requests that made a store's history, kept so that `history/export` can write them back
/// as the steps of a scenario: history alone knows actions, not the taps and clock advances
/// that led to them.
///
/// Bounded like history: past `limit` steps and jumps together the recording stops and says it
/// is incomplete.
final class StoreRecording: StepObserver {
    /// One request that processed something (or nothing: an `advance` that woke no effect is
    /// still a step a replay needs).
    struct Step: Sendable {
        let action: StepAction
        let sequences: Range<Int>
    }

    /// A `history/jump`, between the steps recorded before and after it: the scenario of the
    /// store's state goes back to the path that reached `version`.
    struct Jump: Sendable {
        let version: Int
        let sequences: Range<Int>
        /// How many steps were recorded before it.
        let afterSteps: Int
    }

    private struct Storage {
        var launch: Range<Int> = 0..<0
        var launchState: JSONValue = .null
        var steps: [Step] = []
        var jumps: [Jump] = []
        var complete = true

        /// Whether one more step or jump fits in `limit`; once one does not, the recording is
        /// incomplete for good, so that nothing later is kept (or exported) without it.
        mutating func hasRoom(within limit: Int) -> Bool {
            if complete, steps.count + jumps.count < limit { return true }
            complete = false
            return false
        }
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

    /// Takes on `source`'s recording (a fork's, started where its source stands, which would
    /// have recorded the same by replaying its requests).
    func continueRecording(of source: StoreRecording) {
        let recorded = source.storage.withLock { $0 }
        storage.withLock { $0 = recorded }
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
            guard storage.hasRoom(within: limit) else { return }
            storage.steps.append(Step(action: action, sequences: sequences))
        }
    }

    func recordJump(to version: Int, sequences: Range<Int>) {
        storage.withLock { storage in
            guard storage.hasRoom(within: limit) else { return }
            storage.jumps.append(Jump(version: version, sequences: sequences, afterSteps: storage.steps.count))
        }
    }

    /// False once steps were left out to stay within the limit.
    var isComplete: Bool { storage.withLock { $0.complete } }

    /// How many steps and jumps are kept: never more than the limit.
    var keptCount: Int { storage.withLock { $0.steps.count + $0.jumps.count } }

    /// The scenario document: the header, then each request on the path to the store's state
    /// as a step with its assertions.
    ///
    /// - Parameter entries: the history entries as `StepReport.entries` writes them.
    /// - Throws: `UnreachableJumpError` when a jump went to a version no sequence of requests
    ///   stops at (one inside a request's step, such as the state between a tap's action and
    ///   the action its effect sent back).
    func scenario(entries: [JSONValue], name: String?) throws(UnreachableJumpError) -> JSONValue {
        let recorded = storage.withLock { $0 }
        var bySequence: [Int: JSONValue] = [:]
        for entry in entries {
            if let sequence = entry["sequence"]?.integerValue { bySequence[Int(sequence)] = entry }
        }
        var writer = ScenarioWriter(known: recorded.launchState)
        writer.absorbLaunch(recorded.launch.compactMap { bySequence[$0] }, launchState: recorded.launchState)
        for step in try Self.path(recorded, entries: bySequence) {
            writer.add(step.action, entries: step.sequences.compactMap { bySequence[$0] })
        }
        var document = header
        if let name { document.name = name }
        document.steps = writer.steps
        return document.json
    }

    /// The steps that lead to the store's state: every step, except that a jump goes back to
    /// the steps that had reached its version (the store's state is then that version's, and
    /// what follows builds on it). The steps form a tree, since a jump starts a new branch from
    /// an old point; the path is the branch the store is on.
    private static func path(_ recorded: Storage, entries: [Int: JSONValue]) throws(UnreachableJumpError) -> [Step] {
        // Node 0 is the store after its launch; every other node is a step and its parent.
        var nodes: [(parent: Int, step: Step?)] = [(0, nil)]
        var current = version(after: recorded.launch, in: entries) ?? 0
        // The node after which the store was at each version a step ended at.
        var nodeAtVersion = [current: 0]
        var node = 0
        var jumps = recorded.jumps[...]
        func jump(_ jump: Jump) throws(UnreachableJumpError) {
            guard let target = nodeAtVersion[jump.version] else { throw UnreachableJumpError(version: jump.version) }
            node = target
            current = version(after: jump.sequences, in: entries) ?? current
            nodeAtVersion[current] = node
        }
        for (index, step) in recorded.steps.enumerated() {
            while let next = jumps.first, next.afterSteps == index {
                try jump(next)
                jumps.removeFirst()
            }
            nodes.append((node, step))
            node = nodes.count - 1
            current = version(after: step.sequences, in: entries) ?? current
            nodeAtVersion[current] = node
        }
        for next in jumps { try jump(next) }
        var path: [Step] = []
        while node != 0, let step = nodes[node].step {
            path.append(step)
            node = nodes[node].parent
        }
        return path.reversed()
    }

    /// The version the newest of `sequences`' entries left the store at; nil when they made none.
    private static func version(after sequences: Range<Int>, in entries: [Int: JSONValue]) -> Int? {
        sequences.reversed().lazy.compactMap { entries[$0]?["version"]?.integerValue }.first.map(Int.init)
    }
}

// MARK: - UnreachableJumpError

/// `history/export` after a jump to a version no scenario stops at (wire −32602).
struct UnreachableJumpError: Error, Sendable, CustomStringConvertible {
    let version: Int

    var description: String {
        "history jumped to version \(version), which lies inside one request's step (between an action and what its "
            + "effects sent back): no scenario stops there, so none reaches the state shown"
    }
}
