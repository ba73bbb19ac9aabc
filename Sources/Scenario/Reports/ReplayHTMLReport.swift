package import Components
import JSON

/// The replay report as one static HTML page (`index.html`): every scenario with its status, and
/// for each step the request, the screen after it (the HTML rendering, inline in an iframe), the
/// state change as a diff, the actions received, the events and the effects in flight. The failing
/// step is opened, with its `- expected / + actual` diff and the screen at that moment. A filter
/// box narrows the scenarios by name, file, feature, tag or status.
///
/// The page is a function of the report alone: no wall-clock figures unless `timings`, so two
/// runs of one suite write the same bytes. Steps appear when the suite ran with
/// `ReplayOptions.recordsSteps`.
package struct ReplayHTMLReport: Sendable {
    package var timings: Bool
    /// How screens are drawn (size).
    package var screen: HTMLRenderer

    package init(timings: Bool = false, screen: HTMLRenderer = HTMLRenderer()) {
        self.timings = timings
        self.screen = screen
    }

    package func render(_ report: ReplayReport) -> String {
        var page = PageWriter(title: "uistate replay")
        let summary = "\(report.results.count) scenario\(report.results.count == 1 ? "" : "s"): \(report.passed) passed, \(report.failed) failed, \(report.errors) error\(report.errors == 1 ? "" : "s")"
        page.header(title: "uistate replay", summary: summary, filterPlaceholder: "Filter by name, file, feature, tag or status")
        for result in report.results {
            scenario(result, into: &page)
        }
        return page.finish()
    }

    private func scenario(_ result: ScenarioResult, into page: inout PageWriter) {
        let search = ([result.name, result.file, result.feature ?? "", result.status.rawValue] + result.tags)
            .joined(separator: " ").lowercased()
        var attributes: [(String, String?)] = [
            ("class", "scenario " + result.status.rawValue), ("data-search", search), ("data-status", result.status.rawValue),
        ]
        if result.status != .passed { attributes.append(("open", "")) }
        page.writer.open("details", attributes)
        page.writer.open("summary")
        page.writer.element("span", [("class", "mark")], text: Self.mark(result.status))
        page.writer.text(result.name)
        page.writer.element("span", [("class", "file")], text: result.file)
        var counts = "\(result.stepsPassed)/\(result.stepCount) steps"
        if timings, let milliseconds = result.milliseconds { counts += ", \(HTMLText.number((milliseconds * 10).rounded() / 10)) ms" }
        page.writer.element("span", [("class", "counts")], text: counts)
        page.writer.close("summary")
        page.writer.newline()
        if let failure = result.failure, result.steps.allSatisfy({ !$0.failed }) {
            // A failure no recorded step shows (a file error, the launch, a timeout).
            page.writer.open("div", [("class", "body")])
            failureBlock(failure, into: &page)
            page.writer.close("div")
        }
        for note in result.notes {
            page.writer.open("div", [("class", "body")])
            page.writer.element("pre", [("class", "note")], text: "note: " + (note.step.map { "step \($0): " } ?? "") + note.message)
            page.writer.close("div")
        }
        for trace in result.steps {
            step(trace, failure: trace.failed ? result.failure : nil, into: &page)
        }
        page.writer.close("details")
        page.writer.newline()
    }

    private func step(_ trace: StepTrace, failure: StepFailure?, into page: inout PageWriter) {
        var attributes: [(String, String?)] = [("class", failure == nil ? "step" : "step failing"), ("data-step", String(trace.number))]
        if failure != nil { attributes.append(("open", "")) }
        page.writer.open("details", attributes)
        page.writer.open("summary")
        page.writer.element("span", [("class", "mark")], text: failure == nil ? "·" : "✗")
        var title = trace.number == 0 ? "launch" : "step \(trace.number) (\(trace.kind))"
        if let label = trace.label { title += " " + JSONValue.string(label).serializedString() }
        page.writer.text(title)
        page.writer.close("summary")
        page.writer.open("div", [("class", "body")])
        page.writer.open("div", [("class", "facts")])
        if let failure { failureBlock(failure, into: &page) }
        fact("Request", trace.request.serializedString(.compact), into: &page)
        diffFact("State change", trace.stateDiff, empty: trace.number == 0 ? "the state at launch is below" : "no change", into: &page)
        if trace.number == 0 { fact("State", trace.state.serializedString(.pretty), into: &page) }
        listFact("Received actions", trace.received, into: &page)
        listFact("Events", trace.events, into: &page)
        listFact("Effects in flight", trace.effects, into: &page)
        page.writer.close("div")
        if let screen = trace.screen {
            page.screen(self.screen.document(tree: screen), width: self.screen.width, height: self.screen.height,
                        caption: failure == nil ? "after \(title)" : "the screen when \(title) failed")
        }
        page.writer.close("div")
        page.writer.close("details")
        page.writer.newline()
    }

    private func failureBlock(_ failure: StepFailure, into page: inout PageWriter) {
        page.writer.open("div", [("class", "failure")])
        page.writer.element("strong", text: failure.title + ": ")
        page.writer.element("span", [("class", "message")], text: failure.message)
        page.writer.element("div", [("class", "where")], text: failure.whereLine)
        if let diff = failure.diff, !diff.isEmpty {
            page.writer.element("h4", text: "- expected / + actual")
            page.diff(diff)
        }
        page.writer.close("div")
    }

    private func fact(_ title: String, _ text: String, into page: inout PageWriter) {
        page.writer.element("h4", text: title)
        page.writer.element("pre", text: text)
    }

    private func diffFact(_ title: String, _ diff: String, empty: String, into page: inout PageWriter) {
        page.writer.element("h4", text: title)
        if diff.isEmpty {
            page.writer.element("p", [("class", "none")], text: empty)
        } else {
            page.diff(diff)
        }
    }

    private func listFact(_ title: String, _ values: [JSONValue], into page: inout PageWriter) {
        page.writer.element("h4", text: title)
        if values.isEmpty {
            page.writer.element("p", [("class", "none")], text: "none")
        } else {
            page.writer.element("pre", text: values.map { $0.serializedString(.compact) }.joined(separator: "\n"))
        }
    }

    static func mark(_ status: ScenarioResult.Status) -> String {
        switch status {
        case .passed: "✓"
        case .failed: "✗"
        case .error: "!"
        }
    }
}
