// MARK: - SharedValueKey

/// Names a shared value: kept in the store's memory, or persisted in its storage directory.
///
/// ```swift
/// extension SharedValueKey where Value == [Int] {
///     static let bookmarks = SharedValueKey.inMemory("bookmarks")
/// }
/// extension SharedValueKey where Value == Bool {
///     static let hasSeenOnboarding = SharedValueKey.persisted("hasSeenOnboarding", coder: JSONSharedCoder<Bool>())
/// }
/// ```
///
/// Two keys with the same id name the same value; reading it as another type gives the
/// handle's default.
public struct SharedValueKey<Value: Equatable & Sendable>: Sendable, Hashable {
    /// The name and kind, which is all that identifies the key.
    public let id: SharedKeyID
    /// Turns the value into bytes and back, for persisted keys.
    let coder: (any SharedCoder<Value>)?
    /// For a handle derived from another (`$app.settings`), the key path from that handle's
    /// value: two parts are the same key only if their paths are, whatever `id` prints.
    let path: DerivedPath?

    init(id: SharedKeyID, coder: (any SharedCoder<Value>)?, path: DerivedPath? = nil) {
        self.id = id
        self.coder = coder
        self.path = path
    }

    /// A value shared within one store and forgotten with it.
    public static func inMemory(_ name: String) -> SharedValueKey {
        SharedValueKey(id: SharedKeyID(name: name, isPersisted: false), coder: nil)
    }

    /// A value kept in the store's storage (`Dependencies.storage`) under `name`, read at first
    /// use and written on every change; like `@AppStorage`. Without storage it lives in memory.
    public static func persisted(_ name: String, coder: some SharedCoder<Value>) -> SharedValueKey {
        SharedValueKey(id: SharedKeyID(name: name, isPersisted: true), coder: coder)
    }

    public static func == (lhs: SharedValueKey, rhs: SharedValueKey) -> Bool { lhs.id == rhs.id && lhs.path == rhs.path }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(path)
    }
}

/// The key path a derived handle's part is reached by, beside the key it was derived from.
///
/// `@unchecked Sendable`: a key path is an immutable value; `AnyKeyPath` is a class only so that
/// paths of any type can be held.
struct DerivedPath: Hashable, @unchecked Sendable {
    let parent: SharedKeyID
    let keyPath: AnyKeyPath
}

// MARK: - SharedKeyID

/// The identity of a shared key, as snapshots and history record it.
public struct SharedKeyID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The key's name; for persisted keys also the file name in the storage directory.
    public let name: String
    /// Whether the value is persisted.
    public let isPersisted: Bool

    /// Creates an id.
    public init(name: String, isPersisted: Bool) {
        self.name = name
        self.isPersisted = isPersisted
    }

    public static func < (lhs: SharedKeyID, rhs: SharedKeyID) -> Bool {
        (lhs.name, lhs.isPersisted ? 1 : 0) < (rhs.name, rhs.isPersisted ? 1 : 0)
    }

    public var description: String { isPersisted ? "persisted \"\(name)\"" : "\"\(name)\"" }
}

// MARK: - SharedCoder

/// Turns a persisted shared value into bytes and back. The runtime knows no JSON; the host
/// supplies a JSON coder built on its Codable bridge.
///
/// ```swift
/// struct UTF8Coder: SharedCoder {
///     func encode(_ value: String) throws -> [UInt8] { Array(value.utf8) }
///     func decode(_ bytes: [UInt8]) throws -> String { String(decoding: bytes, as: UTF8.self) }
/// }
/// ```
public protocol SharedCoder<Value>: Sendable {
    associatedtype Value
    /// The bytes to store for `value`.
    func encode(_ value: Value) throws -> [UInt8]
    /// The value `bytes` hold.
    func decode(_ bytes: [UInt8]) throws -> Value
}

// MARK: - SharedStorage

/// Where persisted shared values live: the store's storage directory (`StorePersistence`'s
/// `DirectoryStorage`), or memory in tests.
public protocol SharedStorage: Sendable {
    /// The bytes last saved under `name`, or `nil` if none were.
    func load(_ name: String) throws -> [UInt8]?
    /// Saves `bytes` under `name`, atomically: a reader sees the old bytes or the new, never a mix.
    func save(_ bytes: [UInt8], as name: String) throws
    /// Removes what was saved under `name`, so that `load` gives `nil` again; nothing saved is
    /// not an error. A history jump to a version before the value was first saved needs it.
    func delete(_ name: String) throws
}
