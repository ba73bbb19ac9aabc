import Foundation
import JSON
import RPCTestSupport
import Testing

/// What the README tells a new user to type, run as printed (with the built binary on PATH),
/// and the scripts it points at.
@Suite struct ReadmeExampleTests {
    static func readme() throws -> String {
        try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8)
    }

    /// The directory of the built `uistate`, for PATH.
    static func binaryDirectory() throws -> String {
        URL(fileURLWithPath: try serveCommand()[0]).deletingLastPathComponent().path
    }

    static func replies(_ output: String) throws -> [Int64: JSONValue] {
        var byID: [Int64: JSONValue] = [:]
        for line in output.split(separator: "\n") {
            let reply = try JSONValue(parsing: String(line))
            if let id = reply["id"]?.integerValue { byID[id] = reply }
        }
        return byID
    }

    @Test func theFirstScreenSaysHowToPutUIStateOnPath() throws {
        let firstScreen = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).prefix(30).joined(separator: "\n")
        #expect(firstScreen.contains("make install PREFIX=~/.local"))
        #expect(firstScreen.contains(".build/debug/uistate"))
    }

    @Test func makeRunsMainJobEndsBySayingWhereTheBinaryIs() async throws {
        let binary = try serveCommand()[0]
        let run = try await runProcess(["scripts/run-main-job.sh", binary], currentDirectory: RepositoryPaths.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("The uistate binary is \(binary)."))
        #expect(run.stdout.contains("make install PREFIX=~/.local"))
    }

    /// The shell example, exactly as the README prints it: every request answered, matched by id.
    @Test func theShellExampleRunsAsPrinted() async throws {
        let readme = try Self.readme()
        guard let start = readme.range(of: "```sh\nprintf '%s\\n'"),
              let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex) else {
            Issue.record("the README's printf example is gone")
            return
        }
        let script = String(readme[readme.index(start.lowerBound, offsetBy: 6)..<end.lowerBound])
        let path = try Self.binaryDirectory() + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try await runProcess(["/bin/sh", "-c", script], environment: ["PATH": path])
        #expect(run.status == 0, "\(run.stderr)")
        let replies = try Self.replies(run.stdout)
        #expect(replies.keys.sorted() == [1, 2, 3, 4, 5])
        #expect(replies[4]?["result"]?["value"]?["lastTappedButton"] == "iconOnly")
        #expect(replies[3]?["result"]?["events"]?[0]?["haptic"]?["style"] == "medium")
    }

    @Test func theToastScriptPrintsRepliesInIDOrderAndTheToastComesAndGoes() async throws {
        let binary = try serveCommand()[0]
        let run = try await runProcess(["/bin/sh", "examples/shell/toast-timing.sh"],
                                       currentDirectory: RepositoryPaths.root, environment: ["UISTATE_BIN": binary])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        let ids = try lines.map { try JSONValue(parsing: String($0))["id"]?.integerValue }
        #expect(ids == [1, 2, 3, 4, 5, 6, 7])
        let replies = try Self.replies(run.stdout)
        #expect(replies[4]?["result"]?["effects"]?[0]?["status"] == "waitingOnTestClock")
        #expect(replies[5]?["result"]?["value"] == "경조사 명은 10글자까지만 입력 가능해요")
        #expect(replies[6]?["result"]?["received"] == ["toastTimerElapsed"])
    }
}
