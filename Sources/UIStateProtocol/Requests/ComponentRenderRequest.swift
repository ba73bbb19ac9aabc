public import JSONValue
public import RPCProtocol

/// `component/render`: one component from properties, like a story in a design-system browser.
public struct ComponentRenderRequest: RequestType {
    public static let method = "component/render"

    /// The component's name, as `component/list` shows it.
    public var name: String
    /// Its properties; `{}` when absent.
    public var properties: JSONValue?
    /// `json` (default) or `html` (a self-contained page of the story).
    public var format: Format?
    /// Environment members to render in (`dynamicTypeSize`, `colorScheme`, `locale`), as
    /// `store/create` takes them; the defaults otherwise.
    public var environment: JSONValue?

    public init(name: String, properties: JSONValue? = nil, format: Format? = nil, environment: JSONValue? = nil) {
        self.name = name
        self.properties = properties
        self.format = format
        self.environment = environment
    }

    /// How the story's tree is written.
    public enum Format: String, Sendable, CaseIterable, Codable {
        case json
        case html
    }

    public struct Response: Encodable, Sendable {
        /// The root node (json) or the HTML document as one string (html).
        public var tree: JSONValue

        public init(tree: JSONValue) {
            self.tree = tree
        }
    }
}
