import Dispatch
import Explore
import Features
import FeatureKit

// MARK: - ExploreBench

/// Exploration speed: every built-in feature (or the one named) explored to depth 8 or its
/// fixpoint, capped at `maxStates`, in distinct states and transitions per second, beside the
/// floor of the same transitions driven through the feature's reducer in a plain loop
/// (`ReducerFloor`): the ratio is what the host, the view and JSON cost on top of the reducer.
///
/// `UIStateBench explore [DEPTH] [MAX_STATES] [FEATURE] [JOBS]`
enum ExploreBench {
    static func run(arguments: [String] = []) async {
        let depth = arguments.first.flatMap(Int.init) ?? 8
        let maxStates = arguments.dropFirst().first.flatMap(Int.init) ?? 5000
        let only = arguments.dropFirst(2).first.flatMap { $0 == "all" ? nil : $0 }
        let jobs = arguments.dropFirst(3).first.flatMap(Int.init) ?? 1
        var total = 0.0
        for feature in BuiltInPlugins.features where only == nil || feature.name == only {
            var options = ExploreOptions()
            options.depth = depth
            options.maxStates = maxStates
            options.jobs = jobs
            do {
                var result: ExplorationResult?
                let seconds = try await measureAsync {
                    result = try await Explorer(feature: feature, options: options).run()
                }
                total += seconds
                guard let result else { continue }
                let name = "explore.\(feature.name)"
                let ending = result.exhausted ? "fixpoint at depth \(result.depthReached)" : "depth \(result.depthReached), limit reached"
                print("\(name).states \(result.stateCount) states, \(result.transitionCount) transitions (\(ending))")
                report("\(name).rate", Double(result.stateCount) / seconds, "states/s")
                report("\(name).transitionRate", Double(result.transitionCount) / seconds, "transitions/s")
                print("\(name).replayed \(result.statesExpandedByReplay) of \(result.stateCount) states expanded by replay (an effect in flight not kept by value)")
                print("\(name).continued \(result.statesContinuedWithEffectsInFlight) states continued with their effects in flight (timers kept by value)")
                print("\(name).quiet \(result.quietTries) tries without a store (effects that only send actions, a known state)")
                // The floor's transitions come from a second, untimed run that records them.
                options.recordsTransitions = true
                let recorded = try await Explorer(feature: feature, options: options).run().recordedTransitions
                let (floor, passes) = try ReducerFloor.seconds(feature, transitions: recorded)
                print("\(name).floor.passes \(passes)")
                report("\(name).floor.rate", Double(result.stateCount) / floor, "states/s")
                report("\(name).floor.transitionRate", Double(recorded.count) / floor, "transitions/s")
                report("\(name).ofFloor", floor / seconds * 100, "%")
            } catch {
                print("explore.\(feature.name) failed: \(error)")
            }
        }
        report("explore.allBuiltIns.seconds", total, "s")
        report("explore.maxRSS", Double(maxResidentKiB()) / 1024, "MB")
    }
}
