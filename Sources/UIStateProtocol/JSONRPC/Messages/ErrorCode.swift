/// A JSON-RPC error code.
///
/// Applications add their own range as static lets in an extension (uistate's are in
/// `UIStateProtocol`).
///
/// An open set rather than an enum: clients and plugins may send codes this build does not know,
/// and those must survive a round trip unchanged.
package struct ErrorCode: RawRepresentable, Sendable, Hashable, Codable {
    package var rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }
    package init(_ rawValue: Int) { self.rawValue = rawValue }

    // MARK: - JSON-RPC 2.0

    package static let parseError = ErrorCode(-32700)
    package static let invalidRequest = ErrorCode(-32600)
    package static let methodNotFound = ErrorCode(-32601)
    package static let invalidParams = ErrorCode(-32602)
    package static let internalError = ErrorCode(-32603)

    // MARK: - LSP

    package static let serverNotInitialized = ErrorCode(-32002)
    package static let requestCancelled = ErrorCode(-32800)
}

extension ErrorCode: CustomStringConvertible {
    package var description: String { String(rawValue) }
}
