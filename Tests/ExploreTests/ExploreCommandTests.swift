import Foundation
import JSON
import RPCTestSupport
import Testing

/// `uistate explore` run as a process.
@Suite("uistate explore")
struct ExploreCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `uistate` to completion (see `runUIState`: no inherited pipes, no pool thread held).
    func run(_ arguments: [String]) async throws -> Run {
        let result = try await runUIState(arguments)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    @Test func exploresWritesCoverageAndScenariosThatReplayGreen() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let explored = try await run([
            "explore", "relationship", "--depth", "3", "--invariants",
            repositoryRoot + "/examples/explore/relationship.invariants.json", "--output", directory.path,
        ])
        #expect(explored.status == 0, "\(explored.stderr)")
        #expect(explored.stdout.hasPrefix("relationship: 63 states, "))
        #expect(explored.stdout.contains("invariants: no violation"))
        // Not a terminal: no progress line, one line at the end for the log.
        #expect(explored.stderr.hasPrefix("explored relationship: 63 states, 195 transitions, 10 distinct screens, depth 3, no violation in "), "\(explored.stderr)")
        #expect(explored.stderr.contains(" s ("), "\(explored.stderr)")
        #expect(explored.stderr.contains(" states/s, peak RSS "), "\(explored.stderr)")
        #expect(explored.stderr.hasSuffix(" MB); wrote \(directory.path)\n"), "\(explored.stderr)")
        #expect(explored.stderr.split(separator: "\n").count == 1)
        let coverage = try readJSON(directory.path + "/coverage.json")
        #expect(coverage["states"] == 63)
        #expect(coverage["depth"] == 3)
        let replayed = try await run(["replay", directory.path])
        #expect(replayed.status == 0, "\(replayed.stdout)")
    }

    /// `counter` is cut short by the state limit (371 states to depth 4), so where a capped search
    /// stops must not depend on the jobs either.
    @Test(arguments: ["relationship", "counter"])
    func coverageIsTheSameBytesWithOneJobAndWithTwo(_ feature: String) async throws {
        var reports: [Data] = []
        for jobs in ["1", "2"] {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let explored = try await run([
                "explore", feature, "--depth", "4", "--max-states", "300", "--jobs", jobs, "--output", directory.path,
            ])
            #expect(explored.status == 0, "\(explored.stderr)")
            reports.append(try Data(contentsOf: URL(fileURLWithPath: directory.path + "/coverage.json")))
        }
        #expect(try JSONValue(parsing: Array(reports[0]))["states"] != nil)
        #expect(reports[0] == reports[1])
    }

    @Test func screenScenariosAreNamedByWhatTheyShowTheSameOnEveryRun() async throws {
        var listings: [[String]] = []
        for _ in 0..<2 {
            let directory = TemporaryDirectory()
            defer { directory.remove() }
            let explored = try await run(["explore", "relationship", "--depth", "3", "--output", directory.path])
            #expect(explored.status == 0, "\(explored.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/screens").sorted()
            let listed = try readJSON(directory.path + "/coverage.json")["screenScenarios"]?.arrayValue?.compactMap { $0["file"]?.stringValue } ?? []
            #expect(listed.sorted() == files.map { "screens/" + $0 }, "coverage.json names the files written")
            let tapped = try readJSON(directory.path + "/screens/relationship--tap-친구.scenario.json")
            #expect(tapped["name"] == "explore relationship: after tap 친구")
            let launch = try readJSON(directory.path + "/screens/relationship--launch.scenario.json")
            #expect(launch["name"] == "explore relationship: at launch")
            listings.append(files)
        }
        let files = try #require(listings.first)
        #expect(files.count == 10)
        #expect(files.contains("relationship--tap-직접-입력--type-동창--tap-저장.scenario.json"), "the only field's label is left out: \(files)")
        #expect(!files.contains { $0.hasPrefix("screen-") }, "no screen is named by number or hash")
        #expect(listings[0] == listings[1], "the names are the same on every run")
    }

    @Test func shardsMergeIntoOneReport() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        for index in 1...2 {
            let shard = try await run(["explore", "relationship", "--depth", "3", "--shard", "\(index)/2", "--output", directory.path])
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let merged = try await run([
            "explore", "--merge", directory.path + "/shard1of2-coverage.json", directory.path + "/shard2of2-coverage.json",
            "--output", directory.path + "/merged",
        ])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("relationship: 63 states, 195 transitions, 10 distinct screens"))
        #expect(try readJSON(directory.path + "/merged/coverage.json")["shards"] == ["1/2", "2/2"])
    }

    @Test func shardsCountFromOneAsReplaysDoAndZeroIsRefusedWithTheRange() async throws {
        for command in [["explore", "relationship"], ["replay", repositoryRoot + "/examples/scenarios"]] {
            let zero = try await run(command + ["--shard", "0/4"])
            #expect(zero.status == 2, "\(command[0]): \(zero.stdout)")
            #expect(zero.stderr.contains("--shard: shards count from 1: 1/4 … 4/4, not '0/4'"), "\(command[0]): \(zero.stderr)")
        }
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let last = try await run(["explore", "relationship", "--depth", "2", "--shard", "4/4", "--output", directory.path])
        #expect(last.status == 0, "\(last.stderr)")
        #expect(try readJSON(directory.path + "/shard4of4-coverage.json")["shards"] == ["4/4"])
    }

    @Test func badCommandLinesExitTwoWithAReason() async throws {
        let help = try await run(["explore", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--shard I/N"))
        let badShard = try await run(["explore", "relationship", "--shard", "3/2"])
        #expect(badShard.status == 2)
        #expect(badShard.stderr.contains("--shard: there are 2 shards: 1/2 … 2/2, not '3/2'"), "\(badShard.stderr)")
        let unknown = try await run(["explore", "relationshp"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown feature 'relationshp'"))
        let missing = try await run(["explore", "relationship", "--invariants", "/nonexistent/invariants.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/invariants.json"))
    }
}
