public import JSONValue
public import PluginAPI
import RPCProtocol

/// `view/render`: the rendered tree of the store's state with its environment.
public struct ViewRenderRequest: StoreRequest {
    public static let method = "view/render"

    public var storeId: String
    /// `json` (default), `text` (the outline) or `html` (a self-contained page).
    public var format: RenderFormat?

    public init(storeId: String, format: RenderFormat? = nil) {
        self.storeId = storeId
        self.format = format
    }

    public struct Response: Encodable, Sendable {
        /// The root node (json), or the outline (text) or HTML document (html) as one string.
        public var tree: JSONValue
        public var version: Int
    }
}
