import FeatureKit
package import JSON

// MARK: - StoreSnapshot

/// What a subscriber holds of a store at one version: the state's wire form, the rendered
/// tree's JSON form, or both.
///
/// The subscription's first snapshot holds its tree; a change holds its view unrendered
/// (`DeferredTree`), rendered only if a notification is sent for it.
package struct StoreSnapshot: Sendable {
    /// The store's version.
    package var version: Int
    /// The state, when the subscriber asked for it.
    package var state: JSONValue?
    /// The rendered tree (JSON format), in the subscription's snapshot when the subscriber asked
    /// for the view.
    package var tree: JSONValue?
    /// A change's view, when the subscriber asked for it.
    package var deferredTree: DeferredTree?

    package init(version: Int, state: JSONValue?, tree: JSONValue?, deferredTree: DeferredTree? = nil) {
        self.version = version
        self.state = state
        self.tree = tree
        self.deferredTree = deferredTree
    }
}

/// A change's view kept as what it is a function of (state, environment, the shared values of
/// its version, dependencies), rendered when its notification is made: most changes a client
/// falls behind on are coalesced, and their views never rendered.
package struct DeferredTree: Sendable {
    /// Renders the view with the subscription's encoding, whose last render is the tree the
    /// client holds (the one last sent), and returns the patch from that tree to this one. Called
    /// by the subscription's sender only (one at a time), for the changes it sends, in order.
    package let patchFromLastSent: @Sendable () -> JSONPatch
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
