import Explore
import Features
import FeatureKit
import Testing

/// A state with a timer in flight (the counter's debounced fact, the toast's timer) is expanded
/// from a checkpoint that keeps the timer, without replaying its path, and reaches what the
/// replay reaches: the same states, transitions (so the same successors), screens and paths.
@Suite("Exploring from states with timers in flight")
struct EffectsInFlightTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let feature: String
        /// Nil: to the fixpoint, every reachable state.
        let depth: Int?
        /// Whether every effect the feature leaves in flight is a timer the runtime keeps.
        let keepsEveryEffect: Bool
        var presets: [String: String] = [:]
        var testDescription: String {
            "\(feature) to \(depth.map { "depth \($0)" } ?? "its fixpoint")" + presets.map { ", \($0.key) \($0.value)" }.joined()
        }
    }

    static let cases = [
        // The toast's timer; the whole space.
        Case(feature: "relationship", depth: nil, keepsEveryEffect: true),
        // The debounce before the fact request.
        Case(feature: "counter", depth: 6, keepsEveryEffect: true),
        // The slow fact request sleeps inside its client's closure: those states still replay.
        Case(feature: "counter", depth: 6, keepsEveryEffect: false, presets: ["numberFact": "slow"]),
    ]

    @Test(arguments: cases)
    func continuingWithTheTimerFindsWhatReplayingFinds(_ test: Case) async throws {
        let feature = try #require(BuiltInPlugins.features.first { $0.name == test.feature })
        var continuing = ExploreOptions()
        continuing.depth = test.depth ?? 100
        continuing.presets = test.presets
        // A safety net only: a try starved on a loaded machine must not be filed as unsettled.
        continuing.settleTimeout = .seconds(120)
        var replaying = continuing
        replaying.continuesEffectsInFlight = false
        let continued = try await Explorer(feature: feature, options: continuing).runOffThePool()
        let replayed = try await Explorer(feature: feature, options: replaying).runOffThePool()
        if test.depth == nil { #expect(continued.exhausted) }
        #expect(replayed.statesContinuedWithEffectsInFlight == 0)
        #expect(replayed.statesExpandedByReplay > 0)
        if test.keepsEveryEffect {
            #expect(continued.statesExpandedByReplay == 0)
            #expect(continued.statesContinuedWithEffectsInFlight == replayed.statesExpandedByReplay)
        } else {
            #expect(continued.statesExpandedByReplay > 0)
            #expect(continued.statesContinuedWithEffectsInFlight > 0)
            #expect(continued.statesExpandedByReplay + continued.statesContinuedWithEffectsInFlight == replayed.statesExpandedByReplay)
        }
        let depth = continuing.depth
        #expect(CoverageReport.json(continued, depth: depth) == CoverageReport.json(replayed, depth: depth))
        #expect(continued.screens.map(\.path) == replayed.screens.map(\.path))
        #expect(continued.violations.map(\.path) == replayed.violations.map(\.path))
    }
}
