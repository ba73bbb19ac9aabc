public import JSONValue
import RPCProtocol

/// `effects/cancel`: cancels one effect by id, or all of them; never re-runs anything.
public struct EffectsCancelRequest: StoreRequest {
    public static let method = "effects/cancel"

    public var storeId: String
    /// The effect's id from `effects/list`; every effect when absent.
    public var effect: Int?

    public init(storeId: String, effect: Int? = nil) {
        self.storeId = storeId
        self.effect = effect
    }

    public struct Response: Encodable, Sendable {
        /// The effects cancelled (empty when `effect` was no longer in flight).
        public var cancelled: [Int]
        /// The effects still in flight.
        public var effects: [JSONValue]
        public var version: Int

        public init(cancelled: [Int], effects: [JSONValue], version: Int) {
            self.cancelled = cancelled
            self.effects = effects
            self.version = version
        }
    }
}
