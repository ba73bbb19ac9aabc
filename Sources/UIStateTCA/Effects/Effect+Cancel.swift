// MARK: - Cancelling several ids

extension Effect {
    /// Cancels every in-flight effect and `withTaskCancellation` operation marked with any of
    /// `ids`: the spelling TCA features from before 1.0 use, kept so they compile unchanged; it
    /// is `.merge` of one `.cancel(id:)` per id.
    public static func cancel<IDs: Sequence>(ids: IDs) -> Self where IDs.Element: Hashable & Sendable {
        .merge(ids.map { Self.cancel(id: $0) })
    }
}
