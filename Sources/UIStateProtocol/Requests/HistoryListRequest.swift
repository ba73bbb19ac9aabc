public import JSONValue
import RPCProtocol

/// `history/list`: a page of a store's history, oldest first.
public struct HistoryListRequest: StoreRequest {
    public static let method = "history/list"
    /// Entries per page when the client does not say.
    public static let defaultLimit = 100
    /// The largest page.
    public static let maximumLimit = 1000

    public var storeId: String
    /// The first sequence number wanted: 0 (the default) for the oldest kept, or a page's `next`.
    public var from: Int?
    /// Entries per page, 1 to 1000 (default 100).
    public var limit: Int?

    public init(storeId: String, from: Int? = nil, limit: Int? = nil) {
        self.storeId = storeId
        self.from = from
        self.limit = limit
    }

    public struct Response: Encodable, Sendable {
        public var entries: [JSONValue]
        /// Pass as `from` for the next page; absent on the last page.
        public var next: Int?
        /// The versions `history/jump` can reach: `{"from", "to"}`.
        public var versions: JSONValue
        /// Entries dropped to keep history bounded (10,000 entries).
        public var dropped: Int

        public init(entries: [JSONValue], next: Int? = nil, versions: JSONValue, dropped: Int) {
            self.entries = entries
            self.next = next
            self.versions = versions
            self.dropped = dropped
        }
    }
}
