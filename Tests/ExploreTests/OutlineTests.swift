import Explore
import Features
import FeatureKit
import Testing

/// A new state whose screen was filed already keeps its tree's outline (actions by case name)
/// instead of the tree in full: the search finds the same states, transitions, screens (with the
/// same trees, in full), paths and sent action cases as with every tree in full.
@Suite("Exploring with outlines of known screens")
struct OutlineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let feature: String
        let depth: Int
        var testDescription: String { "\(feature) to depth \(depth)" }
    }

    static let cases = [
        // Rows of plain buttons whose actions carry payloads; many states per screen.
        Case(feature: "bookmarks", depth: 3),
        // Actions with nested payloads, text fields (their input and focus actions).
        Case(feature: "interests", depth: 2),
        Case(feature: "relationship", depth: 3),
    ]

    @Test(arguments: cases)
    func outlinesFindWhatFullTreesFind(_ test: Case) async throws {
        let feature = try #require(BuiltInPlugins.features.first { $0.name == test.feature })
        var outlined = ExploreOptions()
        outlined.depth = test.depth
        // A safety net only: a try starved on a loaded machine must not be filed as unsettled.
        outlined.settleTimeout = .seconds(120)
        var full = outlined
        full.outlines = false
        let withOutlines = try await Explorer(feature: feature, options: outlined).runOffThePool()
        let inFull = try await Explorer(feature: feature, options: full).runOffThePool()
        #expect(withOutlines.stateCount > withOutlines.screens.count, "some state repeats a screen, so has an outline")
        #expect(CoverageReport.json(withOutlines, depth: test.depth) == CoverageReport.json(inFull, depth: test.depth))
        #expect(withOutlines.screens.map(\.path) == inFull.screens.map(\.path))
        #expect(withOutlines.screens.map(\.tree) == inFull.screens.map(\.tree))
        #expect(withOutlines.violations.map(\.path) == inFull.violations.map(\.path))
    }
}
