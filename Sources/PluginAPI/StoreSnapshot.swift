public import JSONValue

// MARK: - StoreSnapshot

/// What a subscriber holds of a store at one version: the state's wire form, the rendered
/// tree's JSON form, or both.
public struct StoreSnapshot: Sendable, Equatable {
    /// The store's version.
    public var version: Int
    /// The state, when the subscriber asked for it.
    public var state: JSONValue?
    /// The rendered tree (JSON format), when the subscriber asked for it.
    public var tree: JSONValue?
}
