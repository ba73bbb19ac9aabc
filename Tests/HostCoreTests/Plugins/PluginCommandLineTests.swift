import Foundation
import JSON
import RPCTestSupport
import Testing

/// `--plugin` on the commands that run a host of their own, driven over the built `uistate`
/// with the example plugin (`tally`): each finds the plugin's feature and does what it does for
/// a built-in one.
@Suite("--plugin on render, record, replay and explore")
struct PluginCommandLineTests {
    private func uistate(_ arguments: [String], input: String = "", in directory: String? = nil) async throws -> ProcessRun {
        try await runProcess([try UIStateBinary.path()] + arguments, input: input, currentDirectory: directory)
    }

    @Test(arguments: ["render", "record", "replay", "explore"])
    func everyCommandExplainsPluginInItsHelp(command: String) async throws {
        let run = try await uistate([command, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("--plugin PATH"), "\(command) --help: \(run.stdout)")
    }

    @Test func renderDrawsAPluginsFeature() async throws {
        let run = try await uistate(["render", "tally", "--plugin", try ExamplePluginFiles.path()])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#"text #tally.count "0""#), "\(run.stdout)")
        let builtIn = try await uistate(["render", "counter", "--plugin", try ExamplePluginFiles.path(), "--format", "json"])
        #expect(builtIn.status == 0, "the built-in features stay available: \(builtIn.stderr)")
        #expect(try JSONValue(parsing: builtIn.stdout)["id"] == "root")
    }

    @Test func aFeatureNoOneServesIsBadUsage() async throws {
        let render = try await uistate(["render", "tallyx", "--plugin", try ExamplePluginFiles.path()])
        #expect(render.status == 2)
        #expect(render.stderr.contains("unknown feature"), "\(render.stderr)")
        let explore = try await uistate(["explore", "tallyx", "--plugin", try ExamplePluginFiles.path()])
        #expect(explore.status == 2)
        #expect(explore.stderr.contains("unknown feature 'tallyx'"), "\(explore.stderr)")
    }

    @Test func aPluginPathThatCannotRunIsBadUsageBeforeAnythingStarts() async throws {
        for command in [["render", "tally"], ["record", "--feature", "tally", "-o", "/tmp/never.json"], ["replay", "."], ["explore", "tally"]] {
            let run = try await uistate(command + ["--plugin", "/nonexistent/plugin"])
            #expect(run.status == 2, "\(command)")
            #expect(run.stderr.contains("cannot run '/nonexistent/plugin'"), "\(command): \(run.stderr)")
        }
    }

    @Test func aScenarioRecordedWithAPluginReplaysWithItAndNotWithout() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plugin = try ExamplePluginFiles.path()
        let file = directory + "/tally.scenario.json"
        let record = try await uistate(["record", "--feature", "tally", "--plugin", plugin, "-o", file], input: "tap Increment\ntap Increment\n")
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains(#"text #tally.count "2""#), "\(record.stdout)")
        let scenario = try JSONValue(parsing: String(contentsOfFile: file, encoding: .utf8))
        #expect(scenario["feature"] == "tally")

        let replay = try await uistate(["replay", "--plugin", plugin, file])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("1 passed"), "\(replay.stdout)")
        let without = try await uistate(["replay", file])
        #expect(without.status == 2, "without the plugin the feature is unknown: \(without.stdout)")

        let both = try await uistate(["replay", "--plugin", plugin, file, "--server", "uistate", "serve"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("cannot be combined"), "\(both.stderr)")
    }

    @Test func exploreSearchesAPluginsFeatureInThePluginAndItsScreensReplay() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plugin = try ExamplePluginFiles.path()
        // Relative: the plugin runs the search, so the command makes the path absolute for it.
        let explore = try await uistate(["explore", "tally", "--plugin", plugin, "--depth", "2", "--output", "out"], in: directory)
        #expect(explore.status == 0, "\(explore.stderr)")
        #expect(explore.stdout.hasPrefix("tally: 3 states"), "\(explore.stdout)")
        let coverage = try JSONValue(parsing: String(contentsOfFile: directory + "/out/coverage.json", encoding: .utf8))
        #expect(coverage["feature"] == "tally", "\(coverage)")
        let replay = try await uistate(["replay", "--plugin", plugin, directory + "/out/screens"])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }
}
