public import JSONValue
import RPCProtocol

/// `store/fork`: a new store whose future is exactly the source store's from here on — state,
/// environment, clock time, shared values, pending timers and effects, history.
///
/// Built by replaying the source's inputs (its `store/create` and every request that changed it)
/// into a new store: under the test clock that reproduces everything, including the positions of
/// the UUID and random generators that no copy of the state could carry. A live-clock store
/// cannot be forked (−33015).
public struct StoreForkRequest: StoreRequest {
    public static let method = "store/fork"

    /// The store to fork.
    public var storeId: String

    public init(storeId: String) {
        self.storeId = storeId
    }

    public struct Response: Encodable, Sendable {
        /// The new store's id: `<feature>-<n>`, numbered like a created store.
        public var storeId: String
        /// The store it was forked from.
        public var source: String
        public var version: Int
        public var state: JSONValue
        /// The effects in flight in the fork: the source's, with the same ids.
        public var effects: [JSONValue]

        public init(storeId: String, source: String, version: Int, state: JSONValue, effects: [JSONValue]) {
            self.storeId = storeId
            self.source = source
            self.version = version
            self.state = state
            self.effects = effects
        }
    }
}
