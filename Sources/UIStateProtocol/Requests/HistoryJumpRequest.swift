import RPCProtocol

/// `history/jump`: restores a version's state and environment as a new version (origin
/// `jump`); effects in flight are cancelled and none is re-run.
public struct HistoryJumpRequest: StoreRequest {
    public static let method = "history/jump"

    public var storeId: String
    /// The version to go back (or forward) to; `history/list` shows which exist.
    public var version: Int

    public init(storeId: String, version: Int) {
        self.storeId = storeId
        self.version = version
    }

    public typealias Response = StepResult
}
