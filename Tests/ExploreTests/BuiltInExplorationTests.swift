import Explore
import Features
import JSON
import FeatureKit
import Scenario
import Testing

/// Every built-in feature explored with its invariants from `examples/explore/`: no violation,
/// and every scenario the exploration writes replays green. Bounded so that the suite stays
/// quick; `benchmarks/explore.sh` explores deeper.
@Suite("Exploring the built-in features")
struct BuiltInExplorationTests {
    static let features = BuiltInPlugins.features.map(\.name)

    @Test(arguments: features)
    func exploresWithoutViolationsAndItsScenariosReplayGreen(_ name: String) async throws {
        let feature = try #require(BuiltInPlugins.features.first { $0.name == name })
        var options = ExploreOptions()
        options.depth = 3
        options.maxStates = 150
        options.relaunches = true
        // Only a bound on a stuck effect: under the whole suite and two busy loops a step of
        // locationDetail was seen past the default 10 s, which read as a violation.
        options.settleTimeout = .seconds(120)
        options.invariants = try Invariants(json: try readJSON(repositoryRoot + "/examples/explore/\(name).invariants.json"))
        #expect(!options.invariants.schemas.isEmpty)
        let result = try await Explorer(feature: feature, options: options).runOffThePool()
        #expect(result.violations.map(\.invariant) == [], "\(result.violations.map(\.message))")
        #expect(result.stateCount > 1)

        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = try await ExplorationWriter(feature: feature, options: options).write(result, to: directory.path)
        let replayed = try await replayOffThePool([directory.path], features: BuiltInPlugins.features)
        #expect(replayed.results.count == result.screens.count)
        #expect(replayed.passed == replayed.results.count, "\(replayed.results.filter { $0.status != .passed }.map { "\($0.file): \($0.failure?.message ?? "")" })")
    }

    @Test func everyBuiltInFeatureHasAnInvariantsFile() throws {
        for name in Self.features {
            _ = try Invariants(json: try readJSON(repositoryRoot + "/examples/explore/\(name).invariants.json"))
        }
    }
}
