public import JSONValue
public import RPCProtocol

/// `component/render`: one component from properties, like a story in a design-system browser.
public struct ComponentRenderRequest: RequestType {
    public static let method = "component/render"

    /// The component's name, as `component/list` shows it.
    public var name: String
    /// Its properties; `{}` when absent.
    public var properties: JSONValue?

    public init(name: String, properties: JSONValue? = nil) {
        self.name = name
        self.properties = properties
    }

    public struct Response: Encodable, Sendable {
        public var tree: JSONValue
    }
}
