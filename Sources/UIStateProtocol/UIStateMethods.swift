package import JSON

// MARK: - UIStateMethods

/// The uistate protocol's method table: every request and notification it adds to JSON-RPC's
/// lifecycle, as the Swift types that carry them, in `protocol/openrpc.json`'s order. `requests`
/// is generated from the document with the request types (`ProtocolCodegenPlugin`).
///
/// The authority a test holds `protocol/openrpc.json`, `PROTOCOL.md`, the conformance cases and
/// `uistate serve`'s registry against.
package enum UIStateMethods {
    /// Server-to-client notifications uistate adds (`$/progress` and `$/logTrace` belong to the
    /// JSON-RPC layer's LSP-style lifecycle).
    package static let serverNotifications: [any NotificationType.Type] = [
        StoreDidChangeNotification.self,
    ]

    /// The names of `requests`, in table order.
    package static var requestNames: [String] { requests.map { $0.method } }

    /// The protocol version this build speaks (semver); `initialize` reports it and refuses a
    /// client of another major version with −33014.
    package static let protocolVersion = "0.1.0"
}

extension ServerDescription {
    /// A uistate server: refuses clients of another major protocol version with −33014.
    package static func uistate(
        name: String = "uistate", version: String, protocolVersion: String = UIStateMethods.protocolVersion,
        capabilities: JSONObject = [:]
    ) -> ServerDescription {
        ServerDescription(name: name, version: version, protocolVersion: protocolVersion,
                          versionMismatchCode: .protocolVersionMismatch, capabilities: capabilities)
    }
}
