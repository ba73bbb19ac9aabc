/// The human report: one line per scenario, then each failure with its step, label, location
/// and `- expected / + actual` diff, then a summary line.
struct PrettyReporter {
    let timings: Bool
    var style = TextStyle.plain

    func render(_ report: ReplayReport) -> String {
        var lines: [String] = []
        for result in report.results {
            let mark = switch result.status {
            case .passed: style.paint("✓", .passed)
            case .failed: style.paint("✗", .failed)
            case .error: style.paint("!", .error)
            }
            var line = "\(mark) \(result.name)  \(result.file)"
            if timings, let milliseconds = result.milliseconds { line += "  (\(formatMilliseconds(milliseconds)) ms)" }
            lines.append(line)
            if let failure = result.failure {
                lines += detail(failure, status: result.status).map { "    " + $0 }
            }
            for note in result.notes {
                let step = note.step.map { "step \($0): " } ?? ""
                lines += "note: \(step)\(note.message)".indentedLines(first: "    ", rest: "      ")
                if let diff = note.diff { lines += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + style.paintDiffLine($0) } }
            }
        }
        if !report.results.isEmpty { lines.append("") }
        var summary = "\(report.results.count) scenario\(report.results.count == 1 ? "" : "s"): "
            + style.paint("\(report.passed) passed", report.passed > 0 ? .passed : .dim) + ", "
            + style.paint("\(report.failed) failed", report.failed > 0 ? .failed : .dim) + ", "
            + style.paint("\(report.errors) error\(report.errors == 1 ? "" : "s")", report.errors > 0 ? .error : .dim)
        if !report.notRun.isEmpty {
            summary += ", " + style.paint("\(report.notRun.count) not run", .error)
                + " (stopped after \(report.failed + report.errors) failed: --max-failures)"
        }
        if timings {
            let total = report.results.compactMap(\.milliseconds).reduce(0, +)
            summary += " (\(formatMilliseconds(total)) ms)"
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    private func detail(_ failure: StepFailure, status: ScenarioResult.Status) -> [String] {
        var lines: [String] = []
        if failure.kind == "file" {
            lines += "\(failure.location): \(status == .error ? "error: " : "")\(failure.message)".indentedLines(first: "", rest: "  ")
        } else {
            lines += "\(failure.title): \(failure.message)".indentedLines(first: "", rest: "  ")
            lines.append(failure.whereLine)
        }
        if let diff = failure.diff, !diff.isEmpty {
            lines += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + style.paintDiffLine($0) }
        }
        return lines
    }
}

extension String {
    /// The lines of a multi-line message, continuation lines indented under the first.
    func indentedLines(first: String, rest: String) -> [String] {
        split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            (index == 0 ? first : rest) + line
        }
    }
}
