public import JSONValue
public import RPCProtocol

/// `plugin/list`: the features this host serves, with versions, schemas and presets.
public struct PluginListRequest: RequestType {
    public static let method = "plugin/list"

    public init() {}

    public struct Response: Encodable, Sendable {
        /// `{"name", "version", "stateSchema", "actionSchema", "initialState", "launchAction", "dependencies": [{"name", "presets", "default"}]}`
        public var features: [JSONValue]

        public init(features: [JSONValue]) {
            self.features = features
        }
    }
}
