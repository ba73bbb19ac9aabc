public import JSONValue
import RPCProtocol

/// `environment/set`: changes environment members (a new version and a history entry); as
/// `store/dispatch`.
public struct EnvironmentSetRequest: StoreRequest {
    public static let method = "environment/set"

    public var storeId: String
    /// Members to change: `dynamicTypeSize`, `colorScheme`, `locale`, `focusedField`.
    public var environment: JSONValue

    public init(storeId: String, environment: JSONValue) {
        self.storeId = storeId
        self.environment = environment
    }

    public typealias Response = StepResult
}
