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
///
/// A handle to part of a shared value is derived by member: `Child.State(settings: $app.settings)`
/// reads and writes the `settings` field of the value `$app` shares.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Equatable & Sendable>: Sendable, Equatable {
    /// The key naming the value; for a derived handle, a key naming the part (what equality and
    /// descriptions use), while the value lives under the key it was derived from.
    public let key: SharedValueKey<Value>
    /// The value until the store has one (or the persisted one).
    public private(set) var defaultValue: Value
    /// How a derived handle reads and writes its part of another handle's value.
    private let part: SharedPart<Value>?

    /// A handle for `key` that starts at `wrappedValue`, e.g. `@Shared(.inMemory("n")) var n = 0`.
    public init(wrappedValue: Value, _ key: SharedValueKey<Value>) {
        self.init(key, default: wrappedValue)
    }

    /// A handle for `key` that starts at `default`.
    public init(_ key: SharedValueKey<Value>, default defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
        self.part = nil
    }

    private init(key: SharedValueKey<Value>, default defaultValue: Value, part: SharedPart<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.part = part
    }

    /// Lets a child's `@Shared var` be initialized with a parent's handle (`$bookmarks`).
    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    /// The current value in the store running now; the default outside any store.
    public var wrappedValue: Value {
        get {
            guard let registry = Dependencies.current.shared else { return defaultValue }
            if let part { return part.read() }
            return registry.value(for: key, default: defaultValue)
        }
        set {
            guard let registry = Dependencies.current.shared else {
                defaultValue = newValue
                return
            }
            if let part { return part.write(newValue) }
            registry.set(newValue, for: key)
        }
    }

    /// The handle itself, to pass to a child feature.
    public var projectedValue: Shared<Value> { self }

    /// A handle to the `member` part of this handle's value: `$app.settings`. Inside a store it
    /// reads and writes that part of the shared value; outside one it starts at that part of
    /// this handle's default, and its writes change its own default, not this handle's.
    public subscript<Member: Equatable & Sendable>(
        dynamicMember member: any WritableKeyPath<Value, Member> & Sendable
    ) -> Shared<Member> {
        let whole = self
        let id = SharedKeyID(name: "\(key.id.name)\(Self.pathDescription(member))", isPersisted: key.id.isPersisted)
        return Shared<Member>(
            key: SharedValueKey<Member>(id: id, coder: nil, path: DerivedPath(parent: key.id, keyPath: member)),
            default: defaultValue[keyPath: member],
            part: SharedPart(
                read: { whole.wrappedValue[keyPath: member] },
                write: { newValue in
                    var whole = whole
                    whole.wrappedValue[keyPath: member] = newValue
                }))
    }

    /// A handle to the value of an optional shared value, or `nil` while it is `nil`, as
    /// swift-sharing's: `Shared($syncUps[id: id])` hands one row of a shared collection to a
    /// child feature. Should the value become `nil` later, the handle reads the value it had
    /// when it was made, and its writes put a value back.
    public init?(_ base: Shared<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let id = SharedKeyID(name: "\(base.key.id.name)!", isPersisted: base.key.id.isPersisted)
        self.init(
            key: SharedValueKey<Value>(id: id, coder: nil, path: DerivedPath(parent: base.key.id, keyPath: \Value?.self)),
            default: initial,
            part: SharedPart(
                read: { base.wrappedValue ?? initial },
                write: { newValue in
                    var base = base
                    base.wrappedValue = newValue
                }))
    }

    /// `\App.settings` as `.settings`, so a derived key reads `app.settings` (for display: the
    /// key path itself tells keys apart). The root type's generic arguments may hold dots of their
    /// own (`\Box<Module.Item>.item`): the path starts at the first dot outside them.
    static func pathDescription(_ member: AnyKeyPath) -> String {
        let text = "\(member)"
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "<": depth += 1
            case ">": depth -= 1
            case "." where depth == 0: return String(text[index...])
            default: continue
            }
        }
        return "." + text
    }

    /// Handles are equal when they name the same key with the same default; the value they share
    /// lives in the store, which tracks its changes itself.
    public static func == (lhs: Shared, rhs: Shared) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue
    }
}

/// A derived handle's access to its part of another handle's value.
private struct SharedPart<Value>: Sendable {
    let read: @Sendable () -> Value
    let write: @Sendable (Value) -> Void
}
