package import JSON

/// The machine report (also what `scenario/run` returns): a summary and one object per scenario.
///
/// ```json
/// {"summary": {"total": 2, "passed": 1, "failed": 1, "errors": 0},
///  "scenarios": [{"name": "…", "file": "…", "status": "failed", "steps": 5, "stepsPassed": 3,
///                 "failure": {"step": 4, "kind": "tap", "label": "save", "file": "…", "line": 14,
///                             "column": 5, "pointer": "/steps/3", "message": "…", "diff": "…"}}]}
/// ```
package struct JSONReporter: Sendable {
    package let timings: Bool

    package init(timings: Bool) {
        self.timings = timings
    }

    package func report(_ report: ReplayReport) -> JSONValue {
        var summary: JSONObject = [
            "total": .integer(Int64(report.results.count)), "passed": .integer(Int64(report.passed)),
            "failed": .integer(Int64(report.failed)), "errors": .integer(Int64(report.errors)),
        ]
        // Only when --max-failures stopped the run, so reports of whole runs keep their shape.
        if !report.notRun.isEmpty { summary["notRun"] = .array(report.notRun.map(JSONValue.string)) }
        if timings { summary["milliseconds"] = .double(report.results.compactMap(\.milliseconds).reduce(0, +)) }
        return ["version": 1, "summary": .object(summary), "scenarios": .array(report.results.map(scenario))]
    }

    private func scenario(_ result: ScenarioResult) -> JSONValue {
        var object: JSONObject = [
            "name": .string(result.name), "file": .string(result.file),
            "feature": result.feature.map(JSONValue.string) ?? .null,
            "tags": .array(result.tags.map(JSONValue.string)), "status": .string(result.status.rawValue),
            "steps": .integer(Int64(result.stepCount)), "stepsPassed": .integer(Int64(result.stepsPassed)),
        ]
        if let failure = result.failure { object["failure"] = self.failure(failure) }
        if !result.notes.isEmpty {
            object["notes"] = .array(result.notes.map { note in
                var entry: JSONObject = ["message": .string(note.message), "file": .string(note.location.file), "line": .integer(Int64(note.location.line))]
                if let step = note.step { entry["step"] = .integer(Int64(step)) }
                if let diff = note.diff { entry["diff"] = .string(diff) }
                return .object(entry)
            })
        }
        if timings, let milliseconds = result.milliseconds { object["milliseconds"] = .double(milliseconds) }
        return .object(object)
    }

    private func failure(_ failure: StepFailure) -> JSONValue {
        var object: JSONObject = [
            "kind": .string(failure.kind), "message": .string(failure.message),
            "file": .string(failure.location.file), "line": .integer(Int64(failure.location.line)),
            "column": .integer(Int64(failure.location.column)), "pointer": .string(failure.location.pointer.description),
        ]
        if let step = failure.step { object["step"] = .integer(Int64(step)) }
        if let label = failure.label { object["label"] = .string(label) }
        if let diff = failure.diff { object["diff"] = .string(diff) }
        if !failure.includedFrom.isEmpty {
            object["includedFrom"] = .array(failure.includedFrom.map { .string($0.description) })
        }
        return .object(object)
    }
}
