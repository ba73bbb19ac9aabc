import JSON

/// What `uistate record` prints after a step: what effects sent and the events, then only what
/// the step changed — the state's and the rendered outline's line diffs — and the effects still
/// in flight by the action that started them. Reprinting the whole tree after every command
/// buried the one line that moved; `view` and `state` print the whole of either on demand.
///
/// A pure function of the step's reply and the before and after texts, so it is tested without a
/// store.
enum RecordChanges {
    /// The ASCII diff with one unchanged line around each change (a pretty-printed state's key,
    /// an outline line's node id, are on the changed line itself).
    static let diffFormat: LineDiff.Format = {
        var format = LineDiff.Format.ascii
        format.context = 1
        return format
    }()

    /// One snapshot of the store as record shows it.
    struct Snapshot: Equatable {
        var state: JSONValue
        var outline: String
    }

    /// The lines to print after a step whose reply is `step`, from `before` to `after`;
    /// `nextTimerMs` is `effects/list`'s, when effects are in flight.
    static func lines(step: JSONValue, before: Snapshot, after: Snapshot, nextTimerMs: Int64?) -> [String] {
        var lines: [String] = []
        for action in step["received"]?.arrayValue ?? [] { lines.append("received " + action.serializedString(.compact)) }
        for event in step["events"]?.arrayValue ?? [] { lines.append("event " + event.serializedString(.compact)) }
        let state = LineDiff.render(expected: before.state.serializedString(.pretty), actual: after.state.serializedString(.pretty), format: diffFormat)
        let view = LineDiff.render(expected: before.outline, actual: after.outline, format: diffFormat)
        if state.isEmpty && view.isEmpty {
            lines.append("no change to the state or the view")
        } else {
            lines += section("state", state)
            lines += section("view", view)
        }
        lines += effects(step["effects"]?.arrayValue ?? [], nextTimerMs: nextTimerMs)
        return lines
    }

    private static func section(_ title: String, _ diff: String) -> [String] {
        guard !diff.isEmpty else { return ["\(title): unchanged"] }
        return ["\(title):"] + diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }

    /// "2 effects in flight:", then each by the action that started it, its cancel ids and what
    /// it waits on, and how far the next timer is (what `advance` would take).
    static func effects(_ effects: [JSONValue], nextTimerMs: Int64?) -> [String] {
        guard !effects.isEmpty else { return [] }
        var lines = [effects.count == 1 ? "1 effect in flight:" : "\(effects.count) effects in flight:"]
        for effect in effects {
            var line = "  #\(effect["id"]?.integerValue.map(String.init) ?? "?") started by " + actionName(effect["action"])
            let cancelIDs = (effect["cancelIds"]?.arrayValue ?? []).map { $0.stringValue ?? $0.serializedString(.compact) }
            if !cancelIDs.isEmpty { line += " (cancel id \(cancelIDs.joined(separator: ", ")))" }
            if let parent = effect["parent"]?.integerValue { line += " inside #\(parent)" }
            line += ": " + status(effect["status"]?.stringValue)
            if effect["cancelled"] == true { line += ", cancelled" }
            lines.append(line)
        }
        if let nextTimerMs { lines.append("  the next timer fires in \(nextTimerMs) ms (advance \(nextTimerMs))") }
        return lines
    }

    /// A case's name as typed: a bare name, else the action's JSON.
    private static func actionName(_ action: JSONValue?) -> String {
        guard let action else { return "?" }
        return action.stringValue ?? action.serializedString(.compact)
    }

    private static func status(_ status: String?) -> String {
        switch status {
        case "waitingOnTestClock": "sleeping on the test clock"
        case "waitingOnChildren": "waiting for the effects it started"
        case "running": "running"
        default: status ?? "in flight"
        }
    }
}
