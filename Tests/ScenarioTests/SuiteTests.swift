import Foundation
import Features
import JSON
import Scenario
import HostCore
import Testing

/// The example suite, the bad-input fixtures, the reporters and determinism.
@Suite struct SuiteTests {
    static func replay(_ path: String, options: ReplayOptions = ReplayOptions()) async throws -> ReplayReport {
        try await ReplaySuite(options: options).runOffThePool(paths: [path])
    }

    @Test func everyExamplePasses() async throws {
        // In-process replays have no camera; ScreenshotTests replays the screenshot example with one.
        var options = ReplayOptions()
        options.screenshots = .ignored
        let report = try await Self.replay(RepositoryPaths.examples, options: options)
        #expect(report.results.count >= 21)
        #expect(report.exitCode == 0, "\(ReplayReporter.pretty.render(report))")
        let features = Set(report.results.compactMap(\.feature))
        #expect(features == ["buttonGallery", "textFieldForm", "relationship", "extraInfo", "interests", "bookmarks", "locationDetail"])
        for feature in features {
            #expect(report.results.count { $0.feature == feature } >= 3, "\(feature)")
        }
    }

    @Test func everyExampleFileValidatesAgainstTheSchema() throws {
        let schema = try JSONValue(parsing: String(contentsOfFile: RepositoryPaths.schema, encoding: .utf8))
        let files = (FileManager.default.enumerator(atPath: RepositoryPaths.examples)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") && !$0.contains("snapshots/") }
        #expect(files.count >= 23)
        for file in files {
            let value = try JSONValue(parsing: String(contentsOfFile: RepositoryPaths.examples + "/" + file, encoding: .utf8))
            let violations = JSONSchemaValidator.violations(of: value, against: schema)
            #expect(violations.isEmpty, "\(file): \(violations)")
        }
        let broken: JSONValue = ["feature": "x", "steps": [["tapp": ["id": "a"]]]]
        #expect(!JSONSchemaValidator.violations(of: broken, against: schema).isEmpty)
    }

    @Test func badInputIsReportedWithFileAndPositionAndTheRestStillRuns() async throws {
        let report = try await Self.replay(RepositoryPaths.badFixtures)
        #expect(report.exitCode == 2)
        #expect(report.passed == 1)
        func failure(_ name: String) -> StepFailure? { report.results.first { $0.file.hasSuffix("/" + name + ".scenario.json") }?.failure }
        let expected: [(String, String, Int, Int)] = [
            ("not-json", "not valid JSON", 5, 3),
            ("unknown-step", #"unknown step kind "tapp"; expected one of send"#, 4, 6),
            ("unknown-feature", #"unknown feature "buttonGalery"; expected one of bookmarks, buttonGallery"#, 2, 3),
            ("unknown-action", #"invalid action: unknown case "buttonTaped"; expected one of buttonTapped, buttonsDisabledToggled; did you mean "buttonTapped"?"#, 4, 6),
            ("unknown-preset", #"dependency bookmarkAPI has no preset "fail"; available: succeeds, fails, slow; did you mean "fails"?"#, 3, 20),
            ("unknown-node", #"no node matches {"id":"gallery.nothing"}"#, 4, 5),
            ("includes-itself", #""includes-itself.scenario.json" includes itself"#, 4, 6),
        ]
        for (name, message, line, column) in expected {
            let found = failure(name)
            #expect(found?.message.contains(message) == true, "\(name): \(found?.message ?? "no failure")")
            #expect(found?.location.line == line && found?.location.column == column, "\(name): \(found.map { "\($0.location)" } ?? "")")
        }
        #expect(report.results.first { $0.file.hasSuffix("unknown-node.scenario.json") }?.status == .failed)
    }

    @Test func reportsAreByteIdenticalRunToRunButForJUnitsDurations() async throws {
        let path = RepositoryPaths.badFixtures
        let first = try await Self.replay(path), second = try await Self.replay(path)
        for reporter in ReplayReporter.allCases where reporter != .junit {
            #expect(reporter.render(first) == reporter.render(second), "\(reporter)")
        }
        #expect(withoutDurations(ReplayReporter.junit.render(first)) == withoutDurations(ReplayReporter.junit.render(second)))
        let timed = try await Self.replay(path, options: ReplayOptions(timings: true))
        #expect(ReplayReporter.json.render(timed, timings: true).contains("\"milliseconds\""))
        #expect(!ReplayReporter.json.render(first).contains("milliseconds"))
    }

    @Test func filterAndTagsSelectScenarios() async throws {
        let tagged = try await Self.replay(RepositoryPaths.examples, options: ReplayOptions(tags: ["relaunch"]))
        // Each example exists as JSON and as YAML: one scenario, two files.
        #expect(tagged.results.map(\.name) == Array(repeating: "locationDetail: onboarding shows on the first launch only", count: 2))
        #expect(tagged.results.map { $0.file.hasSuffix(".json") } == [true, false])
        let filtered = try await Self.replay(RepositoryPaths.examples, options: ReplayOptions(filter: "toast"))
        #expect(filtered.results.count == 2)
    }

    @Test func junitHasTheStructureCISystemsRead() async throws {
        let report = try await Self.replay(RepositoryPaths.badFixtures)
        let xml = ReplayReporter.junit.render(report)
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(xml.contains(#"<testsuites name="uistate replay" tests="8" failures="1" errors="6" skipped="0" time=""#))
        #expect(xml.contains(#"tests="8" failures="1" errors="6" skipped="0" time=""#))
        #expect(xml.contains(#"<testcase name="a good scenario among bad ones (passes.scenario.json)" classname=""#))
        #expect(xml.contains(#"<failure message="step 1 (tap): no node matches {&quot;id&quot;:&quot;gallery.nothing&quot;}" type="tap">"#))
        #expect(xml.contains(#"<error message="unknown step kind &quot;tapp&quot;"#))
        #expect(xml.contains(#" file=""#) && xml.contains(#" line="4""#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 8)
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 1)
        #expect(xml.hasSuffix("</testsuites>\n"))
        let document = try XMLWellFormedness.check(xml)
        #expect(document)
    }

    @Test func tapAndJSONReporters() async throws {
        let report = try await Self.replay(RepositoryPaths.badFixtures)
        let tap = ReplayReporter.tap.render(report)
        #expect(tap.hasPrefix("TAP version 14\n1..8\nnot ok 1 - includes-itself\n  ---\n  severity: error\n"))
        #expect(tap.contains("ok 3 - a good scenario among bad ones\n"))
        let json = try JSONValue(parsing: ReplayReporter.json.render(report))
        #expect(json["summary"] == ["total": 8, "passed": 1, "failed": 1, "errors": 6])
        let node = json["scenarios"]?.arrayValue?.first { $0["name"] == "unknown-node" }
        #expect(node?["failure"]?["pointer"] == "/steps/0")
        #expect(node?["failure"]?["line"] == 4)
        #expect(node?["failure"]?["step"] == 1)
    }
}

/// A minimal well-formedness check: tags balance and attributes are quoted (enough to catch a
/// broken escape without an XML library in the test target).
enum XMLWellFormedness {
    static func check(_ xml: String) throws -> Bool {
        var stack: [String] = []
        var rest = Substring(xml)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return false }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("?") { continue }
            let name = String(tag.split(separator: " ").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            if tag.hasPrefix("/") {
                guard stack.popLast() == name else { return false }
            } else if !tag.hasSuffix("/") {
                stack.append(name)
            }
            if tag.filter({ $0 == "\"" }).count % 2 != 0 { return false }
        }
        return stack.isEmpty
    }
}
