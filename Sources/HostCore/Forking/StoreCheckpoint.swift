package import Components
package import JSON
import StoreRuntime

// MARK: - StoreCheckpoint

/// Where a store stands, kept by value so that a new store can go on from there without
/// replaying how it got there: the feature's state (a Swift value: copying it is cheap), its
/// environment, its shared values, the test clock's now and the positions of the UUID and random
/// generators.
///
/// Taken from a quiescent store (`FeatureStore.checkpoint()`): no effect in flight, no queued
/// action, no throttle window open. A store whose effects in flight are all ones the runtime can
/// start again where they wait (timers asleep on its test clock, a debounce's wait:
/// `Store.suspendedEffects()`) stands at a checkpoint too, with those effects by value
/// (`FeatureStore.standing()`, `StoreStanding.isContinuable`); a closure's own work suspended
/// midway cannot be copied. A store continued from it (`FeatureDefinition.makeStore(continuing:_:)`)
/// behaves from there on as the store it was taken from, except for what was never the state's:
/// its history and version start again (and its sequence and effect numbers, unless effects
/// were in flight: then they go on after theirs).
package struct StoreCheckpoint: Sendable {
    /// The feature the checkpoint was taken from, by name.
    package let featureName: String
    /// A `CheckpointPosition` of that feature's types.
    let position: any Sendable
}

/// The typed contents of a checkpoint of feature `F`.
struct CheckpointPosition<State: Sendable>: Sendable {
    let state: State
    let environment: any Sendable
    let now: UIInstant
    let uuid: UUIDGenerator.Position
    let random: UInt64
    let shared: SharedSnapshot
    /// The effects in flight (`SuspendedEffects` of the feature's action), nil when none.
    var suspended: (any Sendable)?
}

/// A checkpoint given to a feature other than the one it was taken from.
package struct CheckpointMismatchError: Error, Sendable, CustomStringConvertible {
    let checkpointFeature: String
    let feature: String
    package var description: String { "a checkpoint of \(checkpointFeature) cannot continue as \(feature)" }
}

// MARK: - RenderedScreen

/// A store's view rendered once, as the typed tree interactions are found in and as its digest
/// (`TreeDigest`: what exploration reads of a screen), so that a later interaction from the same
/// state (on this store or one continued from it) needs no render of its own
/// (`FeatureStore.interact(_:on:)`); its wire form is encoded only when read.
package struct RenderedScreen: Sendable {
    /// The `RenderedTree` of the feature's action type.
    let tree: any Sendable
    /// The tree's ids, types, flags, nesting and the case names its interactions send, each action
    /// named as its wire form names it (`ActionCoding.caseName`).
    package let digest: TreeDigest
    /// Encodes `tree` (the feature's action type is known only where the screen was made).
    let encode: @Sendable () -> JSONValue
    /// Resolves an interaction in `tree` (the feature's types are known only where it was made).
    let resolve: @Sendable (ViewInteraction) -> PreparedInteraction

    /// `interaction` resolved on this screen now, so that a later try needs neither a render nor
    /// this screen: what a search keeps per state waiting to be expanded, instead of its render.
    package func prepare(_ interaction: ViewInteraction) -> PreparedInteraction {
        resolve(interaction)
    }

    /// The tree's wire form (`render(format: .json)`'s), encoded on each read.
    package var json: JSONValue { encode() }
}

// MARK: - PreparedInteraction

/// An interaction resolved ahead of time on a rendered screen: what its node does (events and
/// actions in order) or why the view refuses it, without the screen it was found on
/// (`FeatureStore.interact(_:)` with it performs it on a store in that screen's state).
package struct PreparedInteraction: Sendable {
    let interaction: ViewInteraction
    /// A `Result<Interaction<Action>, ViewError>` of the feature's action type; nil when the
    /// interaction writes the view's own `@State`, which only a fresh render can do.
    let resolved: (any Sendable)?
}

// MARK: - StoreObservation

/// What a store holds right now, read in one hop: what exploration tells states apart by.
package struct StoreObservation: Sendable {
    package let state: JSONValue
    package let effects: [JSONValue]
    package let nextTimer: Int?
    package let environment: JSONValue
}
