import Foundation
import JSONValue
import Scenario
import ScenarioInProcess
import RPCTestSupport
import Synchronization

/// Runs scenario text in-process, with snapshots kept in memory.
struct ScenarioHarness {
    let snapshots = MemorySnapshots()
    var options = ReplayOptions()

    func run(_ text: String, path: String = "inline.scenario.json") async throws -> ScenarioResult {
        let document = try ScenarioLoader().decode(text: text, path: path)
        return await ScenarioRunner(options: options, snapshots: snapshots.store).run(document, factory: InProcessSessionFactory())
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

// MARK: - The uistate process

/// What a `uistate` process printed and how it exited.
struct UIStateRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `uistate ARGUMENTS` in the repository root, with `input` on stdin (files, not pipes, so
/// nothing can fill up), awaiting its exit without blocking a pool thread.
func runUIState(_ arguments: [String], input: String = "") async throws -> UIStateRun {
    let binary = try UIStateBinary.path()
    let directory = FileManager.default.temporaryDirectory
    let stem = "scenario-test-\(UUID().uuidString)"
    let inURL = directory.appendingPathComponent(stem + ".in")
    let outURL = directory.appendingPathComponent(stem + ".out"), errURL = directory.appendingPathComponent(stem + ".err")
    try Data(input.utf8).write(to: inURL)
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
        for url in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) }
    }
    let inHandle = try FileHandle(forReadingFrom: inURL)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary.hasPrefix("/") ? binary : RepositoryPaths.root + "/" + binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.root)
    process.standardInput = inHandle
    process.standardOutput = out
    process.standardError = err
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            continuation.resume(throwing: error)
        }
    }
    try out.close()
    try err.close()
    try inHandle.close()
    return UIStateRun(status: status, stdout: try String(contentsOf: outURL, encoding: .utf8), stderr: try String(contentsOf: errURL, encoding: .utf8))
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
