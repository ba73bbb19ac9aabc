import Foundation
import RPCTestSupport
import Testing

/// `uistate` argument handling, run as a process.
@Suite struct CLITests {
    struct Run: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `uistate` to completion (see `runProcess`: no inherited pipes, no pool thread held).
    func run(_ arguments: [String]) async throws -> Run {
        let result = try await runUIState(arguments)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    @Test func helpListsCommands() async throws {
        let result = try await run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Usage: uistate <command>"))
        #expect(result.stdout.contains("serve"))
    }

    @Test func aMisspeltCommandIsABadCommandLineWithTheClosestName() async throws {
        let result = try await run(["replya", "examples/scenarios"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("uistate: unknown command 'replya'; did you mean 'replay'? (commands: serve, render,"))
    }

    @Test func helpWithACommandPrintsThatCommandsHelp() async throws {
        let result = try await run(["help", "replay"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--shard"))
    }

    @Test func helpWithAnUnknownNameIsABadCommandLineListingTheCommands() async throws {
        let result = try await run(["help", "nothing"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("uistate help: unknown command 'nothing'"))
        #expect(result.stderr.contains("(commands: serve, render, conformance, replay, record, gallery, inspect, explore)"))
        let close = try await run(["help", "explor"])
        #expect(close.status == 2)
        #expect(close.stderr.contains("did you mean 'explore'?"))
    }

    @Test func replayingAPathThatIsNotThereIsABadCommandLineNamingIt() async throws {
        let result = try await run(["replay", "/", "nonexist"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("uistate replay: no such file or directory: 'nonexist'"))
    }

    @Test func versionPrintsTheVersion() async throws {
        let result = try await run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "uistate 0.1.0\n")
    }

    @Test func serveHelpDescribesItsOptions() async throws {
        let result = try await run(["serve", "--help"])
        #expect(result.status == 0)
        for option in ["--framing", "--max-message-bytes", "--log-level", "--max-queued-output", "--plugin-timeout"] {
            #expect(result.stdout.contains(option))
        }
    }

    @Test(arguments: [
        ["serve", "--framing", "xml"],
        ["serve", "--max-message-bytes", "-3"],
        ["serve", "--log-level"],
        ["serve", "--plugin-timeout", "0"],
        ["serve", "--plugin-timeout", "soon"],
        ["serve", "--nope"],
        ["serve", "extra"],
        ["frobnicate"],
        [],
    ])
    func badCommandLinesExitWithTwoAndSayWhy(arguments: [String]) async throws {
        let result = try await run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }

    @Test func serveWithEmptyInputExitsWithOneAndWritesNothing() async throws {
        let result = try await run(["serve", "--framing=newline", "--log-level=error", "--max-message-bytes=1M"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: ClientFraming.allCases)
    func logLevelDecidesWhatReachesStandardError(framing: ClientFraming) async throws {
        let quiet = try ServerProcess(framing: framing, arguments: ["serve", "--log-level", "error"])
        try await quiet.initialize()
        quiet.send("not json")
        _ = try await quiet.readMessage()
        quiet.closeInput()
        _ = try await quiet.waitForExit()
        #expect(quiet.standardError.isEmpty)

        let chatty = try ServerProcess(framing: framing, arguments: ["serve", "--log-level=debug"])
        try await chatty.initialize()
        chatty.closeInput()
        _ = try await chatty.waitForExit()
        #expect(chatty.standardError.contains("uistate: info: initialize from uistate-tests"))
        #expect(chatty.standardError.contains("uistate: info: exiting with 1"))
    }
}
