public import JSONValue
import RPCProtocol

/// `view/input`: types text into a field (its focus action first when it is not focused); as
/// `store/dispatch`.
public struct ViewInputRequest: StoreRequest {
    public static let method = "view/input"

    public var storeId: String
    public var selector: JSONValue
    /// The field's new text (it replaces the old).
    public var text: String

    public init(storeId: String, selector: JSONValue, text: String) {
        self.storeId = storeId
        self.selector = selector
        self.text = text
    }

    public typealias Response = StepResult
}
