
// MARK: - uistate's error codes

/// uistate's own codes, −33000 … −33099, listed in `protocol/PROTOCOL.md`. JSON-RPC's and
/// LSP's reserved ranges are never used for them.
extension ErrorCode {
    package static let unknownStore = ErrorCode(-33001)
    package static let unknownFeature = ErrorCode(-33002)
    package static let unknownNode = ErrorCode(-33003)
    /// The node exists but is disabled or hidden.
    package static let nodeNotInteractive = ErrorCode(-33004)
    package static let clockIsLive = ErrorCode(-33005)
    package static let pluginFailed = ErrorCode(-33006)
    package static let storageFailed = ErrorCode(-33007)
    /// A scenario that could not run; a failing scenario is a normal result.
    package static let scenarioFailed = ErrorCode(-33008)
    package static let ambiguousSelector = ErrorCode(-33009)
    package static let unknownPreset = ErrorCode(-33010)
    package static let settleTimedOut = ErrorCode(-33011)
    package static let unknownVersion = ErrorCode(-33012)
    package static let unknownSubscription = ErrorCode(-33013)
    /// `initialize` from a client speaking another major protocol version.
    package static let protocolVersionMismatch = ErrorCode(-33014)
    /// `store/fork` of a store whose future no replay can reproduce (a live clock).
    package static let storeNotForkable = ErrorCode(-33015)

    /// uistate's own range.
    package static let uistateRange: ClosedRange<Int> = -33099 ... -33000
}
