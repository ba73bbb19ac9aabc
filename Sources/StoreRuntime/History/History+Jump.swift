// MARK: - Jumping

extension History {
    /// Travels back (or forward) to `version`: cancels every effect in flight, restores that
    /// version's state, environment and shared values as a new version, and records the jump as
    /// an entry with origin `jump`. Effects are never re-run.
    ///
    /// ```swift
    /// try await history.jump(to: 3, in: store)
    /// ```
    ///
    /// - Returns: the jump's entry.
    /// - Throws: `UnknownVersionError` (wire −33012) when history holds no such version; the
    ///   store is left as it was.
    @discardableResult
    public func jump<R: Reducer & SendableMetatype>(
        to version: Int,
        in store: Store<R>
    ) async throws -> HistoryEntry<State, Action> where R.State == State, R.Action == Action {
        guard let target = snapshot(at: version) else {
            throw UnknownVersionError(version: version, available: versions)
        }
        let newVersion = await store.perform { store in
            self.expectJump(to: version)
            store.restore(state: target.state, environment: target.environment, sharedValues: target.shared)
            return store.version
        }
        guard let entry = latest, entry.version == newVersion else {
            // The observer runs inside `restore`, so the entry exists unless history was detached.
            throw UnknownVersionError(version: version, available: versions)
        }
        return entry
    }
}

// MARK: - UnknownVersionError

/// A jump asked for a version history does not hold (wire error −33012).
public struct UnknownVersionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The version asked for.
    public let version: Int
    /// The versions history holds.
    public let available: ClosedRange<Int>

    /// Creates the error.
    public init(version: Int, available: ClosedRange<Int>) {
        self.version = version
        self.available = available
    }

    public var description: String {
        "history holds no version \(version); available: \(available.lowerBound)…\(available.upperBound)"
    }
}
