import Dispatch
import Explore
import Features
import FeatureKit

// MARK: - ExploreBench

/// Exploration speed in distinct states per second: `relationship` to its fixpoint (or the
/// given depth), then every built-in feature to depth 8 or its fixpoint, capped at `maxStates`.
enum ExploreBench {
    static func run(arguments: [String] = []) async {
        let depth = arguments.first.flatMap(Int.init) ?? 8
        let maxStates = arguments.dropFirst().first.flatMap(Int.init) ?? 5000
        var total = 0.0
        let only = arguments.dropFirst(2).first
        for feature in BuiltInPlugins.features where only == nil || feature.name == only {
            var options = ExploreOptions()
            options.depth = depth
            options.maxStates = maxStates
            do {
                var result: ExplorationResult?
                let seconds = try await measureAsync {
                    result = try await Explorer(feature: feature, options: options).run()
                }
                total += seconds
                guard let result else { continue }
                let ending = result.exhausted ? "fixpoint at depth \(result.depthReached)" : "depth \(result.depthReached), limit reached"
                print("explore.\(feature.name).states \(result.stateCount) states, \(result.transitionCount) transitions (\(ending))")
                report("explore.\(feature.name).rate", Double(result.stateCount) / seconds, "states/s")
            } catch {
                print("explore.\(feature.name) failed: \(error)")
            }
        }
        report("explore.allBuiltIns.seconds", total, "s")
    }
}
