import Foundation
import Testing

/// What CI reads from `--reporter junit`: a test per file, told apart from its YAML twin, and how
/// long each took.
@Suite struct JUnitReportTests {
    /// The `name` attribute of every testcase.
    static func testNames(_ xml: String) -> [String] {
        xml.components(separatedBy: "<testcase name=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
    }

    @Test func aScenarioAndItsYAMLTwinAreTwoTestsNamedByTheirFiles() async throws {
        let run = try await runUIState(["replay", "--reporter", "junit", "examples/scenarios/relationship"])
        #expect(run.status == 0, "\(run.stderr)")
        let names = Self.testNames(run.stdout)
        #expect(names.count == 8, "four scenarios, each in JSON and YAML: \(names)")
        #expect(Set(names).count == names.count, "no two tests share a name: \(names)")
        let toast = "relationship: text over 10 characters shows the toast for exactly 2 seconds"
        #expect(names.contains("\(toast) (toast-timing.scenario.json)"), "\(names)")
        #expect(names.contains("\(toast) (toast-timing.scenario.yaml)"), "\(names)")
    }

    @Test func everyTestSuiteAndTheWholeRunCarryTheirDurationWithoutTimings() async throws {
        let run = try await runUIState(["replay", "--reporter", "junit", "examples/scenarios/relationship", "Tests/ScenarioTests/Fixtures/bad"])
        let lines = run.stdout.components(separatedBy: "\n")
        let elements = lines.filter { $0.contains("<testsuites ") || $0.contains("<testsuite ") || $0.contains("<testcase ") }
        #expect(elements.count == 1 + 2 + 16)
        for element in elements {
            #expect(element.range(of: #" time="[0-9]+\.[0-9]{3}""#, options: .regularExpression) != nil, "\(element)")
        }
        let pretty = try await runUIState(["replay", "examples/scenarios/relationship"])
        #expect(!pretty.stdout.contains(" ms"), "the other reports still need --timings: \(pretty.stdout)")
    }
}
