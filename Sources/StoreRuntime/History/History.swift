import Synchronization

// MARK: - History

/// The record of a store: one entry per processed action (changed or not), per environment
/// change and per jump, bounded to the newest `limit` entries.
///
/// ```swift
/// let history = await History.attach(to: store)
/// await store.send(.incrementButtonTapped)
/// history.entries().last?.version          // 1
/// try await history.jump(to: 0, in: store) // back to the initial state, as version 2
/// ```
///
/// Thread-safe: the store's observer appends on the store's executor while clients page
/// through entries from anywhere.
public final class History<State: Sendable, Action: Sendable>: Sendable {
    /// The state a jump can go back to that is not an entry: the store's when history was
    /// attached, or after the newest dropped entry.
    public struct Baseline: Sendable {
        public let version: Int
        public let state: State
        public let environment: any Sendable
        public let shared: SharedSnapshot
    }

    private struct Storage {
        // Entries live in `entries[start...]`; dropped ones are compacted away in batches so
        // that dropping the oldest costs O(1) amortized.
        var entries: [HistoryEntry<State, Action>] = []
        var start = 0
        var dropped = 0
        var baseline: Baseline
        /// What the next restore is (a jump to a version, or a state replaced), set just before it.
        var pendingRestore: HistoryOrigin?

        var live: ArraySlice<HistoryEntry<State, Action>> { entries[start...] }
    }

    /// The most entries kept; older ones are dropped first.
    public let limit: Int
    private let storage: Mutex<Storage>
    /// The entries' summaries, changed only under `storage`'s lock too (always taken after it),
    /// so that what a step reads needs no generic code (see `HistoryIndex`).
    private let index = Mutex(HistoryIndex())

    /// Creates an empty history starting from `baseline`; `attach(to:limit:)` is the usual way.
    public init(baseline: Baseline, limit: Int = 10_000) {
        self.limit = max(1, limit)
        self.storage = Mutex(Storage(baseline: baseline))
    }

    /// Starts recording `store`'s history from its current state.
    ///
    /// - Parameter limit: the most entries kept (10,000 by default); the oldest are dropped.
    public static func attach<R: Reducer & SendableMetatype>(
        to store: Store<R>,
        limit: Int = 10_000
    ) async -> History where R.State == State, R.Action == Action {
        await store.perform { store in
            let history = History(
                baseline: Baseline(version: store.version, state: store.state, environment: store.environment, shared: store.sharedSnapshot),
                limit: limit
            )
            store.addObserver { history.record($0) }
            return history
        }
    }

    /// A history holding this one's entries, baseline and limit that records `store` from now
    /// on: the history of a store continued from this one's (a fork), whose past is its source's.
    /// `store` must be at this history's newest version and numbering (`Store.continueNumbering`).
    @usableFromInline
    package func continued<R: Reducer & SendableMetatype>(
        by store: Store<R>
    ) async -> History where R.State == State, R.Action == Action {
        let (kept, summaries) = storage.withLock { storage in (storage, index.withLock { $0 }) }
        let history = History(baseline: kept.baseline, limit: limit)
        history.storage.withLock { $0 = kept }
        history.index.withLock { $0 = summaries }
        await store.perform { store in _ = store.addObserver { history.record($0) } }
        return history
    }

    // MARK: - Recording

    /// Appends the entry for `record`; the store's observer calls it.
    public func record(_ record: StoreRecord<State, Action>) {
        storage.withLock { storage in
            let entry = HistoryEntry(record, restoredAs: storage.pendingRestore)
            storage.pendingRestore = nil
            // Built here, where the generic types' metadata is at hand: the closure below then
            // captures only a plain value and looks nothing up.
            let summary = HistoryEntrySummary(sequence: record.sequence, origin: entry.origin, events: record.events)
            storage.entries.append(consume entry)
            let dropsOldest = storage.entries.count - storage.start > limit
            index.withLock { index in
                index.append(summary)
                if dropsOldest { index.dropOldest() }
            }
            if dropsOldest {
                let oldest = storage.entries[storage.start]
                storage.baseline = Baseline(version: oldest.version, state: oldest.state, environment: oldest.environment, shared: oldest.shared)
                storage.start += 1
                storage.dropped += 1
                if storage.start >= max(1024, limit) {
                    storage.entries.removeFirst(storage.start)
                    storage.start = 0
                }
            }
        }
    }

    /// Marks the next restore as a jump to `version`.
    func expectJump(to version: Int) {
        expectRestore(as: .jump(toVersion: version))
    }

    /// Marks the next restore as `origin` (a jump, or a state replaced).
    func expectRestore(as origin: HistoryOrigin) {
        storage.withLock { $0.pendingRestore = origin }
    }

    // MARK: - Reading

    /// The entries with a sequence number of at least `sequence`, oldest first, at most `limit`
    /// of them: a page, continued from the last sequence number seen plus one.
    public func entries(from sequence: Int = 0, limit: Int = .max) -> [HistoryEntry<State, Action>] {
        withEntries(from: sequence) { Array($0.prefix(max(0, limit))) }
    }

    /// Calls `body` with the entries from sequence number `sequence` on, where they are kept:
    /// nothing is copied (a step's reply reads the one or two entries it added on every
    /// request). The history is locked meanwhile, so `body` must not use it.
    public func withEntries<Result>(
        from sequence: Int, _ body: (ArraySlice<HistoryEntry<State, Action>>) throws -> Result
    ) rethrows -> Result {
        try storage.withLock { storage in
            // The index holds one summary per kept entry, in the same order: it finds where the
            // page starts without reading the (generic) entries.
            let count = index.withLock { $0.count(from: sequence) }
            let live = storage.live
            return try body(live[(live.endIndex - min(count, live.count))...])
        }
    }

    /// The newest entry.
    public var latest: HistoryEntry<State, Action>? { storage.withLock { $0.live.last } }

    /// The newest entry's sequence number, without copying the entry (a step asks for it on
    /// every request).
    public var latestSequence: Int? { index.withLock { $0.latestSequence } }

    /// The summaries of the entries from sequence number `sequence` on, oldest first: what a
    /// step's reply needs of the entries it added, read without generic code. A copy: a slice
    /// kept past the lock would make the next entry copy the whole index.
    public func summaries(from sequence: Int) -> [HistoryEntrySummary] {
        index.withLock { Array($0.summaries(from: sequence)) }
    }

    /// How many entries are kept.
    public var count: Int { storage.withLock { $0.live.count } }

    /// How many entries were dropped to stay within `limit`.
    public var droppedCount: Int { storage.withLock { $0.dropped } }

    /// The oldest state a jump can reach that is not an entry.
    public var baseline: Baseline { storage.withLock { $0.baseline } }

    /// The versions a jump can reach, oldest first.
    public var versions: ClosedRange<Int> {
        storage.withLock { storage in
            storage.baseline.version...(storage.live.last?.version ?? storage.baseline.version)
        }
    }

    /// What the store held at `version`: its state, environment and shared values.
    func snapshot(at version: Int) -> Baseline? {
        storage.withLock { storage in
            if let entry = storage.live.last(where: { $0.version == version }) {
                return Baseline(version: version, state: entry.state, environment: entry.environment, shared: entry.shared)
            }
            return storage.baseline.version == version ? storage.baseline : nil
        }
    }
}
