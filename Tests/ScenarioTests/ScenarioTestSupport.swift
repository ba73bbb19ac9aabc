import Foundation
import JSONValue
import Scenario
import ScenarioInProcess
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
