public import JSONValue
import RPCProtocol

/// `store/subscribe`: the store's state and/or rendered tree now, then a `store/didChange`
/// with RFC 6902 patches after every change.
public struct StoreSubscribeRequest: StoreRequest {
    public static let method = "store/subscribe"

    public var storeId: String
    /// Whether to receive the state and its patches (default true).
    public var state: Bool?
    /// Whether to receive the rendered tree (JSON format) and its patches (default false).
    public var view: Bool?

    public init(storeId: String, state: Bool? = nil, view: Bool? = nil) {
        self.storeId = storeId
        self.state = state
        self.view = view
    }

    public struct Response: Encodable, Sendable {
        /// Names the subscription in `store/didChange` and `store/unsubscribe`.
        public var subscription: String
        public var storeId: String
        /// The version the snapshot is at: the first notification's `baseVersion`.
        public var version: Int
        public var state: JSONValue?
        public var tree: JSONValue?

        private enum CodingKeys: String, CodingKey {
            case subscription, storeId, version, state, tree
        }

        /// Written by hand so that what was not asked for is absent, never `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(subscription, forKey: .subscription)
            try container.encode(storeId, forKey: .storeId)
            try container.encode(version, forKey: .version)
            if let state { try container.encode(state, forKey: .state) }
            if let tree { try container.encode(tree, forKey: .tree) }
        }

        public init(subscription: String, storeId: String, version: Int, state: JSONValue? = nil, tree: JSONValue? = nil) {
            self.subscription = subscription
            self.storeId = storeId
            self.version = version
            self.state = state
            self.tree = tree
        }
    }
}
