// MARK: - HostOptions

/// Host-wide settings, from `uistate serve`'s options.
public struct HostOptions: Sendable {
    /// Stores use the live clock unless `store/create` asks for the test clock (`--live-clock`).
    public var liveClockByDefault: Bool
    /// Stores without a `storage` of their own keep persisted values in `<dir>/<feature>`
    /// (`--storage-dir`); nil gives each store a fresh temporary directory.
    public var storageDirectory: String?
    /// The wall-clock bound on waiting for a store to settle (−33011 past it).
    public var settleTimeout: Duration

    public init(liveClockByDefault: Bool = false, storageDirectory: String? = nil, settleTimeout: Duration = .seconds(10)) {
        self.liveClockByDefault = liveClockByDefault
        self.storageDirectory = storageDirectory
        self.settleTimeout = settleTimeout
    }
}
