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
    /// Changes a subscription keeps apart while its sender is busy; past it they are coalesced
    /// into one notification (`--max-pending-notifications`; 1 coalesces whenever a
    /// notification is still being written).
    public var maxPendingNotifications: Int
    /// Every `store/fork` replays its source's inputs, even where it could start where the source
    /// stands: what tests and the fork benchmark compare the quick way with.
    package var forksReplay = false

    public init(
        liveClockByDefault: Bool = false, storageDirectory: String? = nil, settleTimeout: Duration = .seconds(10),
        maxPendingNotifications: Int = 64
    ) {
        self.liveClockByDefault = liveClockByDefault
        self.storageDirectory = storageDirectory
        self.settleTimeout = settleTimeout
        self.maxPendingNotifications = maxPendingNotifications
    }
}
