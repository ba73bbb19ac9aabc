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

// MARK: - PastStateEncodingError

/// A version whose state history holds but cannot put in its wire form (an encoder that
/// throws, a value JSON cannot hold): `history/version` says so rather than answering a null
/// state the client would take for the state.
struct PastStateEncodingError: Error, Sendable, CustomStringConvertible {
    let version: Int
    let underlying: String

    var description: String { "the state of version \(version) cannot be encoded: \(underlying)" }
}
