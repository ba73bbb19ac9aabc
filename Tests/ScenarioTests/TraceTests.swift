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

    @Test func tracesAreTheSameBytesAcrossRunsJobsAndAServer() async throws {
        let paths = [RepositoryPaths.examples]
        func traces(jobs: Int, server: Bool) async throws -> [String: Data] {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let options = ReplayOptions(jobs: jobs, traceDirectory: directory)
            if server {
                let pool = ServerPool(command: try serveCommand(), size: jobs)
                _ = await ReplaySuite(options: options).run(paths: paths, factory: ServerSessionFactory(pool: pool))
                await pool.shutDown()
            } else {
                _ = await ReplaySuite(options: options).run(paths: paths, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
            }
            return try Self.traces(in: directory)
        }
        let reference = try await traces(jobs: 1, server: false)
        #expect(reference.count >= 21)
        #expect(try await traces(jobs: 1, server: false) == reference)
        #expect(try await traces(jobs: 3, server: false) == reference)
        #expect(try await traces(jobs: 2, server: true) == reference)
    }
}
