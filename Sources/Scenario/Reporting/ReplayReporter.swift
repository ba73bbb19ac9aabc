/// Turns a report into text: `pretty`, `tap`, `junit` or `json`.
///
/// Output is a function of the report alone (no clock, no environment), so that two runs of one
/// suite give byte-identical reports; durations appear only when `timings` is on.
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
        case .junit: JUnitReporter(timings: timings).render(report)
        case .json: JSONReporter(timings: timings).report(report).serializedString(.pretty) + "\n"
        }
    }
}

extension StepFailure {
    /// `at file:line:col (pointer)` and one `included from` line per include.
    var whereLines: [String] {
        var lines = ["at \(location) (\(location.pointer.isRoot ? "/" : location.pointer.description))"]
        for include in includedFrom.reversed() { lines.append("included from \(include)") }
        return lines
    }
}

/// Milliseconds as reports print them.
func formatMilliseconds(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
