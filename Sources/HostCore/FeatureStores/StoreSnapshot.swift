import FeatureKit
package import JSON

// MARK: - StoreSnapshot

/// What a subscriber holds of a store at one version: the state's wire form, the rendered
/// tree's JSON form, or both.
///
/// The subscription's first snapshot holds them; a change holds what they are made from
/// (`DeferredChange`), encoded and rendered only if a notification is sent for it.
package struct StoreSnapshot: Sendable {
    /// The store's version.
    package var version: Int
    /// The state, in the subscription's snapshot when the subscriber asked for it.
    package var state: JSONValue?
    /// The rendered tree (JSON format), in the subscription's snapshot when the subscriber asked
    /// for the view.
    package var tree: JSONValue?
    /// A change's state and view, as the subscriber asked for them.
    package var change: DeferredChange?

    package init(version: Int, state: JSONValue?, tree: JSONValue?, change: DeferredChange? = nil) {
        self.version = version
        self.state = state
        self.tree = tree
        self.change = change
    }
}

/// A change kept as what its state's JSON and its view are a function of (state, environment,
/// the shared values of its version, dependencies: values), encoded and rendered when its
/// notification is made: most changes a client falls behind on are coalesced, and never encoded
/// or rendered.
package struct DeferredChange: Sendable {
    /// Encodes the state and renders the view (each when subscribed to) with the subscription's
    /// encodings, whose last results are what the client holds (sent last), and returns the
    /// patches from those to this change's. Called by the subscription's sender only (one at a
    /// time), for the changes it sends, in order.
    package let patchesFromLastSent: @Sendable () -> (state: JSONPatch?, tree: JSONPatch?)
}
