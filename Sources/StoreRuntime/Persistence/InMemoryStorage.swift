import Synchronization

// MARK: - InMemoryStorage

/// Persisted shared values kept in memory, for tests that relaunch a store without files.
///
/// ```swift
/// let storage = InMemoryStorage()
/// dependencies.storage = storage // both launches see what the first one saved
/// ```
public final class InMemoryStorage: SharedStorage {
    private let files = Mutex<[String: [UInt8]]>([:])

    /// Creates empty storage.
    public init() {}

    public func load(_ name: String) throws -> [UInt8]? {
        files.withLock { $0[name] }
    }

    public func save(_ bytes: [UInt8], as name: String) throws {
        files.withLock { $0[name] = bytes }
    }

    public func delete(_ name: String) throws {
        files.withLock { $0[name] = nil }
    }
}
