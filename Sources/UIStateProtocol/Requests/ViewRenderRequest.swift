public import JSONValue
import RPCProtocol

/// `view/render`: the rendered tree of the store's state with its environment.
public struct ViewRenderRequest: StoreRequest {
    public static let method = "view/render"

    public var storeId: String
    /// `json` (default), `text` (the outline) or `html` (a self-contained page).
    public var format: Format?

    public init(storeId: String, format: Format? = nil) {
        self.storeId = storeId
        self.format = format
    }

    /// What the tree is rendered as.
    public enum Format: String, Sendable, CaseIterable, Codable {
        /// The node tree as JSON.
        case json
        /// The indented outline, one line per node.
        case text
        /// A self-contained HTML document of the screen, as one string.
        case html
    }

    public struct Response: Encodable, Sendable {
        /// The root node (json), or the outline (text) or HTML document (html) as one string.
        public var tree: JSONValue
        public var version: Int

        public init(tree: JSONValue, version: Int) {
            self.tree = tree
            self.version = version
        }
    }
}
