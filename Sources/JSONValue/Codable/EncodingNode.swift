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

    var members: [Member] = []

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
        if let order = UTF8Order.sortedPositions(members) {
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
    var elements: [EncodingNode] = []
}
