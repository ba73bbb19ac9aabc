// MARK: - swift-sharing's key protocols

/// swift-sharing's `SharedReaderKey`: what names a shared value a feature reads. Here every
/// key is the runtime's `SharedValueKey` (in memory, or persisted in the store's storage
/// directory), so these protocols exist for the spellings apps extend them with:
///
/// ```swift
/// extension SharedReaderKey where Self == AppStorageKey<Bool>.Default {
///     static var isOn: Self { Self[.appStorage("isOn"), default: false] }
/// }
/// ```
///
/// Keys of an app's own (a type with `load`, `save` and `subscribe`) are not hosted: the store
/// is where a hosted feature's values live, and it has one persistence of its own.
public protocol SharedReaderKey<Value>: Sendable {
    associatedtype Value: Equatable & Sendable
}

/// swift-sharing's `SharedKey`: a key a feature also writes through (`@Shared`).
public protocol SharedKey<Value>: SharedReaderKey {}

extension SharedValueKey: SharedKey {}

// MARK: - The built-in keys' type names

/// `.inMemory("name")`'s type, as `extension SharedKey where Self == InMemoryKey<Int>` names it.
public typealias InMemoryKey<Value: Equatable & Sendable> = SharedValueKey<Value>
/// `.appStorage("name")`'s type.
public typealias AppStorageKey<Value: Equatable & Sendable> = SharedValueKey<Value>
/// `.fileStorage(url)`'s type.
public typealias FileStorageKey<Value: Equatable & Sendable> = SharedValueKey<Value>

// MARK: - Keys with a default

/// A key that carries the value to start from, so `@Shared(.isOn) var isOn` needs none
/// (swift-sharing's `SharedKey.Default`, TCA 1.10's `PersistenceKeyDefault`). The default is
/// used until the store has a value; a persisted value read from storage wins over it.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
    public typealias Value = Base.Value

    /// The key the value lives under.
    public let base: Base
    /// The value until the store has one; computed when a handle is made, as an autoclosure.
    let defaultValue: @Sendable () -> Value

    init(base: Base, defaultValue: @escaping @Sendable () -> Value) {
        self.base = base
        self.defaultValue = defaultValue
    }

    /// `Self[.appStorage("isOn"), default: false]`: `key` with the value to start from.
    public static subscript(
        _ key: Base, default value: @autoclosure @escaping @Sendable () -> Value
    ) -> Self {
        Self(base: key, defaultValue: value)
    }

    /// TCA 1.10's `PersistenceKeyDefault(.appStorage("isOn"), false)`.
    public init(_ key: Base, _ value: @autoclosure @escaping @Sendable () -> Value) {
        self.init(base: key, defaultValue: value)
    }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {}

extension SharedReaderKey {
    /// The key with a default value: `AppStorageKey<Bool>.Default`.
    public typealias Default = _SharedKeyDefault<Self>
}

// MARK: - TCA 1.10–1.15's names

/// TCA 1.10's name for `SharedKey`.
public typealias PersistenceKey = SharedKey
/// TCA 1.10's name for `SharedReaderKey`.
public typealias PersistenceReaderKey = SharedReaderKey
/// TCA 1.10's name for a key with a default.
public typealias PersistenceKeyDefault<Base: SharedReaderKey> = _SharedKeyDefault<Base>

// MARK: - Handles from keys with a default

extension Shared {
    /// `@Shared(.isOn) var isOn`: a handle starting at the key's default.
    public init(_ key: _SharedKeyDefault<SharedValueKey<Value>>) {
        self.init(key.base, default: key.defaultValue())
    }

    /// `@Shared(.isOn) var isOn = true`: a default written at the declaration wins over the key's.
    public init(wrappedValue: Value, _ key: _SharedKeyDefault<SharedValueKey<Value>>) {
        self.init(key.base, default: wrappedValue)
    }

    /// swift-sharing's `Shared(value: 0)`: a value shared by reference with no persistence.
    public init(value: Value) {
        self.init(value)
    }
}

extension SharedReader {
    /// `@SharedReader(.isOn) var isOn`: a reader starting at the key's default.
    public init(_ key: _SharedKeyDefault<SharedValueKey<Value>>) {
        self.init(Shared(key))
    }

    /// `@SharedReader(.isOn) var isOn = true`.
    public init(wrappedValue: Value, _ key: _SharedKeyDefault<SharedValueKey<Value>>) {
        self.init(Shared(wrappedValue: wrappedValue, key))
    }

    /// swift-sharing's `SharedReader(value: 0)`: a reader of a value nothing else writes.
    public init(value: Value) {
        self.init(Shared(value))
    }

    /// A reader that always reads `value`, as previews and tests hand to a child.
    public static func constant(_ value: Value) -> SharedReader {
        SharedReader(value: value)
    }
}
