// MARK: - HistoryListRequest limits

/// The page sizes `history/list` takes; the type itself is generated from protocol/openrpc.json.
extension HistoryListRequest {
    /// Entries per page when the client does not say.
    public static let defaultLimit = 100
    /// The largest page.
    public static let maximumLimit = 1000
}
