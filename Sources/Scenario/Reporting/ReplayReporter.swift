/// Turns a report into text: `pretty`, `tap`, `junit` or `json`.
///
/// Output is a function of the report alone (no clock, no environment), so that two runs of one
/// suite give byte-identical reports; durations appear only when `timings` is on, except in
/// JUnit, which always carries them.
package enum ReplayReporter: String, Sendable, CaseIterable {
    case pretty
    case tap
    case junit
    case json

    /// - Parameter style: colours for the pretty report on a terminal; the other formats are
    ///   for programs and stay plain.
    package func render(_ report: ReplayReport, timings: Bool = false, style: TextStyle = .plain) -> String {
        switch self {
        case .pretty: PrettyReporter(timings: timings, style: style).render(report)
        case .tap: TAPReporter(timings: timings).render(report)
        case .junit: JUnitReporter().render(report)
        case .json: JSONReporter(timings: timings).report(report).serializedString(.pretty) + "\n"
        }
    }
}

extension StepFailure {
    /// `at file:line:col`, then, for a step an include brought in, `, included from file:line:col`
    /// per include, innermost first. The step's number in the title counts the expanded steps,
    /// so the line names no second one (the pointer's `/steps/N` counts in one file); the pointer
    /// is shown only where no line is known.
    var whereLine: String {
        var text = "at \(location)"
        if location.position == nil { text += " (\(location.pointer.isRoot ? "/" : location.pointer.description))" }
        for include in includedFrom.reversed() { text += ", included from \(include)" }
        return text
    }
}

/// Milliseconds as reports print them.
func formatMilliseconds(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
