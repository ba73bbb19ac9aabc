import Foundation
import JSONValue
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

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try UIStateBinary.path())
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func exploresWritesCoverageAndScenariosThatReplayGreen() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let explored = try run([
            "explore", "relationship", "--depth", "3", "--invariants",
            repositoryRoot + "/examples/explore/relationship.invariants.json", "--output", directory.path,
        ])
        #expect(explored.status == 0, "\(explored.stderr)")
        #expect(explored.stdout.hasPrefix("relationship: 63 states, "))
        #expect(explored.stdout.contains("invariants: no violation"))
        // Not a terminal: no progress line.
        #expect(explored.stderr.isEmpty)
        let coverage = try readJSON(directory.path + "/coverage.json")
        #expect(coverage["states"] == 63)
        #expect(coverage["depth"] == 3)
        let replayed = try run(["replay", directory.path])
        #expect(replayed.status == 0, "\(replayed.stdout)")
    }

    @Test func shardsMergeIntoOneReport() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        for index in 0..<2 {
            let shard = try run(["explore", "relationship", "--depth", "3", "--shard", "\(index)/2", "--output", directory.path])
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let merged = try run([
            "explore", "--merge", directory.path + "/shard0of2-coverage.json", directory.path + "/shard1of2-coverage.json",
            "--output", directory.path + "/merged",
        ])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("relationship: 63 states, 195 transitions, 10 distinct screens"))
        #expect(try readJSON(directory.path + "/merged/coverage.json")["shards"] == ["0/2", "1/2"])
    }

    @Test func badCommandLinesExitTwoWithAReason() throws {
        let help = try run(["explore", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--shard I/N"))
        let badShard = try run(["explore", "relationship", "--shard", "2/2"])
        #expect(badShard.status == 2)
        #expect(badShard.stderr.contains("--shard needs I/N"))
        let unknown = try run(["explore", "relationshp"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown feature 'relationshp'"))
        let missing = try run(["explore", "relationship", "--invariants", "/nonexistent/invariants.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/invariants.json"))
    }
}
