import JSON

/// How one scenario went.
package struct ScenarioResult: Sendable {
    package enum Status: String, Sendable {
        case passed
        /// A step's assertion failed (exit code 1).
        case failed
        /// The file could not be used: not JSON, not a scenario, or it names a feature, preset or
        /// action that does not exist (exit code 2).
        case error
    }

    package var name: String
    package var file: String
    package var feature: String?
    package var tags: [String]
    package var status: Status
    /// Steps in the scenario after includes are expanded.
    package var stepCount: Int
    /// Steps that ran to completion.
    package var stepsPassed: Int
    package var failure: StepFailure?
    /// What non-exhaustive runs skipped (`off-show-skipped`) and snapshots recorded.
    package var notes: [StepNote]
    /// Wall-clock milliseconds of the run; nil for a file that did not run. JUnit shows them
    /// always, the other reports only with `--timings`.
    package var milliseconds: Double?
    /// Each step that ran (the launch first), when `ReplayOptions.recordsSteps` is on.
    package var steps: [StepTrace] = []

    package init(
        name: String, file: String, feature: String?, tags: [String], status: Status, stepCount: Int,
        stepsPassed: Int, failure: StepFailure? = nil, notes: [StepNote] = [], milliseconds: Double? = nil
    ) {
        self.name = name
        self.file = file
        self.feature = feature
        self.tags = tags
        self.status = status
        self.stepCount = stepCount
        self.stepsPassed = stepsPassed
        self.failure = failure
        self.notes = notes
        self.milliseconds = milliseconds
    }

    /// The folder of the file, used as the JUnit class name and suite.
    package var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }

    /// The file's name without its folder (`toast-timing.scenario.yaml`).
    package var fileName: String {
        guard let slash = file.lastIndex(of: "/") else { return file }
        return String(file[file.index(after: slash)...])
    }
}

/// Where a scenario stopped and why.
package struct StepFailure: Sendable {
    /// 1-based step number; `nil` for a whole-file problem, `stepCount + 1` for the end checks.
    package var step: Int?
    /// `send`, `tap`, …, or `end` for the checks after the last step, `file` for a file error.
    package var kind: String
    package var label: String?
    package var location: SourceLocation
    /// Outermost first, the include steps that brought the step in.
    package var includedFrom: [SourceLocation]
    package var message: String
    /// `- expected / + actual` lines, when the failure compares two documents.
    package var diff: String?
    /// A failed `expect.screenshot`'s pictures.
    package var screenshot: ScreenshotMismatch?

    package init(
        step: Int?, kind: String, label: String?, location: SourceLocation, includedFrom: [SourceLocation] = [],
        message: String, diff: String? = nil
    ) {
        self.step = step
        self.kind = kind
        self.label = label
        self.location = location
        self.includedFrom = includedFrom
        self.message = message
        self.diff = diff
    }

    /// `step 3 (tap) "save"` or `end of scenario` or `file`.
    package var title: String {
        switch kind {
        case "file": return "file"
        case "end": return "end of scenario"
        case "launch": return "launch"
        default:
            var text = "step \(step ?? 0) (\(kind))"
            if let label { text += " " + JSONValue.string(label).serializedString() }
            return text
        }
    }
}

/// Something worth showing that is not a failure.
package struct StepNote: Sendable {
    package var step: Int?
    package var label: String?
    package var location: SourceLocation
    package var message: String
    package var diff: String?

    package init(step: Int?, label: String?, location: SourceLocation, message: String, diff: String? = nil) {
        self.step = step
        self.label = label
        self.location = location
        self.message = message
        self.diff = diff
    }
}
