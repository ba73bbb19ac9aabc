public import JSONValue

/// What `initialize` tells the client about the server.
public struct ServerDescription: Sendable {
    public var name: String
    public var version: String
    /// Semantic version of the wire protocol the server speaks.
    public var protocolVersion: String
    /// What `initialize` answers a client that sends a `protocolVersion` of another major
    /// version; nil accepts every version.
    public var versionMismatchCode: ErrorCode?
    /// Merged into the `capabilities` the connection reports for itself.
    public var capabilities: JSONObject

    public init(name: String, version: String, protocolVersion: String, versionMismatchCode: ErrorCode? = nil,
                capabilities: JSONObject = [:]) {
        self.name = name
        self.version = version
        self.protocolVersion = protocolVersion
        self.versionMismatchCode = versionMismatchCode
        self.capabilities = capabilities
    }

    /// The leading number of a semver string, or nil when it has none.
    static func majorVersion(_ version: String) -> Int? {
        Int(version.prefix { $0 != "." })
    }
}
