package import JSON

/// What `initialize` tells the client about the server.
package struct ServerDescription: Sendable {
    package var name: String
    package var version: String
    /// Semantic version of the wire protocol the server speaks.
    package var protocolVersion: String
    /// What `initialize` answers a client that sends a `protocolVersion` of another major
    /// version; nil accepts every version.
    package var versionMismatchCode: ErrorCode?
    /// Merged into the `capabilities` the connection reports for itself.
    package var capabilities: JSONObject

    package init(name: String, version: String, protocolVersion: String, versionMismatchCode: ErrorCode? = nil,
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
