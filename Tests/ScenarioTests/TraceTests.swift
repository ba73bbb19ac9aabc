import Foundation
import Features
import JSON
import Scenario
import HostCore
import Testing

/// `replay --trace DIR` (issue 24): one file per scenario with every step's request, reply,
/// state, tree and effects; the same bytes in-process, with --jobs and over a server.
@Suite struct TraceTests {
    static func traces(in directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        }
        return files
    }

    @Test func aTraceRecordsEveryStepWithTheStoreAfterIt() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = RepositoryPaths.examples + "/relationship/toast-timing.scenario.json"
        let report = await ReplaySuite(options: ReplayOptions(traceDirectory: directory)).run(paths: [path], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        #expect(report.passed == 1)
        let files = try Self.traces(in: directory)
        #expect(files.count == 1)
        let trace = try JSONValue(parsing: [UInt8](try #require(files.values.first)))
        #expect(trace["trace"] == 1)
        #expect(trace["feature"] == "relationship")
        let steps = try #require(trace["steps"]?.arrayValue)
        #expect(steps.map { $0["request"]?["method"]?.stringValue ?? "" } == ["store/create", "view/tap", "view/input", "clock/advance", "clock/advance"])
        // After eleven characters the toast shows and its timer waits on the test clock.
        #expect(steps[2]["state"]?["toastMessage"]?.stringValue == "경조사 명은 10글자까지만 입력 가능해요")
        #expect(steps[2]["effects"]?.arrayValue?.first?["status"] == "waitingOnTestClock")
        #expect(steps[2]["tree"]?["id"] == "root")
        #expect(steps[4]["state"]?["toastMessage"] == nil)
        #expect(steps[1]["request"]?["params"]?["storeId"] == nil)
    }

    /// What one replay of the examples gave: each scenario's outcome and each trace file.
    struct Run: Equatable {
        /// "FILE: STATUS [step N: MESSAGE]" per scenario, sorted: a scenario cut short (a
        /// timeout on a loaded machine) shows here by name rather than as a trace that differs.
        var outcomes: [String]
        var traces: [String: Data]

        /// The trace files that differ from `reference`'s, and the first step where each does.
        func differences(from reference: Run) -> [String] {
            Set(traces.keys).union(reference.traces.keys).sorted().compactMap { name -> String? in
                guard traces[name] != reference.traces[name] else { return nil }
                let steps = traces[name].flatMap { try? JSONValue(parsing: [UInt8]($0)) }?["steps"]?.arrayValue ?? []
                let expected = reference.traces[name].flatMap { try? JSONValue(parsing: [UInt8]($0)) }?["steps"]?.arrayValue ?? []
                let first = steps.indices.first { $0 >= expected.count || steps[$0] != expected[$0] } ?? steps.count
                return "\(name): \(steps.count) steps (expected \(expected.count)), first different: step \(first)"
            }
        }
    }

    @Test func tracesAreTheSameBytesAcrossRunsJobsAndAServer() async throws {
        let paths = [RepositoryPaths.examples]
        // The scenario timeout is only a safety net: at its default (60 s of wall clock) a
        // scenario starved on a loaded machine is cut short, and its trace with it. Any failure
        // a run meets is named in `outcomes`, so a difference says whether one did.
        func replay(jobs: Int, server: Bool) async throws -> Run {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let options = ReplayOptions(jobs: jobs, timeout: .seconds(600), traceDirectory: directory)
            let report: ReplayReport
            if server {
                let pool = ServerPool(command: try serveCommand(), size: jobs)
                report = await ReplaySuite(options: options).run(paths: paths, factory: ServerSessionFactory(pool: pool))
                await pool.shutDown()
            } else {
                report = await ReplaySuite(options: options).run(paths: paths, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
            }
            let outcomes = report.results.map { result in
                "\(result.file): \(result.status)" + (result.failure.map { " step \($0.step ?? 0): \($0.message)" } ?? "")
            }
            return Run(outcomes: outcomes.sorted(), traces: try Self.traces(in: directory))
        }
        let reference = try await replay(jobs: 1, server: false)
        #expect(reference.traces.count >= 21)
        for (jobs, server) in [(1, false), (3, false), (2, true)] {
            let run = try await replay(jobs: jobs, server: server)
            let label = "\(jobs) job(s)\(server ? " over servers" : " in-process")"
            #expect(run.outcomes == reference.outcomes, "\(label): scenarios ended differently")
            #expect(run.differences(from: reference) == [], "\(label): traces differ")
        }
    }
}
