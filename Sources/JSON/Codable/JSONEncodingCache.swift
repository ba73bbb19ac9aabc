// MARK: - JSONEncodingCache

/// Remembers the encodings of large arrays between passes over states that share storage, so
/// encoding a state after a change costs the parts that changed, not the whole state
/// (`JSONValueEncoder.encode(_:reusing:)`; subscriptions encode every version of a state).
///
/// Why a hit is exact: an entry keeps the array it was made from alive, so no other buffer can
/// take its address, and a Swift array copies its buffer before any write while another value
/// holds it; the same address, count and element type therefore mean the same elements. What the
/// encoding may read besides the value — `userInfo`, and for `Shared` handles the store's shared
/// values — must not change between passes: use one encoder per cache, and call `removeAll()`
/// when anything else the encoding reads has changed.
///
/// Entries not used in a pass are dropped at the next `endPass()`, so the cache holds about one
/// state's arrays. Not thread-safe: use it from one executor (a store's) at a time.
public final class JSONEncodingCache: @unchecked Sendable {
    /// Arrays shorter than this are encoded again: a look-up would cost about as much.
    static let minimumCount = 32

    struct Key: Hashable {
        let address: UInt
        let count: Int
        let type: ObjectIdentifier
    }

    private struct Entry {
        let json: JSONValue
        /// The array the encoding was made from, kept so that its storage stays its own.
        let source: Any
    }

    private var previous: [Key: Entry] = [:]
    private var current: [Key: Entry] = [:]

    public init() {}

    /// Ends one encoding pass: entries this pass did not use are let go.
    public func endPass() {
        previous = current
        current = [:]
    }

    /// Forgets every encoding (something the encodings read besides the arrays has changed).
    public func removeAll() {
        previous = [:]
        current = [:]
    }

    /// Number of arrays remembered (tests).
    public var count: Int { previous.count + current.count }

    func json(for key: Key) -> JSONValue? {
        if let entry = current[key] { return entry.json }
        guard let entry = previous[key] else { return nil }
        current[key] = entry
        return entry.json
    }

    func store(_ json: JSONValue, for key: Key, keeping source: Any) {
        current[key] = Entry(json: json, source: source)
    }
}

// MARK: - StorageIdentifiable

/// A value whose storage tells that two of them hold the same elements without reading them.
protocol StorageIdentifiable {
    /// The storage's identity, or nil when the value is too small to be worth remembering.
    var storageKey: JSONEncodingCache.Key? { get }
}

extension Array: StorageIdentifiable {
    var storageKey: JSONEncodingCache.Key? {
        guard count >= JSONEncodingCache.minimumCount else { return nil }
        return withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                JSONEncodingCache.Key(
                    address: UInt(bitPattern: UnsafeRawPointer(base)), count: count, type: ObjectIdentifier(Self.self))
            }
        }
    }
}
