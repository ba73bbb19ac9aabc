public import JSONValue
import RPCProtocol

/// `view/tap`: taps the node a selector picks (its haptic, then its action); as `store/dispatch`.
public struct ViewTapRequest: StoreRequest {
    public static let method = "view/tap"

    public var storeId: String
    /// `{"id"|"text"|"label"|"role"|"type": …, "index": n}`.
    public var selector: JSONValue

    public init(storeId: String, selector: JSONValue) {
        self.storeId = storeId
        self.selector = selector
    }

    public typealias Response = StepResult
}
