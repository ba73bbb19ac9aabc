public import JSONValue
public import RPCProtocol

/// `component/list`: every component with its properties, types and defaults.
public struct ComponentListRequest: RequestType {
    public static let method = "component/list"

    public init() {}

    public struct Response: Encodable, Sendable {
        public var components: JSONValue

        public init(components: JSONValue) {
            self.components = components
        }
    }
}
