/// How a suite is replayed.
public struct ReplayOptions: Sendable {
    /// Only scenarios whose name or file path contains this (case-sensitive).
    public var filter: String?
    /// Only scenarios with at least one of these tags.
    public var tags: [String]
    /// Write snapshot files instead of comparing them.
    public var updateSnapshots: Bool
    /// Measure wall-clock time per scenario (reports are then not byte-identical run to run).
    public var timings: Bool

    public init(filter: String? = nil, tags: [String] = [], updateSnapshots: Bool = false, timings: Bool = false) {
        self.filter = filter
        self.tags = tags
        self.updateSnapshots = updateSnapshots
        self.timings = timings
    }
}
