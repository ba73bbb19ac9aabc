internal import Synchronization

/// A value under construction by the encoder.
///
/// Containers hand out references (`ObjectBuilder`, `ArrayBuilder`) because Swift's `Encoder` API
/// lets a nested container be written after it is returned. Values encoded through the generic
/// `encode(_:)` paths are finished at once and stored as `.value`, so only nested containers stay
/// open until the enclosing value is finished.
enum EncodingNode {
    case value(JSONValue)
    case object(ObjectBuilder)
    case array(ArrayBuilder)
    /// A `superEncoder()`'s output, read when the parent finishes.
    case encoder(BridgeEncoder)

    /// The finished JSON value.
    func finished() -> JSONValue {
        switch self {
        case .value(let value): return value
        case .object(let builder): return builder.finished()
        case .array(let builder): return .array(builder.elements.map { $0.finished() })
        case .encoder(let encoder): return encoder.finished()
        }
    }
}

/// The members of an object being encoded, in the order they were written.
final class ObjectBuilder {
    /// A member as written. A struct, not a tuple: arrays of tuples are destroyed through the
    /// runtime's generic tuple witnesses, a measurable share of encoding a small enum.
    struct Member {
        let key: String
        let node: EncodingNode
    }

    ///
    /// Unchecked exclusivity: the dynamic check on every access cost ≈ 6% of encoding a struct,
    /// and no access here can overlap another (appends run no user code, and the builder is
    /// confined to the thread encoding the value).
    @exclusivity(unchecked) var members: [Member] = []

    /// The one key type every container writing this object used, if there was only one: names
    /// the object's entry in `SortedOrderCache`.
    private var keyType: ObjectIdentifier?

    init(keyType: any CodingKey.Type) {
        self.keyType = ObjectIdentifier(keyType)
    }

    /// Records that a container of `type` writes this object too; mixing key types turns the
    /// order cache off for it.
    func written(by type: any CodingKey.Type) {
        if keyType != ObjectIdentifier(type) { keyType = nil }
    }

    /// Adds a member; the first one reserves room for a struct's worth of keys, so a typical
    /// object is written without regrowing its array.
    @inline(__always)
    func append(_ key: String, _ node: EncodingNode) {
        if members.capacity == 0 { members.reserveCapacity(8) }
        members.append(Member(key: key, node: node))
    }

    /// The object with its keys sorted by UTF-8 bytes, so that encodings are byte-identical in
    /// every process; a key written twice keeps its last value.
    func finished() -> JSONValue {
        let members = self.members
        var result: [JSONObject.Member] = []
        result.reserveCapacity(members.count)
        if let order = sortedPositions(members) {
            // Sorted stably, so equal keys stay in writing order: keep the last of each.
            for position in order {
                let member = members[position]
                let value = member.node.finished()
                if let last = result.last, last.key == member.key {
                    result[result.count - 1] = (member.key, value)
                } else {
                    result.append((member.key, value))
                }
            }
        } else {
            for member in members {
                result.append((member.key, member.node.finished()))
            }
        }
        return .object(JSONObject(uniqueMembers: result))
    }

    /// `UTF8Order.sortedPositions(members)`, remembered per key type: a type's `encode(to:)`
    /// usually writes the same keys in the same order every time, so the order is computed once
    /// and then only checked (the keys compared for equality, which for the compiler's literal
    /// key strings is a comparison of their bits).
    private func sortedPositions(_ members: [Member]) -> [Int]? {
        guard members.count > 1, let keyType else { return UTF8Order.sortedPositions(members) }
        if let cached = SortedOrderCache.order(for: keyType, members) { return cached.positions }
        let positions = UTF8Order.sortedPositions(members)
        SortedOrderCache.store(members, positions, for: keyType)
        return positions
    }
}

/// The last key order each key type wrote, and how it sorts (see `ObjectBuilder`).
enum SortedOrderCache {
    struct Entry: Sendable {
        let keys: [String]
        /// nil when `keys` are already in order.
        let positions: [Int]?
    }

    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The cached entry for `keyType` when it was made for exactly these keys, byte for byte.
    ///
    /// Cached keys are ASCII (see `store`), and a string equal to an ASCII string with the same
    /// UTF-8 length has the same bytes (the only non-ASCII characters canonically equivalent to
    /// ASCII ones, such as U+212A KELVIN SIGN, are longer), so `==` plus the length is exact.
    static func order(for keyType: ObjectIdentifier, _ members: [ObjectBuilder.Member]) -> Entry? {
        guard let entry = entries.withLock({ $0[keyType] }), entry.keys.count == members.count else { return nil }
        for (key, member) in zip(entry.keys, members) where key.utf8.count != member.key.utf8.count || key != member.key {
            return nil
        }
        return entry
    }

    /// Remembers how `members` sort, when all their keys are ASCII (other keys are rare and
    /// would need a byte-wise comparison to check).
    static func store(_ members: [ObjectBuilder.Member], _ positions: [Int]?, for keyType: ObjectIdentifier) {
        guard members.allSatisfy({ $0.key.utf8.allSatisfy { $0 < 0x80 } }) else { return }
        let entry = Entry(keys: members.map(\.key), positions: positions)
        entries.withLock { $0[keyType] = entry }
    }
}

/// Byte-wise ordering of keys, the order encoded objects are written in.
enum UTF8Order {
    /// Negative, zero or positive as `a`'s UTF-8 bytes sort before, equal or after `b`'s.
    ///
    /// Reads both strings' contiguous UTF-8 directly (native and small strings always have it)
    /// instead of iterating `String.UTF8View`, which cost ~90% of sorting a struct's keys.
    @inline(__always)
    static func compare(_ a: String, _ b: String) -> Int {
        var a = a, b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let common = min(left.count, right.count)
                var position = 0
                while position < common {
                    let x = left[position], y = right[position]
                    if x != y { return Int(x) - Int(y) }
                    position += 1
                }
                return left.count - right.count
            }
        }
    }

    /// The first 8 UTF-8 bytes of `key`, big-endian, zero-padded: `prefix(a) < prefix(b)`
    /// implies `a` sorts before `b`; equal prefixes need `compare`.
    @inline(__always)
    static func prefix(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { bytes in
            var result: UInt64 = 0
            var shift: UInt64 = 56
            for position in 0..<min(bytes.count, 8) {
                result |= UInt64(bytes[position]) &<< shift
                shift &-= 8
            }
            return result
        }
    }

    /// The positions of `members` in the order of their keys' bytes, stable (equal keys keep
    /// their writing order); nil when the keys are already strictly increasing (a struct whose
    /// properties are declared in order, every enum payload).
    ///
    /// Compares 8-byte prefixes computed once per key and sorts positions, not members, so a
    /// struct's keys sort without a string comparison or a retain in the common case.
    static func sortedPositions(_ members: [ObjectBuilder.Member]) -> [Int]? {
        let count = members.count
        guard count > 1 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { prefixes -> [Int]? in
            for position in 0..<count {
                (prefixes.baseAddress! + position).initialize(to: prefix(members[position].key))
            }
            func order(_ a: Int, _ b: Int) -> Int {
                let left = prefixes[a], right = prefixes[b]
                if left != right { return left < right ? -1 : 1 }
                return compare(members[a].key, members[b].key)
            }
            var increasing = true
            for position in 1..<count where order(position - 1, position) >= 0 {
                increasing = false
                break
            }
            if increasing { return nil }
            var positions = Array(0..<count)
            if count > 32 {
                positions.sort { left, right in
                    let result = order(left, right)
                    return result == 0 ? left < right : result < 0
                }
                return positions
            }
            for next in 1..<count {
                let moving = positions[next]
                var position = next
                while position > 0, order(positions[position - 1], moving) > 0 {
                    positions[position] = positions[position - 1]
                    position -= 1
                }
                positions[position] = moving
            }
            return positions
        }
    }
}

/// The elements of an array being encoded.
final class ArrayBuilder {
    /// Unchecked exclusivity, as `ObjectBuilder.members`.
    @exclusivity(unchecked) var elements: [EncodingNode] = []
}
