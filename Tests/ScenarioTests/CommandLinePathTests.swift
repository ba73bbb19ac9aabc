import Foundation
import Testing

/// Every command that reads a path refuses one that is not there before any work starts: a bad
/// command line (exit 2) naming the path, with nothing on stdout.
@Suite struct CommandLinePathTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let missing = "/nonexistent/uistate"

    static let cases: [Case] = [
        Case(arguments: ["replay", "examples/scenarios", missing + "/a.scenario.json"],
             message: "uistate replay: no such file or directory: '\(missing)/a.scenario.json'"),
        Case(arguments: ["replay", "examples/scenarios", "--reporter", "junit", "--output", missing + "/report.xml"],
             message: "uistate replay: --output: no such directory: '\(missing)' (to write '\(missing)/report.xml' in)"),
        Case(arguments: ["render", "counter", "--state", missing + "/state.json"],
             message: "uistate render: --state: no such file or directory: '\(missing)/state.json'"),
        Case(arguments: ["render", "counter", "-o", missing + "/counter.txt"],
             message: "uistate render: -o: no such directory: '\(missing)'"),
        Case(arguments: ["conformance", "--suite", missing, "--", "uistate", "serve"],
             message: "uistate conformance: --suite: no such file or directory: '\(missing)'"),
        Case(arguments: ["conformance", "--suite", "README.md", "--", "uistate", "serve"],
             message: "uistate conformance: --suite: not a directory: 'README.md'"),
        Case(arguments: ["conformance", "--report", missing + "/report.json", "--", "uistate", "serve"],
             message: "uistate conformance: --report: no such directory: '\(missing)'"),
        Case(arguments: ["gallery", "--output", missing + "/gallery", missing + "/flows"],
             message: "uistate gallery: no such file or directory: '\(missing)/flows'"),
        Case(arguments: ["gallery", "--output", missing + "/gallery", "--plugin", missing + "/plugin"],
             message: "uistate gallery: --plugin: cannot run '\(missing)/plugin'"),
        Case(arguments: ["inspect", "--trace", missing + "/x.trace.json"],
             message: "uistate inspect: --trace: no such file or directory: '\(missing)/x.trace.json'"),
        Case(arguments: ["explore", "counter", "--inputs", missing + "/inputs.json"],
             message: "uistate explore: --inputs: no such file or directory: '\(missing)/inputs.json'"),
        Case(arguments: ["explore", "--merge", missing + "/coverage.json"],
             message: "uistate explore: --merge: no such file or directory: '\(missing)/coverage.json'"),
        Case(arguments: ["record", "--feature", "counter", "-o", missing + "/counter.scenario.json"],
             message: "uistate record: --output: no such directory: '\(missing)'"),
    ]

    @Test(arguments: cases)
    func aPathThatIsNotThereIsABadCommandLineNamingIt(_ example: Case) async throws {
        // Input for record: a session that must not start.
        let run = try await runUIState(example.arguments, input: "tap +\n")
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "nothing ran: \(run.stdout)")
        #expect(run.stderr.hasPrefix(example.message), "\(run.stderr)")
    }
}
