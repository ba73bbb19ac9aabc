import RPCProtocol

/// `store/settle`: waits until no action is queued and no effect is running (effects waiting on
/// the test clock count as settled), bounded by a wall-clock timeout (−33011 past it).
public struct StoreSettleRequest: StoreRequest {
    public static let method = "store/settle"

    public var storeId: String
    /// Wall-clock bound in milliseconds; the host's (10 s by default) when absent.
    public var timeoutMs: Int?

    public init(storeId: String, timeoutMs: Int? = nil) {
        self.storeId = storeId
        self.timeoutMs = timeoutMs
    }

    public typealias Response = StepResult
}
