/// A JSON-RPC error code.
///
/// An open set rather than an enum: clients and plugins may send codes this build does not know,
/// and those must survive a round trip unchanged.
public struct ErrorCode: RawRepresentable, Sendable, Hashable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    // MARK: - JSON-RPC 2.0

    public static let parseError = ErrorCode(-32700)
    public static let invalidRequest = ErrorCode(-32600)
    public static let methodNotFound = ErrorCode(-32601)
    public static let invalidParams = ErrorCode(-32602)
    public static let internalError = ErrorCode(-32603)

    // MARK: - LSP

    public static let serverNotInitialized = ErrorCode(-32002)
    public static let requestCancelled = ErrorCode(-32800)

    // MARK: - uistate (−33000 … −33099, listed in protocol/PROTOCOL.md)

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
    public static let protocolVersionMismatch = ErrorCode(-33014)
    /// `store/fork` of a store whose future no replay can reproduce (a live clock).
    public static let storeNotForkable = ErrorCode(-33015)

    /// uistate's own range; JSON-RPC's and LSP's reserved ranges are never used for our errors.
    public static let uistateRange: ClosedRange<Int> = -33099 ... -33000
}

extension ErrorCode: CustomStringConvertible {
    public var description: String { String(rawValue) }
}
