import Synchronization

/// Where views keep their `@State` across renders, by view identity and property: one per
/// hosted store, so two stores of a feature (and a fork) keep their own.
///
/// A view's identity is structural, as in SwiftUI: its place among its parent's views, or its
/// `ForEach` element, or its `.id`; a view that leaves the tree and comes back starts again
/// from its initial values only once ``prune(keeping:)`` forgot it.
package final class ViewStateStorage: Sendable {
    private let values = Mutex<[String: UncheckedValue<Any>]>([:])

    package init() {}

    package func value(at key: String) -> Any? {
        values.withLock { $0[key]?.value }
    }

    package func set(_ value: Any, at key: String) {
        values.withLock { $0[key] = UncheckedValue(value) }
    }

    /// The keys that hold a value, sorted: what a client or a test can inspect.
    package var keys: [String] {
        values.withLock { $0.keys.sorted() }
    }
}
