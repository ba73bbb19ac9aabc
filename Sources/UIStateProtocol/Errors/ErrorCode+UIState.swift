public import RPCProtocol

// MARK: - uistate's error codes

/// uistate's own codes, −33000 … −33099, listed in `protocol/PROTOCOL.md`. JSON-RPC's and
/// LSP's reserved ranges are never used for them.
extension ErrorCode {
    public static let unknownStore = ErrorCode(-33001)
    public static let unknownFeature = ErrorCode(-33002)
    public static let unknownNode = ErrorCode(-33003)
    /// The node exists but is disabled or hidden.
    public static let nodeNotInteractive = ErrorCode(-33004)
    public static let clockIsLive = ErrorCode(-33005)
    public static let pluginFailed = ErrorCode(-33006)
    public static let storageFailed = ErrorCode(-33007)
    /// A scenario that could not run; a failing scenario is a normal result.
    public static let scenarioFailed = ErrorCode(-33008)
    public static let ambiguousSelector = ErrorCode(-33009)
    public static let unknownPreset = ErrorCode(-33010)
    public static let settleTimedOut = ErrorCode(-33011)
    public static let unknownVersion = ErrorCode(-33012)
    public static let unknownSubscription = ErrorCode(-33013)
    /// `initialize` from a client speaking another major protocol version.
    public static let protocolVersionMismatch = ErrorCode(-33014)
    /// `store/fork` of a store whose future no replay can reproduce (a live clock).
    public static let storeNotForkable = ErrorCode(-33015)

    /// uistate's own range.
    public static let uistateRange: ClosedRange<Int> = -33099 ... -33000
}
