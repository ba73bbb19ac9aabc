import Foundation
import Features
import JSON
import Scenario
import HostCore
import RPCTestSupport
import Synchronization

/// Runs scenario text in-process, with snapshots kept in memory.
struct ScenarioHarness {
    let snapshots = MemorySnapshots()
    var options = ReplayOptions()

    func run(_ text: String, path: String = "inline.scenario.json") async throws -> ScenarioResult {
        let document = try ScenarioLoader().decode(text: text, path: path)
        return await ScenarioRunner(options: options, snapshots: snapshots.store).run(document, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
    }

    /// The pretty report of one result, for message assertions.
    func pretty(_ text: String) async throws -> String {
        ReplayReporter.pretty.render(ReplayReport(results: [try await run(text)]))
    }
}

/// Golden files in a dictionary.
final class MemorySnapshots: Sendable {
    let files = Mutex<[String: String]>([:])

    var store: SnapshotStore {
        SnapshotStore(
            read: { [self] path in self.files.withLock { $0[path] } },
            write: { [self] path, text in self.files.withLock { $0[path] = text } }
        )
    }
}

/// Paths in the repository, from this file's location.
enum RepositoryPaths {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var examples: String { root + "/examples/scenarios" }
    static var schema: String { root + "/protocol/scenario/scenario.schema.json" }
    static var badFixtures: String { root + "/Tests/ScenarioTests/Fixtures/bad" }
}

/// A one-step-list scenario on `feature`.
func scenario(_ feature: String, _ steps: String, extra: String = "") -> String {
    "{\"feature\": \"\(feature)\"\(extra), \"steps\": [\(steps)]}"
}

/// A JUnit report with every `time="…"` attribute removed: JUnit always carries durations, the
/// one part of a report that differs from run to run.
func withoutDurations(_ xml: String) -> String {
    xml.replacingOccurrences(of: #" time="[0-9.]*""#, with: "", options: .regularExpression)
}

// MARK: - Whole suites in this process

extension ReplaySuite {
    /// The scenarios at `paths` replayed in this process against the built-ins, on a thread of
    /// its own: a whole suite computes for seconds between suspensions, which on the two-thread
    /// cooperative pool delays every other test's timers and continuations (see `runOffPool`).
    func runOffThePool(paths: [String]) async throws -> ReplayReport {
        let suite = self
        return try await runOffPool {
            await suite.run(paths: paths, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        }
    }

    /// Already loaded scenarios replayed as `runOffThePool(paths:)` does.
    func runOffThePool(loaded: [Result<ScenarioDocument, ScenarioFileError>]) async throws -> ReplayReport {
        let suite = self
        return try await runOffPool {
            await suite.run(loaded: loaded, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        }
    }
}

// MARK: - The uistate process

/// What a `uistate` process printed and how it exited.
struct UIStateRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `uistate ARGUMENTS` in the repository root with `input` on stdin (see `runProcess`: no
/// inherited pipes, no pool thread held).
func runUIState(_ arguments: [String], input: String = "") async throws -> UIStateRun {
    let binary = try UIStateBinary.path()
    let executable = binary.hasPrefix("/") ? binary : RepositoryPaths.root + "/" + binary
    let result = try await runProcess([executable] + arguments, input: input, currentDirectory: RepositoryPaths.root)
    return UIStateRun(status: result.status, stdout: result.stdout, stderr: result.stderr)
}

/// `uistate serve`, for server-mode replays.
func serveCommand() throws -> [String] {
    let binary = try UIStateBinary.path()
    return [binary.hasPrefix("/") ? binary : RepositoryPaths.root + "/" + binary, "serve"]
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
