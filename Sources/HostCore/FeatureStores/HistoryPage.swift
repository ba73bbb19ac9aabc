import FeatureKit
package import JSON

// MARK: - HistoryPage

/// One page of a store's history, in its wire form.
package struct HistoryPage: Sendable, Equatable {
    /// The entries, oldest first: `{"sequence", "version", "origin", "action", "changed",
    /// "effectsStarted", "effectsCancelled", "events"}` plus `effect`/`startedBy` for effect
    /// actions and `toVersion` for jumps.
    package var entries: [JSONValue]
    /// The `from` that continues after this page; nil when this page reaches the newest entry.
    package var next: Int?
    /// The versions a jump can reach now.
    package var versions: ClosedRange<Int>
    /// Entries dropped to keep history bounded.
    package var droppedCount: Int
}
