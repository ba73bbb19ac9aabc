// MARK: - withTaskCancellation

/// Runs `operation` so that it can be cancelled by `id`, as TCA's `withTaskCancellation`: a
/// reducer's `.cancel(id:)`, `Task.cancel(id:)`, or a later call with the same id and
/// `cancelInFlight: true` cancels it.
///
/// ```swift
/// case .searchQueryChanged(let query):
///     return .run { send in
///         try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///             try await self.clock.sleep(for: .milliseconds(300))
///             await send(.searchResponse(try await self.client.search(query)))
///         }
///     }
/// ```
///
/// Inside a store's effect this is the store's own cancellation: the operation runs as a part of
/// the effect, listed among the store's effects and marked with `id` like an effect made
/// `.cancellable(id:)`, so `cancelInFlight` cancels those too (the calling effect itself, if it
/// is cancellable by the same id, as in TCA). The store settles by the part: one sleeping on the
/// test clock leaves it settled, so `TestClock.advance` and the test store stay deterministic.
///
/// Outside every store's effect there is nothing to cancel the operation by, and it simply runs.
///
/// - Returns: what `operation` returns; a cancelled operation's error (usually
///   `CancellationError`) is thrown to the caller.
public func withTaskCancellation<T: Sendable, Failure: Error>(
    id: some Hashable & Sendable,
    cancelInFlight: Bool = false,
    operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
    guard let effect = RunningEffect.current else {
        return try await operation()
    }
    let result = await effect.runPart(cancellableBy: CancelID(id), cancelInFlight: cancelInFlight) {
        () async -> Result<T, Failure> in
        do throws(Failure) {
            return .success(try await operation())
        } catch {
            return .failure(error)
        }
    }
    return try result.get()
}

// MARK: - Task.cancel(id:)

extension Task where Success == Never, Failure == Never {
    /// Cancels the operations and effects marked with `id` in the store whose effect calls it,
    /// as a reducer's `.cancel(id:)` would; outside a store's effect there is nothing to cancel.
    public static func cancel(id: some Hashable & Sendable) {
        RunningEffect.current?.cancel(CancelID(id))
    }
}
