public import JSONValue
import RPCProtocol

/// `view/focus`: focuses a field (its focus action alone), or with `null` unfocuses the focused
/// field(s); as `store/dispatch`.
public struct ViewFocusRequest: StoreRequest {
    public static let method = "view/focus"

    public var storeId: String
    /// A selector, or `null` (or absent) to unfocus.
    public var selector: JSONValue?

    public init(storeId: String, selector: JSONValue?) {
        self.storeId = storeId
        self.selector = selector
    }

    public typealias Response = StepResult
}
