import RPCProtocol
public import JSONValue

/// `store/state`: the state (or the value at a JSON Pointer in it) and the version.
public struct StoreStateRequest: StoreRequest {
    public static let method = "store/state"

    public var storeId: String
    /// An RFC 6901 pointer into the state; the whole state when absent.
    public var pointer: String?

    public init(storeId: String, pointer: String? = nil) {
        self.storeId = storeId
        self.pointer = pointer
    }

    public struct Response: Encodable, Sendable {
        public var value: JSONValue
        public var version: Int

        public init(value: JSONValue, version: Int) {
            self.value = value
            self.version = version
        }
    }
}
