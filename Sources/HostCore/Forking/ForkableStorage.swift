import StoreRuntime
import Synchronization

// MARK: - ForkableStorage

/// A store's storage that remembers what each persisted key held when the store first read it,
/// so that a fork replaying the store's inputs reads the same bytes, even from a storage
/// directory that has changed since (the source saved over it) or that the fork does not share.
///
/// A fork's own storage is a fresh temporary directory seeded with the source's first reads:
/// until the fork saves a key, loading it answers the seed.
final class ForkableStorage: SharedStorage {
    private struct Memory {
        /// The bytes (or absence) each key had at its first load, before any save of it.
        var firstReads: [String: [UInt8]?] = [:]
        var saved: Set<String> = []
    }

    let base: any SharedStorage
    private let seed: [String: [UInt8]?]
    private let memory = Mutex(Memory())

    init(base: any SharedStorage, seed: [String: [UInt8]?] = [:]) {
        self.base = base
        self.seed = seed
    }

    func load(_ name: String) throws -> [UInt8]? {
        let (saved, seeded) = memory.withLock { ($0.saved.contains(name), seed[name]) }
        let bytes: [UInt8]?
        if !saved, let seeded {
            bytes = seeded
        } else {
            bytes = try base.load(name)
        }
        if !saved {
            memory.withLock { memory in
                if memory.firstReads[name] == nil { memory.firstReads[name] = .some(bytes) }
            }
        }
        return bytes
    }

    func save(_ bytes: [UInt8], as name: String) throws {
        try base.save(bytes, as: name)
        _ = memory.withLock { $0.saved.insert(name) }
    }

    /// A history jump back before a key was first saved removes it; later loads read the base
    /// (nothing), as after a save, not the seed.
    func delete(_ name: String) throws {
        try base.delete(name)
        _ = memory.withLock { $0.saved.insert(name) }
    }

    /// Carries on `source`'s storage for a fork started from where the source stands, not by
    /// replay: each key the source saved (or deleted) since its first read is written into this
    /// storage as the source's storage holds it now, and counts as saved here. `self` is a fork's
    /// fresh storage.
    func continueSaves(of source: ForkableStorage) throws {
        for name in source.memory.withLock({ $0.saved.sorted() }) {
            // A fork's base starts empty: a key the source deleted needs nothing.
            if let bytes = try source.base.load(name) { try base.save(bytes, as: name) }
            _ = memory.withLock { $0.saved.insert(name) }
        }
    }

    /// What a fork of this store starts its storage with.
    var firstReads: [String: [UInt8]?] {
        memory.withLock { $0.firstReads }
    }
}
