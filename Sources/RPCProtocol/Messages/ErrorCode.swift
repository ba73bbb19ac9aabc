/// A JSON-RPC error code.
///
/// Applications add their own range as static lets in an extension (uistate's are in
/// `UIStateProtocol`).
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
}

extension ErrorCode: CustomStringConvertible {
    public var description: String { String(rawValue) }
}
