public import RPCProtocol

/// `store/list`: the stores, in creation order.
public struct StoreListRequest: RequestType {
    public static let method = "store/list"

    public init() {}

    public struct Response: Encodable, Sendable {
        public var stores: [Entry]

        public init(stores: [Entry]) {
            self.stores = stores
        }
    }

    public struct Entry: Encodable, Sendable, Equatable {
        public var storeId: String
        public var feature: String
        /// `test` or `live`.
        public var clock: String

        public init(storeId: String, feature: String, clock: String) {
            self.storeId = storeId
            self.feature = feature
            self.clock = clock
        }
    }
}
