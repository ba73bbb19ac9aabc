// MARK: - HistoryListRequest limits

/// The page sizes `history/list` takes; the type itself is generated from protocol/openrpc.json.
extension HistoryListRequest {
    /// Entries per page when the client does not say.
    package static let defaultLimit = 100
    /// The largest page.
    package static let maximumLimit = 1000
}
