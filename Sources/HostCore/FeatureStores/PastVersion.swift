package import JSON

// MARK: - PastVersion

/// One version of a store as history holds it, in its wire form (`history/version`): what an
/// inspector shows for a version it never saw itself, such as one from before it connected.
package struct PastVersion: Sendable, Equatable {
    package var version: Int
    /// The state at that version.
    package var state: JSONValue
    /// The environment at that version (the rendered tree root's properties).
    package var environment: JSONValue
    /// The view rendered from that state and environment, as `view/render` format json writes it.
    package var tree: JSONValue
    /// The same screen as `view/render` format html writes it.
    package var html: String
}
