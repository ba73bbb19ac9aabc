// MARK: - CancelID

/// A type-erased identifier under which effects can be cancelled, debounced or throttled.
///
/// Features pass any `Hashable & Sendable` value (usually a private enum case); the store compares
/// the erased values.
public struct CancelID: Hashable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: `base` is only ever built from a `Hashable & Sendable` value (see `init`), so
    // the erased box holds a Sendable value; AnyHashable itself is just not annotated.
    private let base: AnyHashable

    /// Erases `id`.
    public init(_ id: some Hashable & Sendable) {
        if let already = id as? CancelID {
            self = already
        } else {
            self.base = AnyHashable(id)
        }
    }

    /// `String(describing:)` of the id; a payload-free enum case's name is looked up once.
    public var description: String {
        guard let id = base.base as? any Hashable else { return String(describing: base.base) }
        return CancelIDName.of(id)
    }
}
