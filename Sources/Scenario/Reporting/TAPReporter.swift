
/// TAP version 14: `ok` / `not ok` per scenario with a YAML block for failures.
struct TAPReporter {
    let timings: Bool

    func render(_ report: ReplayReport) -> String {
        var lines = ["TAP version 14", "1..\(report.results.count)"]
        for (index, result) in report.results.enumerated() {
            let ok = result.status == .passed ? "ok" : "not ok"
            lines.append("\(ok) \(index + 1) - \(escape(result.name))")
            var yaml: [String] = []
            if let failure = result.failure {
                yaml.append("severity: \(result.status == .error ? "error" : "fail")")
                yaml.append("message: \(YAMLWriter.doubleQuoted(failure.kind == "file" ? failure.message : failure.title + ": " + failure.message))")
                yaml.append("at:")
                yaml.append("  file: \(YAMLWriter.doubleQuoted(failure.location.file))")
                yaml.append("  line: \(failure.location.line)")
                yaml.append("  column: \(failure.location.column)")
                yaml.append("  pointer: \(YAMLWriter.doubleQuoted(failure.location.pointer.description))")
                if !failure.includedFrom.isEmpty {
                    yaml.append("  included_from:")
                    yaml += failure.includedFrom.reversed().map { "    - \(YAMLWriter.doubleQuoted($0.description))" }
                }
                if let diff = failure.diff, !diff.isEmpty {
                    yaml.append("diff: |")
                    yaml += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                }
            } else {
                yaml.append("file: \(YAMLWriter.doubleQuoted(result.file))")
            }
            if timings, let milliseconds = result.milliseconds { yaml.append("duration_ms: \(formatMilliseconds(milliseconds))") }
            if result.status != .passed || timings {
                lines.append("  ---")
                lines += yaml.map { "  " + $0 }
                lines.append("  ...")
            }
        }
        if !report.notRun.isEmpty {
            lines.append("# \(report.notRun.count) not run (stopped by --max-failures): \(report.notRun.joined(separator: " "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `#` starts a TAP directive; escape it in descriptions.
    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#").replacingOccurrences(of: "\n", with: " ")
    }
}
