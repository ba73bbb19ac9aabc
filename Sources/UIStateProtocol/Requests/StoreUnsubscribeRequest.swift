public import RPCProtocol

/// `store/unsubscribe`: stops a subscription; no notification for it follows the reply.
public struct StoreUnsubscribeRequest: RequestType {
    public static let method = "store/unsubscribe"

    public var subscription: String

    public init(subscription: String) {
        self.subscription = subscription
    }

    public struct Response: Encodable, Sendable {
        public var subscription: String
        /// The version the client's copy had reached with the last notification sent.
        public var version: Int

        public init(subscription: String, version: Int) {
            self.subscription = subscription
            self.version = version
        }
    }
}
