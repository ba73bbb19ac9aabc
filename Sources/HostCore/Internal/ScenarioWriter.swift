import JSONValue

// MARK: - ScenarioWriter

/// Writes recorded requests as scenario steps whose assertions are exactly what an exhaustive
/// replay checks: it follows the runner's rules (`Scenario`'s `ScenarioExecution`) for which
/// state each step and each `receive` is held to, so that the export replays green.
struct ScenarioWriter {
    /// The state as last asserted.
    private(set) var known: JSONValue
    private(set) var steps: [JSONValue] = []

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
    mutating func add(_ step: JSONValue, entries: [JSONValue]) {
        let records = Self.records(entries)
        let lastOwn = records.lastIndex { $0["origin"]?.stringValue != "effect" }
        var written = step.objectValue ?? [:]
        if let lastOwn, let state = records[lastOwn]["state"] {
            for (key, value) in Self.assertion(from: known, to: state) { written[key] = value }
            known = state
        }
        steps.append(.object(written))
        receive(records, after: lastOwn)
        expectEvents(entries)
    }

    /// `receive` steps for the effect records; those before the step's last own action are
    /// folded into the step's state (the runner holds them to nothing of their own).
    private mutating func receive(_ records: [JSONValue], after lastOwn: Int?) {
        for (index, record) in records.enumerated() where record["origin"]?.stringValue == "effect" {
            var written: JSONObject = ["receive": record["action"] ?? .null]
            if lastOwn.map({ index > $0 }) ?? true, let state = record["state"] {
                for (key, value) in Self.assertion(from: known, to: state) { written[key] = value }
                known = state
            }
            steps.append(.object(written))
        }
    }

    private mutating func expectEvents(_ entries: [JSONValue]) {
        let events = entries.flatMap { $0["events"]?.arrayValue ?? [] }
        guard !events.isEmpty else { return }
        steps.append(["expect": ["events": .array(events)]])
    }

    /// Entries of processed actions (environment changes and jumps have none).
    private static func records(_ entries: [JSONValue]) -> [JSONValue] {
        entries.filter { ["outside", "launch", "effect"].contains($0["origin"]?.stringValue ?? "") }
    }

    /// The members asserting `new` after `old`: nothing when equal, `pointers` when only values
    /// were replaced (readable), else the whole `state` (inserted or removed members and array
    /// elements shift pointers, which a pointer assertion cannot say).
    static func assertion(from old: JSONValue, to new: JSONValue) -> [(String, JSONValue)] {
        guard old != new else { return [] }
        var pointers: [(String, JSONValue)] = []
        for operation in JSONPatch.diff(from: old, to: new).operations {
            guard case .replace(let path, let value) = operation, !path.isRoot else { return [("state", new)] }
            pointers.append((path.description, value))
        }
        return [("pointers", .object(JSONObject(pointers)))]
    }
}
