import Explore
import Foundation
import JSON
import FeatureKit
import Scenario
import RPCTestSupport
import HostCore

/// A fresh directory under /tmp, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "uistate-explore-\(UUID().uuidString)"
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The repository's root, found from this file.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Replays the scenarios under `paths` in-process against `features`.
func replay(_ paths: [String], features: [FeatureDefinition]) async -> ReplayReport {
    await ReplaySuite().run(paths: paths, factory: InProcessSessionFactory(features: features))
}

/// Reads a JSON file.
func readJSON(_ path: String) throws -> JSONValue {
    try JSONValue(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
}

extension Explorer {
    /// `run()` on a thread of its own: an exploration computes for seconds, which on the
    /// cooperative pool would delay every other test's timers (see `runOffPool`).
    func runOffThePool() async throws -> ExplorationResult {
        let explorer = self
        return try await runOffPool { try await explorer.run() }
    }
}

/// Replays on a thread of its own (see `runOffPool`).
func replayOffThePool(_ paths: [String], features: [FeatureDefinition]) async throws -> ReplayReport {
    try await runOffPool { await replay(paths, features: features) }
}
