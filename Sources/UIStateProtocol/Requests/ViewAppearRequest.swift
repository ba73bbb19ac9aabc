public import JSONValue
import RPCProtocol

/// `view/appear`: reports a node scrolled into view, sending its appear action (how paging is
/// driven); as `store/dispatch`.
public struct ViewAppearRequest: StoreRequest {
    public static let method = "view/appear"

    public var storeId: String
    public var selector: JSONValue

    public init(storeId: String, selector: JSONValue) {
        self.storeId = storeId
        self.selector = selector
    }

    public typealias Response = StepResult
}
