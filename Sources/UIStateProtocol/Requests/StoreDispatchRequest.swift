public import JSONValue
import RPCProtocol

/// `store/dispatch`: sends an action; under the test clock the reply waits until the store
/// settles and lists what effects sent meanwhile.
public struct StoreDispatchRequest: StoreRequest {
    public static let method = "store/dispatch"

    public var storeId: String
    /// The action, externally tagged: `"incrementButtonTapped"`, `{"countTextChanged": "3"}`.
    public var action: JSONValue

    public init(storeId: String, action: JSONValue) {
        self.storeId = storeId
        self.action = action
    }

    public typealias Response = StepResult
}
