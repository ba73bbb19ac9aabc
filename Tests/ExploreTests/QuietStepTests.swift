import Explore
import Features
import FeatureKit
import Testing

/// Tries taken without a store (a quiet step to a known state) find what the store's way finds:
/// the same states, transitions (so the same successors and fingerprints), screens and paths.
@Suite("Exploring without a store where the reducer is enough")
struct QuietStepTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let feature: String
        let depth: Int
        var relaunches = false
        var environmentVariants = false
        var testDescription: String { "\(feature) to depth \(depth)" }
    }

    static let cases = [
        // Most of its states have the toast's timer in flight: quiet steps from those too.
        Case(feature: "relationship", depth: 4),
        Case(feature: "counter", depth: 4),
        // Persisted values and relaunches, environment switches.
        Case(feature: "locationDetail", depth: 4, relaunches: true, environmentVariants: true),
        Case(feature: "bookmarks", depth: 3),
    ]

    @Test(arguments: cases)
    func theQuietWayFindsWhatTheStoreWayFinds(_ test: Case) async throws {
        let feature = try #require(BuiltInPlugins.features.first { $0.name == test.feature })
        var quiet = ExploreOptions()
        quiet.depth = test.depth
        quiet.relaunches = test.relaunches
        quiet.environmentVariants = test.environmentVariants
        // A safety net only: a try starved on a loaded machine must not be filed as unsettled.
        quiet.settleTimeout = .seconds(120)
        var stored = quiet
        stored.quietSteps = false
        let withoutStores = try await Explorer(feature: feature, options: quiet).runOffThePool()
        let withStores = try await Explorer(feature: feature, options: stored).runOffThePool()
        #expect(withoutStores.quietTries > 0)
        #expect(withStores.quietTries == 0)
        #expect(CoverageReport.json(withoutStores, depth: test.depth) == CoverageReport.json(withStores, depth: test.depth))
        #expect(withoutStores.screens.map(\.path) == withStores.screens.map(\.path))
        #expect(withoutStores.violations.map(\.path) == withStores.violations.map(\.path))
    }
}
