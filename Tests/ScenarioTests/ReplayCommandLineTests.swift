import Foundation
import RPCTestSupport
import Testing

/// `uistate replay`'s command line as a new user types it, run as a process in the repository
/// root: options and paths in any order, `--server … --`, `--max-failures`, colour.
@Suite struct ReplayCommandLineTests {
    static let relationship = "examples/scenarios/relationship"

    @Test func optionsMayComeBeforePaths() async throws {
        let run = try await runUIState(["replay", "--reporter", "tap", Self.relationship])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("TAP version 14\n1..8\n"))  // four scenarios, each in JSON and YAML
    }

    @Test func pathsAndOptionsMixAndInlineValuesWork() async throws {
        let before = try await runUIState(["replay", "--reporter=json", "--jobs", "2", Self.relationship])
        let mixed = try await runUIState(["replay", "--jobs", "2", Self.relationship, "--reporter=json"])
        #expect(before.status == 0 && mixed.status == 0)
        #expect(before.stdout == mixed.stdout)
    }

    @Test func doubleDashMakesEveryLaterWordAPath() async throws {
        let run = try await runUIState(["replay", "--", "--reporter"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("uistate replay: no such file or directory: '--reporter'"))
    }

    @Test func serverCommandEndsAtDoubleDashAndOptionsFollow() async throws {
        let command = try serveCommand()
        let run = try await runUIState(["replay", "--server"] + command + ["--log-level", "error", "--", Self.relationship, "--reporter", "tap"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("TAP version 14\n1..8\n"))  // four scenarios, each in JSON and YAML
    }

    @Test func serverWithoutDoubleDashStillTakesTheRestOfTheLine() async throws {
        let run = try await runUIState(["replay", Self.relationship, "--reporter", "tap", "--server"] + (try serveCommand()))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("TAP version 14\n1..8\n"))  // four scenarios, each in JSON and YAML
    }

    @Test func aServerThatCannotStartIsABadCommandLine() async throws {
        let run = try await runUIState(["replay", Self.relationship, "--server", "./no-such-server", "serve"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot run './no-such-server'"))
    }

    @Test func misspeltOptionsGetTheClosestNameAndExitTwo() async throws {
        let run = try await runUIState(["replay", "--reportr", "tap", Self.relationship])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown option '--reportr'; did you mean '--reporter'?"))
        let unknown = try await runUIState(["replay", "--frobnicate", Self.relationship])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("the options are --filter, --tags, --reporter"))
        #expect(!unknown.stderr.contains("--watch-iterations"))
    }

    @Test func badValuesExitTwo() async throws {
        for arguments in [["--max-failures", "0"], ["--max-failures", "many"], ["--color", "sometimes"], ["--jobs"]] {
            let run = try await runUIState(["replay", Self.relationship] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains(arguments[0]), "\(arguments): \(run.stderr)")
        }
    }

    // MARK: - --max-failures

    @Test func maxFailuresStopsAfterThatManyAndSaysHowManyWereNotRun() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["a", "b", "c", "d"] {
            // a and b fail (the count starts at 0), c and d would pass.
            let expected = name < "c" ? 1 : 0
            try writeTestFile(#"{"feature": "counter", "steps": [{"expect": {"partial": {"count": \#(expected)}}}]}"#, to: "\(directory)/\(name).scenario.json")
        }
        let stopped = try await runUIState(["replay", directory, "--max-failures", "1"])
        #expect(stopped.status == 1)
        #expect(stopped.stdout.contains("1 scenario: 0 passed, 1 failed, 0 errors, 3 not run (stopped after 1 failed: --max-failures)"), "\(stopped.stdout)")
        let json = try await runUIState(["replay", "--max-failures=2", "--reporter", "json", directory])
        #expect(json.stdout.contains("\"notRun\""))
        #expect(json.stdout.contains("c.scenario.json") && json.stdout.contains("d.scenario.json"))
        let tap = try await runUIState(["replay", "--max-failures", "1", "--reporter", "tap", directory])
        #expect(tap.stdout.contains("# 3 not run (stopped by --max-failures)"))
        let all = try await runUIState(["replay", directory, "--max-failures", "5"])
        #expect(all.stdout.contains("4 scenarios: 2 passed, 2 failed, 0 errors\n"))
    }

    // MARK: - Colour

    @Test func colorAlwaysPaintsMarksDiffsAndTheSummary() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeTestFile(#"{"feature": "counter", "steps": [{"expect": {"partial": {"count": 7}}}]}"#, to: "\(directory)/fails.scenario.json")
        let run = try await runUIState(["replay", "--color", "always", directory, Self.relationship + "/toast-timing.scenario.json"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\u{1B}[32m✓\u{1B}[0m relationship"))
        #expect(run.stdout.contains("\u{1B}[31m✗\u{1B}[0m "))
        #expect(run.stdout.contains("\u{1B}[31m- "), "\(run.stdout)")
        #expect(run.stdout.contains("\u{1B}[32m+ "))
        #expect(run.stdout.contains("\u{1B}[31m1 failed\u{1B}[0m"))
        // Reports for programs stay plain even then.
        let tap = try await runUIState(["replay", "--color", "always", "--reporter", "tap", directory])
        #expect(!tap.stdout.contains("\u{1B}["))
    }

    @Test func pipesAndNoColorGetPlainText() async throws {
        let piped = try await runUIState(["replay", Self.relationship])
        #expect(piped.status == 0)
        #expect(!piped.stdout.contains("\u{1B}["))
        #expect(!piped.stderr.contains("\u{1B}["))
    }

    /// `script` gives the process a terminal, so `auto` has something to decide.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func autoColoursATerminalUnlessNoColorIsSet() async throws {
        let binary = try serveCommand()[0]
        let line = "\(binary) replay \(Self.relationship)/toast-timing.scenario.json"
        let terminal = try await runInTerminal(line, environment: [:])
        #expect(terminal.contains("\u{1B}[32m✓\u{1B}[0m"), "\(terminal)")
        let noColor = try await runInTerminal(line, environment: ["NO_COLOR": "1"])
        #expect(noColor.contains("✓ relationship"))
        #expect(!noColor.contains("\u{1B}[32m"))
        let forced = try await runInTerminal(line + " --color always", environment: ["NO_COLOR": "1"])
        #expect(forced.contains("\u{1B}[32m✓"))
        let never = try await runInTerminal(line + " --color never", environment: [:])
        #expect(!never.contains("\u{1B}[32m"))
    }

    /// Runs `commandLine` on a pseudo-terminal with exactly `environment`'s colour settings (the
    /// test runner's own NO_COLOR, if any, is removed).
    private func runInTerminal(_ commandLine: String, environment: [String: String]) async throws -> String {
        let settings = ["TERM=xterm"] + environment.map { "\($0.key)=\($0.value)" }
        let result = try await runProcess(["/usr/bin/env", "-u", "NO_COLOR"] + settings + ["/usr/bin/script", "-qec", commandLine, "/dev/null"],
                                          currentDirectory: RepositoryPaths.root)
        return result.stdout
    }
}
