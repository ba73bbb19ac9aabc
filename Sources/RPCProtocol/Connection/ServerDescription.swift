public import JSONValue

/// What `initialize` tells the client about the server.
public struct ServerDescription: Sendable {
    public var name: String
    public var version: String
    /// Semantic version of the wire protocol; see the versioning policy in `docs/decisions.md`.
    public var protocolVersion: String
    /// Merged into the `capabilities` the connection reports for itself.
    public var capabilities: JSONObject

    public init(name: String = "uistate", version: String, protocolVersion: String = ServerDescription.currentProtocolVersion,
                capabilities: JSONObject = [:]) {
        self.name = name
        self.version = version
        self.protocolVersion = protocolVersion
        self.capabilities = capabilities
    }

    public static let currentProtocolVersion = "0.1.0"

    /// The leading number of a semver string, or nil when it has none.
    static func majorVersion(_ version: String) -> Int? {
        Int(version.prefix { $0 != "." })
    }
}
