package import Components
import JSON

/// The replay report as a static HTML site: `index.html`, and each distinct screen once in
/// `screens/HASH.html` (named by a hash of its page, so a screen many steps show is stored once
/// and the report stays small), and failed screenshots' pictures in `screenshots/`.
///
/// As Playwright's report: a header of pass/fail/error/skip counts that filter when clicked, a
/// search box, scenarios grouped by feature then file (relative paths, extension shown, so a JSON
/// scenario and its YAML twin are told apart), each with its duration and a filmstrip of its
/// screens with the step under each; every step shows the request or expectation as written
/// with its `file:line`, the state change, received actions, events, effects and its screen. A
/// failing scenario is opened at its failing step; a failed screenshot shows expected, actual
/// and diff, with a slider between expected and actual.
///
/// Durations are shown unless `durations` is off; everything else is a function of the report,
/// so without durations two runs write the same bytes.
package struct ReplayHTMLReport: Sendable {
    package var durations: Bool
    /// How screens are drawn (size, device).
    package var screen: HTMLRenderer
    /// Paths under this directory are shown relative to it (the working directory).
    package var base: String?

    package init(durations: Bool = true, screen: HTMLRenderer = HTMLRenderer(), base: String? = nil) {
        self.durations = durations
        self.screen = screen
        self.base = base
    }

    /// The site: `index.html` and the files beside it, by path relative to the report folder.
    package struct Site: Sendable {
        package var index: String
        /// `screens/HASH.html`, `screenshots/HASH-expected.png` …: text pages and PNG bytes.
        package var files: [String: [UInt8]]
    }

    package func render(_ report: ReplayReport) -> Site {
        var site = SiteBuilder(renderer: screen)
        var page = PageWriter(title: "uistate replay", css: ReportScripts.css)
        page.writer.element("h1", text: "uistate replay")
        counts(report, into: &page)
        page.writer.open("div", [("class", "toolbar")])
        page.writer.raw(#"<input id="filter" type="search" autocomplete="off" placeholder="Search by name, file, feature, tag, step or status">"#)
        page.writer.close("div")
        page.writer.newline()
        for (feature, results) in Self.grouped(report.results) {
            page.writer.open("section", [("class", "group"), ("data-feature", feature)])
            page.writer.element("h2", text: feature)
            for result in results { scenario(result, site: &site, into: &page) }
            page.writer.close("section")
            page.writer.newline()
        }
        if !report.notRun.isEmpty {
            page.writer.open("section", [("class", "group"), ("data-feature", "")])
            page.writer.element("h2", text: "not run (--max-failures)")
            for file in report.notRun {
                page.writer.open("details", [("class", "scenario skipped"), ("data-status", "skipped"), ("data-search", (relative(file) + " skipped").lowercased())])
                page.writer.open("summary")
                page.writer.element("span", [("class", "mark")], text: "–")
                page.writer.element("span", [("class", "file")], text: relative(file))
                page.writer.close("summary")
                page.writer.close("details")
            }
            page.writer.close("section")
        }
        return Site(index: page.finish(script: ReportScripts.statusAndSlider), files: site.files)
    }

    /// The header's counts; each is a button that shows only scenarios of its status.
    private func counts(_ report: ReplayReport, into page: inout PageWriter) {
        let all = report.results.count + report.notRun.count
        page.writer.open("nav", [("class", "counts-bar"), ("id", "summary")])
        let entries: [(String, String, Int)] = [
            ("all", "All", all), ("passed", "Passed", report.passed), ("failed", "Failed", report.failed),
            ("error", "Errors", report.errors), ("skipped", "Skipped", report.notRun.count),
        ]
        for (status, title, count) in entries {
            var attributes: [(String, String?)] = [("type", "button"), ("class", "count " + status), ("data-filter-status", status)]
            if status == "all" { attributes.append(("aria-pressed", "true")) }
            page.writer.open("button", attributes)
            page.writer.text(title + " ")
            page.writer.element("span", [("class", "number")], text: String(count))
            page.writer.close("button")
        }
        if durations {
            let total = report.results.compactMap(\.milliseconds).reduce(0, +)
            page.writer.element("span", [("class", "duration total")], text: Self.duration(total))
        }
        page.writer.close("nav")
        page.writer.newline()
    }

    /// Scenarios by feature (sorted; files with no feature last), each group by file path.
    static func grouped(_ results: [ScenarioResult]) -> [(String, [ScenarioResult])] {
        var groups: [String: [ScenarioResult]] = [:]
        for result in results { groups[result.feature ?? "(no feature)", default: []].append(result) }
        return groups.keys.sorted { ($0 == "(no feature)" ? 1 : 0, $0) < ($1 == "(no feature)" ? 1 : 0, $1) }.map { key in
            (key, (groups[key] ?? []).sorted { $0.file < $1.file })
        }
    }

    private func scenario(_ result: ScenarioResult, site: inout SiteBuilder, into page: inout PageWriter) {
        let file = relative(result.file)
        let search = ([result.name, file, result.feature ?? "", result.status.rawValue] + result.tags + result.steps.compactMap(\.label))
            .joined(separator: " ").lowercased()
        var attributes: [(String, String?)] = [
            ("class", "scenario " + result.status.rawValue), ("data-search", search), ("data-status", result.status.rawValue),
            ("data-file", file),
        ]
        if result.status != .passed { attributes.append(("open", "")) }
        page.writer.open("details", attributes)
        page.writer.open("summary")
        page.writer.element("span", [("class", "mark")], text: Self.mark(result.status))
        page.writer.text(result.name)
        page.writer.element("span", [("class", "file")], text: file)
        page.writer.element("span", [("class", "counts")], text: "\(result.stepsPassed)/\(result.stepCount) steps")
        if durations, let milliseconds = result.milliseconds {
            page.writer.element("span", [("class", "duration")], text: Self.duration(milliseconds))
        }
        page.writer.close("summary")
        page.writer.newline()
        filmstrip(result, site: &site, into: &page)
        if let failure = result.failure, result.steps.allSatisfy({ !$0.failed }) {
            // A failure no recorded step shows (a file error, the launch, a timeout).
            page.writer.open("div", [("class", "body")])
            failureBlock(failure, site: &site, into: &page)
            page.writer.close("div")
        }
        for note in result.notes {
            page.writer.open("div", [("class", "body")])
            page.writer.element("pre", [("class", "note")], text: "note: " + (note.step.map { "step \($0): " } ?? "") + note.message)
            page.writer.close("div")
        }
        for trace in result.steps {
            step(trace, failure: trace.failed ? result.failure : nil, site: &site, into: &page)
        }
        page.writer.close("details")
        page.writer.newline()
    }

    /// Every screen of the scenario, small, with its step under it; a click opens the step.
    private func filmstrip(_ result: ScenarioResult, site: inout SiteBuilder, into page: inout PageWriter) {
        let frames = result.steps.filter { $0.screen != nil }
        guard !frames.isEmpty else { return }
        page.writer.open("ol", [("class", "filmstrip")])
        for trace in frames {
            guard let tree = trace.screen else { continue }
            let source = site.screen(tree)
            page.writer.open("li", [("class", trace.failed ? "frame failing" : "frame"), ("data-step", String(trace.number))])
            page.writer.open("div", [("class", "thumb"), ("style", "width:\(HTMLText.px(screen.width / 4));height:\(HTMLText.px(screen.height / 4))")])
            page.writer.open("iframe", [
                ("src", source), ("width", HTMLText.number(screen.width)), ("height", HTMLText.number(screen.height)),
                ("loading", "lazy"), ("sandbox", "allow-same-origin"), ("tabindex", "-1"), ("title", Self.title(of: trace)),
            ])
            page.writer.close("iframe")
            page.writer.close("div")
            page.writer.element("span", [("class", "caption")], text: Self.title(of: trace))
            page.writer.close("li")
        }
        page.writer.close("ol")
        page.writer.newline()
    }

    private func step(_ trace: StepTrace, failure: StepFailure?, site: inout SiteBuilder, into page: inout PageWriter) {
        var attributes: [(String, String?)] = [("class", failure == nil ? "step" : "step failing"), ("data-step", String(trace.number))]
        if failure != nil { attributes.append(("open", "")) }
        page.writer.open("details", attributes)
        page.writer.open("summary")
        page.writer.element("span", [("class", "mark")], text: failure == nil ? "·" : "✗")
        let title = Self.title(of: trace)
        page.writer.text(title)
        if let location = trace.location, location.position != nil {
            page.writer.element("span", [("class", "file")], text: relativeLocation(location))
        }
        page.writer.close("summary")
        page.writer.open("div", [("class", "body")])
        page.writer.open("div", [("class", "facts")])
        if let failure { failureBlock(failure, site: &site, into: &page) }
        let written = trace.request.serializedString(.compact)
        fact(trace.kind == "expect" ? "Expectation" : "Request", written, into: &page)
        diffFact("State change", trace.stateDiff, empty: trace.number == 0 ? "the state at launch is below" : "no change", into: &page)
        if trace.number == 0 { fact("State", trace.state.serializedString(.pretty), into: &page) }
        listFact("Received actions", trace.received, into: &page)
        listFact("Events", trace.events, into: &page)
        listFact("Effects in flight", trace.effects, into: &page)
        page.writer.close("div")
        if let tree = trace.screen {
            page.screen(source: site.screen(tree), width: screen.width, height: screen.height,
                        caption: failure == nil ? "after \(title)" : "the screen when \(title) failed")
        }
        page.writer.close("div")
        page.writer.close("details")
        page.writer.newline()
    }

    private func failureBlock(_ failure: StepFailure, site: inout SiteBuilder, into page: inout PageWriter) {
        page.writer.open("div", [("class", "failure")])
        page.writer.element("strong", text: failure.title + ": ")
        page.writer.element("span", [("class", "message")], text: failure.message)
        var located = failure
        located.location = SourceLocation(file: relative(failure.location.file), pointer: failure.location.pointer, position: failure.location.position)
        located.includedFrom = failure.includedFrom.map { SourceLocation(file: relative($0.file), pointer: $0.pointer, position: $0.position) }
        page.writer.element("div", [("class", "where")], text: located.whereLine)
        if let diff = failure.diff, !diff.isEmpty {
            page.writer.element("h4", text: "- expected / + actual")
            page.diff(diff)
        }
        if let mismatch = failure.screenshot { screenshotComparison(mismatch, site: &site, into: &page) }
        page.writer.close("div")
    }

    /// Expected and actual one over the other with a slider between them, then the three side by
    /// side; a picture that does not exist (nothing stored yet) is left out.
    private func screenshotComparison(_ mismatch: ScreenshotMismatch, site: inout SiteBuilder, into page: inout PageWriter) {
        let expected = site.picture(mismatch.expected, kind: "expected")
        let actual = site.picture(mismatch.actual, kind: "actual")
        let diff = site.picture(mismatch.diff, kind: "diff")
        page.writer.open("div", [("class", "screenshot-diff"), ("data-screenshot", mismatch.name)])
        if let expected, let actual {
            page.writer.element("h4", text: "Expected ◀ slide ▶ actual")
            page.writer.open("div", [("class", "slider")])
            page.writer.raw(#"<img class="actual" alt="actual" src=""# + HTMLText.escape(actual) + #"">"#)
            page.writer.open("div", [("class", "expected-clip")])
            page.writer.raw(#"<img class="expected" alt="expected" src=""# + HTMLText.escape(expected) + #"">"#)
            page.writer.close("div")
            page.writer.close("div")
            page.writer.raw(#"<input class="slide" type="range" min="0" max="100" value="50" aria-label="expected or actual">"#)
        }
        page.writer.open("div", [("class", "pictures")])
        for (title, source) in [("Expected", expected), ("Actual", actual), ("Diff", diff)] {
            guard let source else { continue }
            page.writer.open("figure", [("class", "picture " + title.lowercased())])
            page.writer.raw(#"<img alt=""# + title.lowercased() + #"" src=""# + HTMLText.escape(source) + #"">"#)
            page.writer.element("figcaption", text: title)
            page.writer.close("figure")
        }
        page.writer.close("div")
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

    /// `path` relative to `base` when under it.
    private func relative(_ path: String) -> String {
        guard let base, !base.isEmpty else { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func relativeLocation(_ location: SourceLocation) -> String {
        SourceLocation(file: relative(location.file), pointer: location.pointer, position: location.position).description
    }

    static func title(of trace: StepTrace) -> String {
        var title = trace.number == 0 ? "launch" : "step \(trace.number) (\(trace.kind))"
        if let label = trace.label { title += " " + JSONValue.string(label).serializedString() }
        return title
    }

    static func duration(_ milliseconds: Double) -> String {
        milliseconds >= 1000 ? "\(HTMLText.number((milliseconds / 100).rounded() / 10)) s" : "\(HTMLText.number(milliseconds.rounded())) ms"
    }

    static func mark(_ status: ScenarioResult.Status) -> String {
        switch status {
        case .passed: "✓"
        case .failed: "✗"
        case .error: "!"
        }
    }
}

/// The files beside `index.html`, each stored once by a hash of its bytes.
struct SiteBuilder {
    let renderer: HTMLRenderer
    var files: [String: [UInt8]] = [:]

    /// The relative address of the screen's page. Its stylesheet, most of its bytes and the
    /// same for every screen of a colour scheme, goes to a file of its own the page links (its
    /// policy then allows styles from there; scripts stay forbidden).
    mutating func screen(_ tree: JSONValue) -> String {
        var page = renderer.document(tree: tree)
        if let open = page.range(of: "<style>"), let close = page.range(of: "</style>", range: open.upperBound..<page.endIndex) {
            let css = Array(page[open.upperBound..<close.lowerBound].utf8)
            let name = "style-" + ContentHash.hex(of: css) + ".css"
            files["screens/" + name] = css
            page.replaceSubrange(open.lowerBound..<close.upperBound, with: #"<link rel="stylesheet" href=""# + name + #"">"#)
            page = page.replacingOccurrences(of: "style-src 'unsafe-inline'", with: "style-src 'unsafe-inline' 'self' file:")
        }
        let path = "screens/" + ContentHash.hex(of: Array(page.utf8)) + ".html"
        if files[path] == nil { files[path] = Array(page.utf8) }
        return path
    }

    /// The relative address of a PNG, or `nil` for no picture.
    mutating func picture(_ bytes: [UInt8], kind: String) -> String? {
        guard !bytes.isEmpty else { return nil }
        let path = "screenshots/" + ContentHash.hex(of: bytes) + "-\(kind).png"
        files[path] = bytes
        return path
    }
}

/// FNV-1a, 64 bits, as 16 hex digits: names files by content (not a security hash; a clash
/// among one report's few hundred screens is out of reach).
enum ContentHash {
    static func hex(of bytes: [UInt8]) -> String {
        StableHash.hex(StableHash.fnv1a(bytes))
    }
}
