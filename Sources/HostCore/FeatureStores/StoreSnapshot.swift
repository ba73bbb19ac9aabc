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
    /// The patch to `tree` from the subscription's render before it, made while encoding
    /// (`RenderedTreeEncoder.encodeWithPatch`); a notification from that very tree uses it
    /// instead of diffing the two.
    package var treeStep: TreeStep?

    package init(version: Int, state: JSONValue?, tree: JSONValue?, treeStep: TreeStep? = nil) {
        self.version = version
        self.state = state
        self.tree = tree
        self.treeStep = treeStep
    }
}

/// A tree and the patch from it to the next: equal to `TreeDiff.patch(from: from, to: next)`.
package struct TreeStep: Sendable, Equatable {
    package var from: JSONValue
    package var patch: JSONPatch

    /// The patch, when `base` is the tree it starts from (the same storage: no reading).
    package func patch(from base: JSONValue) -> JSONPatch? {
        from.sharesStorage(with: base) ? patch : nil
    }
}
