// MARK: - HistoryEntrySummary

/// What a step's reply reads of a history entry, in a type that is not generic: its sequence
/// number, its origin and its events (see `History.summaries(from:)`).
public struct HistoryEntrySummary: Sendable {
    /// The entry's processing sequence number.
    public let sequence: Int
    /// Why the entry exists.
    public let origin: HistoryOrigin
    /// Events emitted while processing it.
    public let events: [UIEvent]
}

// MARK: - HistoryIndex

/// The summaries of the entries `History` keeps, oldest first, in step with its entries.
///
/// Kept apart from the entries because `History<State, Action>` runs unspecialised behind the
/// host's `any FeatureStore`: every touch of its entries there asks the runtime for generic
/// metadata and copies whole entries through value witnesses (about a fifth of a trivial
/// dispatch). Reading this index, a step's reply and its mark need none of that.
struct HistoryIndex {
    // Live summaries are `summaries[start...]`; dropped ones are compacted away in batches, as
    // `History` does with its entries.
    private var summaries: [HistoryEntrySummary] = []
    private var start = 0

    /// The newest entry's sequence number.
    var latestSequence: Int? { start < summaries.count ? summaries[summaries.count - 1].sequence : nil }

    mutating func append(_ summary: HistoryEntrySummary) {
        summaries.append(summary)
    }

    /// Drops the oldest summary (the entry it stands for was dropped).
    mutating func dropOldest() {
        guard start < summaries.count else { return }
        start += 1
        if start >= 1024, start * 2 >= summaries.count {
            summaries.removeFirst(start)
            start = 0
        }
    }

    /// The summaries with a sequence number of at least `sequence`, oldest first.
    func summaries(from sequence: Int) -> ArraySlice<HistoryEntrySummary> {
        summaries[firstIndex(from: sequence)...]
    }

    /// How many entries have a sequence number of at least `sequence`: the newest that many of
    /// `History`'s entries, which are kept in step with these summaries.
    func count(from sequence: Int) -> Int {
        summaries.count - firstIndex(from: sequence)
    }

    private func firstIndex(from sequence: Int) -> Int {
        // A step asks for the one or two entries it just added: look from the newest back
        // before falling back to a binary search over the whole history.
        var low = summaries.count
        while low > start, summaries.count - low < 8, summaries[low - 1].sequence >= sequence { low -= 1 }
        if low > start, summaries.count - low >= 8 {
            var lower = start
            var upper = low
            while lower < upper {
                let middle = (lower + upper) / 2
                if summaries[middle].sequence < sequence { lower = middle + 1 } else { upper = middle }
            }
            low = lower
        }
        return low
    }
}
