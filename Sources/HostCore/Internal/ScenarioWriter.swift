import JSON
import Scenario

// MARK: - ScenarioWriter

/// Writes recorded requests as scenario steps whose assertions are exactly what an exhaustive
/// replay checks: it follows the runner's rules (`Scenario`'s `ScenarioExecution`) for which
/// state each step and each `receive` is held to, so that the export replays green. The steps
/// are `ScenarioModel` values; their JSON form is the model's.
struct ScenarioWriter {
    /// The state as last asserted.
    private(set) var known: JSONValue
    private(set) var steps: [ScenarioStep] = []

    init(known: JSONValue) {
        self.known = known
    }

    /// The launch sets the baseline (no assertion); what its effects sent must be received.
    mutating func absorbLaunch(_ entries: [JSONValue], launchState: JSONValue) {
        let records = Self.records(entries)
        let lastOwn = records.lastIndex { $0["origin"]?.stringValue != "effect" }
        known = lastOwn.map { records[$0]["state"] ?? .null } ?? launchState
        receive(records, after: lastOwn)
        expectEvents(entries)
    }

    /// A request: the step with the state its own actions left, then a `receive` per action
    /// effects sent, then the events it fired.
    mutating func add(_ action: StepAction, entries: [JSONValue]) {
        let records = Self.records(entries)
        let lastOwn = records.lastIndex { $0["origin"]?.stringValue != "effect" }
        var step = ScenarioStep(action: action)
        if let lastOwn, let state = records[lastOwn]["state"] {
            step.state = assert(state)
        }
        steps.append(step)
        receive(records, after: lastOwn)
        expectEvents(entries)
    }

    /// `receive` steps for the effect records; those before the step's last own action are
    /// folded into the step's state (the runner holds them to nothing of their own).
    private mutating func receive(_ records: [JSONValue], after lastOwn: Int?) {
        for (index, record) in records.enumerated() where record["origin"]?.stringValue == "effect" {
            var step = ScenarioStep(action: .receive(record["action"] ?? .null, partial: false))
            if lastOwn.map({ index > $0 }) ?? true, let state = record["state"] {
                step.state = assert(state)
            }
            steps.append(step)
        }
    }

    private mutating func expectEvents(_ entries: [JSONValue]) {
        let events = entries.flatMap { $0["events"]?.arrayValue ?? [] }
        guard !events.isEmpty else { return }
        steps.append(ScenarioStep(action: .expect(Expectation(events: events))))
    }

    /// The assertion that `state` follows the known state, which it becomes.
    private mutating func assert(_ state: JSONValue) -> StateExpectation? {
        defer { known = state }
        return Self.assertion(from: known, to: state)
    }

    /// Entries of processed actions and replaced states (environment changes and jumps have no
    /// state of their own to assert).
    private static func records(_ entries: [JSONValue]) -> [JSONValue] {
        entries.filter { ["outside", "launch", "effect", "replace"].contains($0["origin"]?.stringValue ?? "") }
    }

    /// The assertion of `new` after `old`: none when equal, `pointers` when only values were
    /// replaced (readable), else the whole `state` (inserted or removed members and array
    /// elements shift pointers, which a pointer assertion cannot say).
    static func assertion(from old: JSONValue, to new: JSONValue) -> StateExpectation? {
        guard old != new else { return nil }
        var pointers: [StateExpectation.Pointed] = []
        for operation in JSONPatch.diff(from: old, to: new).operations {
            guard case .replace(let path, let value) = operation, !path.isRoot else { return StateExpectation(state: new) }
            pointers.append(.init(pointer: path, value: value))
        }
        return StateExpectation(pointers: pointers)
    }
}
