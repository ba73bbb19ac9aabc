public import JSONValue
public import PluginAPI
import RPCProtocol

/// `view/render`: the rendered tree of the store's state with its environment.
public struct ViewRenderRequest: StoreRequest {
    public static let method = "view/render"

    public var storeId: String
    /// `json` (default) or `text` (the outline).
    public var format: RenderFormat?

    public init(storeId: String, format: RenderFormat? = nil) {
        self.storeId = storeId
        self.format = format
    }

    public struct Response: Encodable, Sendable {
        /// The root node (json) or the outline as one string (text).
        public var tree: JSONValue
        public var version: Int
    }
}
