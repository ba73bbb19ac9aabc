public import JSONValue
import RPCProtocol

/// `effects/list`: the effects in flight, in start order.
public struct EffectsListRequest: StoreRequest {
    public static let method = "effects/list"

    public var storeId: String

    public init(storeId: String) { self.storeId = storeId }

    public struct Response: Encodable, Sendable {
        public var effects: [JSONValue]
    }
}
