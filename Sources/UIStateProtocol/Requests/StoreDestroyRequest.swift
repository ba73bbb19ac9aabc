import RPCProtocol

/// `store/destroy`: cancels the store's effects and forgets it; its id is never reused.
public struct StoreDestroyRequest: StoreRequest {
    public static let method = "store/destroy"

    public var storeId: String

    public init(storeId: String) { self.storeId = storeId }

    public struct Response: Encodable, Sendable {
        public var storeId: String
        /// The version the store had.
        public var version: Int

        public init(storeId: String, version: Int) {
            self.storeId = storeId
            self.version = version
        }
    }
}
