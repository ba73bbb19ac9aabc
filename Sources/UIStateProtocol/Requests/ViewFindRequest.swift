public import JSONValue
import RPCProtocol

/// `view/find`: the nodes a selector matches in the rendered tree, without their children —
/// what a client asserting on the view (a scenario's `expect.view`) needs without rendering the
/// whole tree and re-implementing selector matching.
public struct ViewFindRequest: StoreRequest {
    public static let method = "view/find"

    public var storeId: String
    /// `{"id"|"text"|"label"|"role"|"type": …}`; `index` is ignored (every match is returned).
    public var selector: JSONValue

    public init(storeId: String, selector: JSONValue) {
        self.storeId = storeId
        self.selector = selector
    }

    public struct Response: Encodable, Sendable {
        /// Every match in document order, each a node as `view/render` writes it, without `children`.
        public var nodes: [JSONValue]
        public var version: Int

        public init(nodes: [JSONValue], version: Int) {
            self.nodes = nodes
            self.version = version
        }
    }
}
