import Synchronization

// MARK: - SharedRegistry

/// The shared values of one store: what every `Shared` handle in it reads and writes.
///
/// Each store makes its own (in-memory keys never leak between stores) and puts it in its
/// `Dependencies`, so handles find it through `Dependencies.current` while a reducer or effect
/// of that store runs. Persisted keys are read from `storage` at first use and saved on every
/// change that alters the value.
///
/// Thread-safe because effects may read handles from their own tasks; writes from reducers run
/// on the store's executor. Saving happens under the lock so that files are written in the
/// order values changed.
public final class SharedRegistry: Sendable {
    private struct State {
        var values: [SharedKeyID: any Equatable & Sendable]
        var storageErrors: [SharedStorageError] = []
        /// What storage held for each persisted key before this store first touched it: what a
        /// history jump to a version before that touch puts back.
        var originals: [SharedKeyID: Original] = [:]
        /// What each key held when first read (its persisted value, or the handle's default):
        /// what it held before then too, since a first read changes nothing.
        var firstReads: [SharedKeyID: any Equatable & Sendable] = [:]
    }

    /// A persisted key's stored bytes before the store first read or wrote it.
    private enum Original {
        case absent
        case bytes([UInt8])
    }

    private let state: Mutex<State>
    private let writes = Atomic<Int>(0)
    /// Every `set`, changing or not (see `SharedSnapshot.assigningValues`).
    private let assignments = Atomic<Int>(0)
    let storage: (any SharedStorage)?
    /// The values keys were declared with before the store existed (`SharedDeclarations`): what
    /// a key starts at on first read, in place of the reading handle's default.
    private let declared: SharedSnapshot

    init(storage: (any SharedStorage)?, values: SharedSnapshot = [:], declared: SharedSnapshot = [:]) {
        self.storage = storage
        self.declared = declared
        self.state = Mutex(State(values: values.values))
    }

    /// Counts changes of any value; the store compares it around each action to tell whether a
    /// shared write changed state.
    @usableFromInline
    var writeCount: Int { writes.load(ordering: .acquiring) }
    var assignmentCount: Int { assignments.load(ordering: .acquiring) }

    // MARK: - Reading and writing

    /// The value of `key`; on first use, the persisted value, else the declared one, else
    /// `defaultValue`, which is kept so that every handle of the key agrees from then on.
    func value<Value>(for key: SharedValueKey<Value>, default defaultValue: Value) -> Value {
        if key.coder != nil { remember(key) }
        return state.withLock { state in
            if let value = state.values[key.id] {
                return value as? Value ?? defaultValue
            }
            let value = load(key, state: &state) ?? declared[key] ?? defaultValue
            state.values[key.id] = value
            if state.firstReads[key.id] == nil { state.firstReads[key.id] = value }
            return value
        }
    }

    /// Sets `key` to `value`; persists it when it changed.
    func set<Value>(_ value: Value, for key: SharedValueKey<Value>) {
        if key.coder != nil { remember(key) }
        assignments.add(1, ordering: .releasing)
        state.withLock { state in
            if state.values[key.id] == nil { rememberOriginal(of: key.id, state: &state) }
            if let old = state.values[key.id] as? Value, old == value { return }
            state.values[key.id] = value
            writes.add(1, ordering: .releasing)
            save(value, for: key.id, coder: key.coder, state: &state)
        }
    }

    /// Every value read or written so far.
    public func snapshot() -> SharedSnapshot {
        SharedSnapshot(state.withLock { $0.values })
    }

    /// The value each key had when first read. A snapshot taken before a key's first read
    /// lacks it, though it held this value all along: a persisted value loaded in a step was
    /// not changed by that step.
    public func firstReads() -> SharedSnapshot {
        SharedSnapshot(state.withLock { $0.firstReads })
    }

    /// A registry standing where this one stood at the version `snapshot` was taken at, for
    /// reading that version after the store moved on (a subscription's view, rendered when its
    /// notification is sent). A key the snapshot lacks was not touched yet at that version: it
    /// reads what this registry first read for it since, or, for a persisted key, the bytes
    /// storage held before this store first wrote it, else what a first read loads (storage, the
    /// declared value, the handle's default). Reading it never changes this registry, and
    /// writing it saves nothing.
    package func registry(at snapshot: SharedSnapshot) -> SharedRegistry {
        let (firstReads, originals) = state.withLock { state in
            (state.firstReads, state.originals.mapValues { original -> [UInt8]? in
                guard case .bytes(let bytes) = original else { return nil }
                return bytes
            })
        }
        return SharedRegistry(
            storage: storage.map { PastStorage(live: $0, originals: originals) },
            values: snapshot.filling(from: SharedSnapshot(firstReads)), declared: declared
        )
    }

    /// How many keys have a first read or an original remembered: it grows whenever
    /// `registry(at:)` would answer differently for a key a snapshot lacks.
    var touchedCount: Int {
        state.withLock { $0.firstReads.count + $0.originals.count }
    }

    /// Replaces every value with the snapshot's (a history jump), persisting those that changed.
    ///
    /// A persisted key the snapshot does not hold was not touched yet at that version: its value
    /// is forgotten (the next read loads it again) and its file is put back as it was before the
    /// store first touched it — rewritten with the bytes it held, or deleted if there was none —
    /// so that a jump to version 0 undoes what the store persisted since.
    func restore(_ snapshot: SharedSnapshot) {
        state.withLock { state in
            var changed = false
            for (id, value) in snapshot.values {
                if let old = state.values[id], isEqual(old, value) { continue }
                state.values[id] = value
                changed = true
                if id.isPersisted { saveUntyped(value, for: id, state: &state) }
            }
            for id in state.values.keys where snapshot.values[id] == nil {
                state.values[id] = nil
                changed = true
                if id.isPersisted { putBackOriginal(of: id, state: &state) }
            }
            if changed { writes.add(1, ordering: .releasing) }
        }
    }

    /// Failures to read or write persisted values, oldest first (wire error −33007 above).
    public var storageErrors: [SharedStorageError] {
        state.withLock { $0.storageErrors }
    }

    // MARK: - Persistence

    private func load<Value>(_ key: SharedValueKey<Value>, state: inout State) -> Value? {
        guard let coder = key.coder, let storage else { return nil }
        do {
            let bytes = try storage.load(key.id.name)
            if state.originals[key.id] == nil { state.originals[key.id] = bytes.map(Original.bytes) ?? .absent }
            guard let bytes else { return nil }
            return try coder.decode(bytes)
        } catch {
            state.storageErrors.append(SharedStorageError(key: key.id, operation: .load, underlying: String(describing: error)))
            return nil
        }
    }

    private func save<Value>(_ value: Value, for id: SharedKeyID, coder: (any SharedCoder<Value>)?, state: inout State) {
        guard let coder, let storage else { return }
        do {
            try storage.save(coder.encode(value), as: id.name)
        } catch {
            state.storageErrors.append(SharedStorageError(key: id, operation: .save, underlying: String(describing: error)))
        }
    }

    /// Reads what storage holds for a persisted key the store is about to write for the first
    /// time (a write before any read), so that a jump can put it back.
    private func rememberOriginal(of id: SharedKeyID, state: inout State) {
        guard id.isPersisted, state.originals[id] == nil, let storage else { return }
        do {
            state.originals[id] = try storage.load(id.name).map(Original.bytes) ?? .absent
        } catch {
            state.storageErrors.append(SharedStorageError(key: id, operation: .load, underlying: String(describing: error)))
        }
    }

    /// Puts a persisted key's file back as it was before the store first touched it.
    private func putBackOriginal(of id: SharedKeyID, state: inout State) {
        guard let storage, let original = state.originals[id] else { return }
        do {
            switch original {
            case .absent: try storage.delete(id.name)
            case .bytes(let bytes): try storage.save(bytes, as: id.name)
            }
        } catch {
            state.storageErrors.append(SharedStorageError(key: id, operation: .save, underlying: String(describing: error)))
        }
    }

    /// A restored value's coder is not at hand (the snapshot holds values, not keys), so the
    /// registry remembers each persisted key's save function from its first typed use.
    private func saveUntyped(_ value: any Equatable & Sendable, for id: SharedKeyID, state: inout State) {
        guard let saver = savers.withLock({ $0[id] }) else { return }
        do {
            try saver(value)
        } catch {
            state.storageErrors.append(SharedStorageError(key: id, operation: .save, underlying: String(describing: error)))
        }
    }

    private let savers = Mutex<[SharedKeyID: @Sendable (any Equatable & Sendable) throws -> Void]>([:])

    /// Remembers how to save `key`'s values untyped (for `restore`).
    func remember<Value>(_ key: SharedValueKey<Value>) {
        guard let coder = key.coder, let storage else { return }
        savers.withLock { savers in
            guard savers[key.id] == nil else { return }
            let name = key.id.name
            savers[key.id] = { value in
                guard let value = value as? Value else { return }
                try storage.save(coder.encode(value), as: name)
            }
        }
    }
}

// MARK: - SharedStorageError

/// Reading or writing a persisted shared value failed (wire error −33007 "storage failed").
public struct SharedStorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Whether a value was being read or written.
    public enum Operation: String, Sendable {
        case load
        case save
    }

    /// The key.
    public let key: SharedKeyID
    /// Reading or writing.
    public let operation: Operation
    /// What the storage or coder reported.
    public let underlying: String

    public var description: String { "could not \(operation.rawValue) shared \(key): \(underlying)" }
}
