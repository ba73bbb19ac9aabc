/// JUnit XML as Jenkins, GitLab, GitHub Actions reporters and Azure read it: `testsuites` with
/// totals, one `testsuite` per folder, one `testcase` per scenario (`name`, `classname` = the
/// folder, `file`), `failure` for a failed assertion and `error` for a file that could not be used.
///
/// A test's name is the scenario's name and its file's name (`… (toast-timing.scenario.yaml)`):
/// CI tells tests apart by class name and name, and a JSON scenario and its YAML twin share
/// the folder and the scenario name. Every element has its `time`, in seconds, `--timings` or
/// not, since CI shows durations; so this report alone differs from run to run.
struct JUnitReporter {
    func render(_ report: ReplayReport) -> String {
        var folders: [String] = []
        var byFolder: [String: [ScenarioResult]] = [:]
        for result in report.results {
            if byFolder[result.folder] == nil { folders.append(result.folder) }
            byFolder[result.folder, default: []].append(result)
        }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append("<testsuites name=\"uistate replay\" tests=\"\(report.results.count)\" failures=\"\(report.failed)\" errors=\"\(report.errors)\" skipped=\"0\"\(time(report.results))>")
        for folder in folders {
            let results = byFolder[folder] ?? []
            let failures = results.count { $0.status == .failed }
            let errors = results.count { $0.status == .error }
            lines.append("  <testsuite name=\"\(xml(folder))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\"\(time(results))>")
            for result in results { lines += testcase(result) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func testcase(_ result: ScenarioResult) -> [String] {
        let line = result.failure?.location.line ?? 0
        let open = "    <testcase name=\"\(xml("\(result.name) (\(result.fileName))"))\" classname=\"\(xml(result.folder))\" file=\"\(xml(result.file))\"\(line > 0 ? " line=\"\(line)\"" : "")\(time([result]))"
        guard let failure = result.failure else {
            return result.notes.isEmpty ? [open + "/>"] : [open + ">", "      <system-out>\(xml(notes(result)))</system-out>", "    </testcase>"]
        }
        let element = result.status == .error ? "error" : "failure"
        let type = result.status == .error ? "ScenarioFileError" : failure.kind
        let summary = failure.kind == "file" ? failure.message : "\(failure.title): \(failure.message)"
        var body = [summary, failure.whereLine]
        if let diff = failure.diff, !diff.isEmpty { body.append(diff) }
        var lines = [open + ">"]
        lines.append("      <\(element) message=\"\(xml(firstLine(summary)))\" type=\"\(xml(type))\">\(xml(body.joined(separator: "\n")))</\(element)>")
        if !result.notes.isEmpty { lines.append("      <system-out>\(xml(notes(result)))</system-out>") }
        lines.append("    </testcase>")
        return lines
    }

    private func notes(_ result: ScenarioResult) -> String {
        result.notes.map { note in
            ([note.message] + (note.diff.map { [$0] } ?? [])).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    private func time(_ results: [ScenarioResult]) -> String {
        let seconds = results.compactMap(\.milliseconds).reduce(0, +) / 1000
        return " time=\"\(String(format3(seconds)))\""
    }

    private func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private func firstLine(_ text: String) -> String {
        text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
    }

    /// Escapes text for attributes and content; drops characters XML 1.0 forbids.
    private func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
