import Dispatch
import Explore
import FeatureKit
import JSON

// MARK: - ReducerFloor

/// What a hand-written model checker would pay for the transitions an exploration took: each
/// transition's start state, already a Swift value, copied and driven through the feature's
/// reducer with the actions its step processed, then compared with where it started (the
/// least a search does to tell a new state). No store, no effects run, no view, no JSON.
enum ReducerFloor {
    /// Seconds for one pass over `transitions`, averaged over passes filling at least 0.2 s, and
    /// how many passes that was (what an instruction count of the loop is divided by).
    ///
    /// - Throws: a decoding error when a recorded state or action is not the feature's.
    static func seconds(
        _ feature: FeatureDefinition, transitions: [ExplorationResult.RecordedTransition]
    ) throws -> (seconds: Double, passes: Int) {
        try seconds(of: feature.featureType, transitions)
    }

    private static func seconds<F: PluginFeature>(
        of _: F.Type, _ transitions: [ExplorationResult.RecordedTransition]
    ) throws -> (seconds: Double, passes: Int) {
        let decoder = JSONValueDecoder().readingEmptyArrayAsObject()
        let typed: [(state: F.State, actions: [F.Action])] = try transitions.map { transition in
            (try decoder.decode(F.State.self, from: transition.from), try transition.actions.map { try decoder.decode(F.Action.self, from: $0) })
        }
        let reducer = F().prepared()
        var passes = 0
        var changed = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed = 0.0
        repeat {
            for (from, actions) in typed {
                var state = from
                for action in actions { _ = reducer.reduce(into: &state, action: action) }
                if state != from { changed += 1 }
            }
            passes += 1
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        } while elapsed < 0.2
        // Read, so the loop's work cannot be optimised away.
        if changed < 0 { print(changed) }
        return (elapsed / Double(passes), passes)
    }
}
