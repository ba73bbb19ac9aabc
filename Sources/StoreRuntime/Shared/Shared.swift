// MARK: - Shared

/// A value several features of one store read and write: a write through one handle is seen
/// through every other handle of the same key, within the same processed action.
///
/// A `Shared` is a handle (its key and a default), so copies of state share the value, and the
/// value itself lives in the store (`SharedRegistry`), found through `Dependencies.current`
/// while the store runs a reducer or effect. A write that changes the value counts as a change
/// of state (the version grows); history snapshots shared values and a jump restores them.
///
/// ```swift
/// struct State: Equatable, Sendable {
///     @Shared(.inMemory("bookmarks")) var bookmarks: [Int] = []
///     var detail = Detail.State()
/// }
/// // a child gets the same value through the parent's handle:
/// state.detail = Detail.State(bookmarks: state.$bookmarks)
/// // in either reducer:
/// state.bookmarks.append(id)
/// ```
///
/// Outside any store (building an initial state) writes change the handle's default, which is
/// what the store starts from.
@propertyWrapper
public struct Shared<Value: Equatable & Sendable>: Sendable, Equatable {
    /// The key naming the value.
    public let key: SharedKey<Value>
    /// The value until the store has one (or the persisted one).
    public private(set) var defaultValue: Value

    /// A handle for `key` that starts at `wrappedValue`, e.g. `@Shared(.inMemory("n")) var n = 0`.
    public init(wrappedValue: Value, _ key: SharedKey<Value>) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// A handle for `key` that starts at `default`.
    public init(_ key: SharedKey<Value>, default defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// Lets a child's `@Shared var` be initialized with a parent's handle (`$bookmarks`).
    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    /// The current value in the store running now; the default outside any store.
    public var wrappedValue: Value {
        get {
            guard let registry = Dependencies.current.shared else { return defaultValue }
            return registry.value(for: key, default: defaultValue)
        }
        set {
            guard let registry = Dependencies.current.shared else {
                defaultValue = newValue
                return
            }
            registry.set(newValue, for: key)
        }
    }

    /// The handle itself, to pass to a child feature.
    public var projectedValue: Shared<Value> { self }

    /// Handles are equal when they name the same key with the same default; the value they share
    /// lives in the store, which tracks its changes itself.
    public static func == (lhs: Shared, rhs: Shared) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue
    }
}
