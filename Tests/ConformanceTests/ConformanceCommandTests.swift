import Foundation
import JSON
import RPCTestSupport
import Testing

/// `uistate conformance` run as a process: against our own server (everything passes) and
/// against a deliberately broken one (each class of fault is caught).
@Suite("uistate conformance")
struct ConformanceCommandTests {
    /// Replies may take long on a loaded machine (a Python server behind shell shims starts in
    /// seconds): every reply deadline is scaled by 10, which costs time only when a reply is missing.
    func conformance(_ arguments: [String]) async throws -> ProcessRun {
        let options = arguments.first == "--help" ? arguments : ["--timeout-scale", "10"] + arguments
        return try await runProcess([try Executables.uistate(), "conformance"] + options, currentDirectory: packageRoot)
    }

    @Test(arguments: ["content-length", "newline"])
    func ourServerPassesTheWholeSuite(framing: String) async throws {
        let uistate = try Executables.uistate()
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let run = try await conformance(["--framing", framing, "--report", report, "--", uistate, "serve"])
        let lines = run.stdout.split(separator: "\n")
        #expect(run.status == 0, "\(lines.filter { $0.hasPrefix("FAIL") }.joined(separator: "\n"))")
        #expect(lines.last?.hasSuffix(" passed, 0 failed") == true)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("ok   ") && $0.hasSuffix("[\(framing)]") })
        let json = try JSONValue(parsing: try String(contentsOfFile: report, encoding: .utf8))
        #expect(json["failed"] == 0)
        #expect(json["cases"]?.arrayValue?.count == lines.count - 1)
    }

    static let brokenServer = packageRoot + "/Tests/ConformanceTests/Fixtures/broken_server.py"

    /// Each fault class, the group of cases run against it, and a case that must catch it.
    static let faults: [(fault: String, group: String, catchingCase: String)] = [
        ("answers-notifications", "jsonrpc-spec/*", "jsonrpc-spec/notification"),
        ("content-length-characters", "encoding/*", "encoding/korean-and-zwj-emoji [content-length]"),
        ("wrong-error-id", "jsonrpc-spec/*", "jsonrpc-spec/non-existent-method"),
        ("no-init-check", "lifecycle/*", "lifecycle/request-before-initialize"),
        ("two-responses-on-cancel", "cancellation/*", "cancellation/cancel-then-the-delay-passes"),
        ("logs-to-stdout", "jsonrpc-spec/*", "jsonrpc-spec/positional-params"),
        ("empty-batch-array", "jsonrpc-spec/*", "jsonrpc-spec/empty-array"),
    ]

    @Test(.enabled(if: Executables.python3 != nil, "python3 is not installed: the broken server cannot run"))
    func theBrokenServerWithoutFaultsPassesTheGroupsUsedBelow() async throws {
        let python = try #require(Executables.python3)
        let groups = Set(Self.faults.map(\.group)).sorted().flatMap { ["--filter", $0] }
        let run = try await conformance(groups + ["--", python, Self.brokenServer])
        #expect(run.status == 0, "\(run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") })")
    }

    @Test(.enabled(if: Executables.python3 != nil, "python3 is not installed: the broken server cannot run"),
          arguments: faults.map(\.fault))
    func theSuiteCatchesTheFault(fault: String) async throws {
        let python = try #require(Executables.python3)
        let entry = try #require(Self.faults.first { $0.fault == fault })
        let run = try await conformance(["--filter", entry.group, "--", python, Self.brokenServer, "--fault", fault])
        let failures = run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
        #expect(run.status == 1)
        #expect(failures.contains { $0.contains(entry.catchingCase) }, "\(fault) not caught by \(entry.catchingCase): \(failures)")
        #expect(run.stdout.split(separator: "\n").last?.hasSuffix(" passed, \(failures.count) failed") == true)
    }

    @Test func helpDescribesTheOptions() async throws {
        let run = try await conformance(["--help"])
        #expect(run.status == 0)
        for option in ["--filter", "--exclude", "--framing", "--suite", "--report", "--timeout-scale", "--color", "[--] COMMAND"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }

    @Test func aTimeoutScaleThatIsNotAPositiveNumberIsAUsageError() async throws {
        for value in ["0", "-2", "fast"] {
            let run = try await runProcess([try Executables.uistate(), "conformance", "--timeout-scale", value, "--", "true"])
            #expect(run.status == 2, "\(value)")
            #expect(run.stderr.contains("--timeout-scale takes a positive number, got '\(value)'"), "\(run.stderr)")
        }
    }

    @Test func aMissingServerCommandIsAUsageError() async throws {
        let run = try await conformance(["--filter", "lifecycle/*"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("give the server's command line, e.g. 'uistate conformance -- uistate serve'"))
    }

    @Test func aServerThatCannotStartIsAUsageErrorBeforeAnyCase() async throws {
        let run = try await conformance(["--filter", "lifecycle/exit-without-shutdown", "--", "/nonexistent/server"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("cannot run '/nonexistent/server': no such executable"))
    }

    @Test func suiteCanBeReadFromADirectory() async throws {
        let run = try await conformance(["--suite", packageRoot + "/protocol/conformance", "--list", "--filter", "discovery/*"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("discovery/rpc-discover [content-length]"))
    }
}
