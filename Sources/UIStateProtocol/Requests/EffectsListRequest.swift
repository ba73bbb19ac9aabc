public import JSONValue
import RPCProtocol

/// `effects/list`: the effects in flight, in start order.
public struct EffectsListRequest: StoreRequest {
    public static let method = "effects/list"

    public var storeId: String

    public init(storeId: String) { self.storeId = storeId }

    public struct Response: Encodable, Sendable {
        public var effects: [JSONValue]
        /// Milliseconds until the test clock's next timer fires; null on a live clock or when
        /// no timer is pending.
        public var nextTimerMs: Int?

        enum CodingKeys: String, CodingKey { case effects, nextTimerMs }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(effects, forKey: .effects)
            // Written as null rather than left out, so a client can tell "none" from an old host.
            try container.encode(nextTimerMs, forKey: .nextTimerMs)
        }

        public init(effects: [JSONValue], nextTimerMs: Int? = nil) {
            self.effects = effects
            self.nextTimerMs = nextTimerMs
        }
    }
}
