import Foundation
import Features
import Scenario
import HostCore
import Testing

/// Determinism: the same suite gives byte-identical reports (JUnit's durations aside) across runs, across
/// `--jobs 1/2/4`, and between in-process and `--server` replays. The suite is the examples, the
/// bad-input fixtures and every step kind passing and failing, so that failure messages, diffs
/// and file errors are compared too, not only green lines.
@Suite struct ReplayModeTests {
    /// Everything to replay, loaded once.
    static func suite() throws -> [Result<ScenarioDocument, ScenarioFileError>] {
        let loader = ReplaySuite()
        var loaded = loader.load(paths: [RepositoryPaths.examples, RepositoryPaths.badFixtures])
        for (index, testCase) in StepKindTests.cases.enumerated() {
            for (variant, steps) in [("passing", testCase.passing), ("failing", testCase.failing)] {
                let path = RepositoryPaths.root + "/Tests/ScenarioTests/\(index)-\(testCase.kind)-\(variant).scenario.json"
                loaded.append(.success(try ScenarioLoader().decode(text: scenario(testCase.feature, steps), path: path)))
            }
        }
        return loaded
    }

    /// Every report of `report`, JUnit without its durations (the one part that may differ).
    static func rendered(_ report: ReplayReport) -> [String] {
        ReplayReporter.allCases.map { $0 == .junit ? withoutDurations($0.render(report)) : $0.render(report) }
    }

    @Test func reportsAreByteIdenticalAcrossRunsJobsAndModes() async throws {
        let loaded = try Self.suite()
        #expect(loaded.count >= 50)
        func inProcess(jobs: Int) async throws -> [String] {
            Self.rendered(try await ReplaySuite(options: ReplayOptions(jobs: jobs)).runOffThePool(loaded: loaded))
        }
        let reference = try await inProcess(jobs: 1)
        let report = try await ReplaySuite().runOffThePool(loaded: loaded)
        // The passing snapshot case has no golden file on disk here, so it fails too.
        #expect(report.passed >= 21 + 1 + 13 && report.failed >= 15 && report.errors >= 6, "\(report.passed) \(report.failed) \(report.errors)")
        for run in 2...5 {
            #expect(try await inProcess(jobs: 1) == reference, "in-process run \(run)")
        }
        for jobs in [2, 4] {
            #expect(try await inProcess(jobs: jobs) == reference, "in-process --jobs \(jobs)")
        }
        for jobs in [1, 2, 4] {
            let pool = ServerPool(command: try serveCommand(), size: jobs)
            let report = await ReplaySuite(options: ReplayOptions(jobs: jobs)).run(loaded: loaded, factory: ServerSessionFactory(pool: pool))
            await pool.shutDown()
            let text = Self.rendered(report)
            for (reporter, (expected, actual)) in zip(ReplayReporter.allCases, zip(reference, text)) {
                #expect(expected == actual, "--server --jobs \(jobs), \(reporter)")
            }
        }
    }

    @Test func theCommandLineGivesTheSameJUnitInProcessAndOverAServerDurationsAside() async throws {
        let base = ["replay", "examples/scenarios", "Tests/ScenarioTests/Fixtures/bad", "--reporter", "junit"]
        let inProcess = try await runUIState(base)
        let parallel = try await runUIState(base + ["--jobs", "2"])
        let server = try await runUIState(base + ["--jobs", "2", "--server"] + (try serveCommand()))
        #expect(inProcess.status == 2)
        // JUnit always carries durations, the one thing that may differ.
        #expect(inProcess.stdout.contains(#" time=""#))
        #expect(withoutDurations(parallel.stdout) == withoutDurations(inProcess.stdout))
        #expect(withoutDurations(server.stdout) == withoutDurations(inProcess.stdout), "\(server.stderr)")
        #expect(server.status == inProcess.status)
    }
}
