import Synchronization

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
/// what the store starts from. Once the store has read the handle (or a handle derived from it),
/// the handle reads and writes that store's value from outside too, as swift-sharing's reference
/// does: a test's `@Shared(.syncUps) var syncUps` sees what the feature it was handed to wrote.
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
    /// For a handle made outside any store (and the handles derived from it): the store that
    /// first read it, which its reads and writes outside any store go to from then on.
    private let attachment: SharedAttachment?

    /// A handle for `key` that starts at `wrappedValue`, e.g. `@Shared(.inMemory("n")) var n = 0`.
    public init(wrappedValue: Value, _ key: SharedValueKey<Value>) {
        self.init(key, default: wrappedValue)
    }

    /// A handle for `key` that starts at `default`.
    public init(_ key: SharedValueKey<Value>, default defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
        self.part = nil
        // Inside a store the handle reads that store's value already: only one made outside
        // needs to learn which store it was given to.
        let dependencies = Dependencies.current
        self.attachment = dependencies.shared == nil ? SharedAttachment() : nil
        if dependencies.shared == nil { dependencies.sharedDeclarations?.declare(key, default: defaultValue) }
    }

    private init(key: SharedValueKey<Value>, default defaultValue: Value, part: SharedPart<Value>, attachment: SharedAttachment?) {
        self.key = key
        self.defaultValue = defaultValue
        self.part = part
        self.attachment = attachment
    }

    /// Lets a child's `@Shared var` be initialized with a parent's handle (`$bookmarks`).
    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    /// The current value in the store running now; outside any store, the value in the store
    /// that read the handle, else the default.
    public var wrappedValue: Value {
        get {
            guard let registry = Dependencies.current.shared ?? attachment?.registry else { return defaultValue }
            attachment?.attach(to: registry)
            if let part { return part.read() }
            return registry.value(for: key, default: defaultValue)
        }
        set {
            guard let registry = Dependencies.current.shared ?? attachment?.registry else {
                defaultValue = newValue
                return
            }
            attachment?.attach(to: registry)
            if let part { return part.write(newValue) }
            registry.set(newValue, for: key)
        }
    }

    /// The handle itself, to pass to a child feature.
    public var projectedValue: Shared<Value> { self }

    /// A handle to the `member` part of this handle's value: `$app.settings`. Inside a store it
    /// reads and writes that part of the shared value; outside one it starts at that part of
    /// this handle's value, and its writes change its own default, not this handle's.
    public subscript<Member: Equatable & Sendable>(
        dynamicMember member: any WritableKeyPath<Value, Member> & Sendable
    ) -> Shared<Member> {
        let whole = self
        let id = SharedKeyID(name: "\(key.id.name)\(Self.pathDescription(member))", isPersisted: key.id.isPersisted)
        return Shared<Member>(
            key: SharedValueKey<Member>(id: id, coder: nil, path: DerivedPath(parent: key.id, keyPath: member)),
            // The part of the value there is now, not of the default: a subscript into a
            // collection the store has grown (`Array(store.$syncUps)`) is out of the default's range.
            default: wrappedValue[keyPath: member],
            part: SharedPart(
                read: { whole.wrappedValue[keyPath: member] },
                write: { newValue in
                    var whole = whole
                    whole.wrappedValue[keyPath: member] = newValue
                }),
            attachment: attachment)
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
                }),
            attachment: base.attachment)
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

/// The store a handle made outside any store was first read in. Copies of the handle, and handles
/// derived from it, share it, so the test that made the handle reads what that store holds.
/// The first store wins: a handle read by a fork of the store keeps reading the original outside.
///
/// Until then the handle is a value (its writes change its default, which the store starts
/// from), so a state copied outside any store keeps its own shared values, as a reducer run in
/// a plain loop (a test's oracle, exploration's floor) needs.
final class SharedAttachment: Sendable {
    private let attached = Mutex<SharedRegistry?>(nil)

    var registry: SharedRegistry? { attached.withLock { $0 } }

    func attach(to registry: SharedRegistry) {
        attached.withLock { if $0 == nil { $0 = registry } }
    }
}
