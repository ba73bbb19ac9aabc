import RPCProtocol

/// `clock/advance`: moves a test clock forward, waking effects due by then; as `store/dispatch`.
/// −33005 on a live clock.
public struct ClockAdvanceRequest: StoreRequest {
    public static let method = "clock/advance"

    public var storeId: String
    /// Milliseconds, 0 or more.
    public var ms: Int

    public init(storeId: String, ms: Int) {
        self.storeId = storeId
        self.ms = ms
    }

    public typealias Response = StepResult
}
