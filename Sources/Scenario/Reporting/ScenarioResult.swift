import JSONValue

/// How one scenario went.
public struct ScenarioResult: Sendable {
    public enum Status: String, Sendable {
        case passed
        /// A step's assertion failed (exit code 1).
        case failed
        /// The file could not be used: not JSON, not a scenario, or it names a feature, preset or
        /// action that does not exist (exit code 2).
        case error
    }

    public var name: String
    public var file: String
    public var feature: String?
    public var tags: [String]
    public var status: Status
    /// Steps in the scenario after includes are expanded.
    public var stepCount: Int
    /// Steps that ran to completion.
    public var stepsPassed: Int
    public var failure: StepFailure?
    /// What non-exhaustive runs skipped (`off-show-skipped`) and snapshots recorded.
    public var notes: [StepNote]
    /// Wall-clock milliseconds; only with `--timings`.
    public var milliseconds: Double?
    /// Each step that ran (the launch first), when `ReplayOptions.recordsSteps` is on.
    public var steps: [StepTrace] = []

    public init(
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
    public var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }
}

/// Where a scenario stopped and why.
public struct StepFailure: Sendable {
    /// 1-based step number; `nil` for a whole-file problem, `stepCount + 1` for the end checks.
    public var step: Int?
    /// `send`, `tap`, …, or `end` for the checks after the last step, `file` for a file error.
    public var kind: String
    public var label: String?
    public var location: SourceLocation
    /// Outermost first, the include steps that brought the step in.
    public var includedFrom: [SourceLocation]
    public var message: String
    /// `- expected / + actual` lines, when the failure compares two documents.
    public var diff: String?

    public init(
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
    public var title: String {
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
public struct StepNote: Sendable {
    public var step: Int?
    public var label: String?
    public var location: SourceLocation
    public var message: String
    public var diff: String?

    public init(step: Int?, label: String?, location: SourceLocation, message: String, diff: String? = nil) {
        self.step = step
        self.label = label
        self.location = location
        self.message = message
        self.diff = diff
    }
}
