import FeatureKit
import HostCore
import StoreRuntime
import Synchronization

// MARK: - ExploredApp

/// One app being explored: its current store and the storage that outlives a relaunch, as a
/// device keeps its app storage while the app is killed and started again.
final class ExploredApp: Sendable {
    let storage: MemoryStorage
    private let current: Mutex<any FeatureStore>
    private let restarted: Atomic<Bool>

    /// `relaunched`: the app goes on from a checkpoint of one that was relaunched.
    init(_ store: any FeatureStore, storage: MemoryStorage, relaunched: Bool = false) {
        current = Mutex(store)
        self.storage = storage
        restarted = Atomic(relaunched)
    }

    var store: any FeatureStore { current.withLock { $0 } }

    /// Whether the app was relaunched since it first started.
    var relaunched: Bool { restarted.load(ordering: .acquiring) }

    /// Ends the running store and starts `next` (already made with this app's storage).
    func replace(with next: any FeatureStore) async {
        let old = current.withLock { current in
            let old = current
            current = next
            return old
        }
        restarted.store(true, ordering: .releasing)
        await old.shutDown()
    }

    func shutDown() async {
        await store.shutDown()
    }
}

// MARK: - MemoryStorage

/// Persisted shared values kept in memory for one explored app; its contents are part of the
/// fingerprint, since they decide what a relaunch shows.
final class MemoryStorage: SharedStorage {
    private let files: Mutex<[String: [UInt8]]>

    /// Storage holding `contents` (a copy: what one app saves, another never sees).
    init(contents: [String: [UInt8]] = [:]) {
        files = Mutex(contents)
    }

    func load(_ name: String) throws -> [UInt8]? {
        files.withLock { $0[name] }
    }

    func save(_ bytes: [UInt8], as name: String) throws {
        files.withLock { $0[name] = bytes }
    }

    func delete(_ name: String) throws {
        _ = files.withLock { $0.removeValue(forKey: name) }
    }

    /// Every saved value, by name.
    var contents: [String: [UInt8]] {
        files.withLock { $0 }
    }
}
