import FeatureKit
package import JSON

// MARK: - StoreSnapshot

/// What a subscriber holds of a store at one version: the state's wire form, the rendered
/// tree's JSON form, or both.
package struct StoreSnapshot: Sendable, Equatable {
    /// The store's version.
    package var version: Int
    /// The state, when the subscriber asked for it.
    package var state: JSONValue?
    /// The rendered tree (JSON format), when the subscriber asked for it.
    package var tree: JSONValue?
}
