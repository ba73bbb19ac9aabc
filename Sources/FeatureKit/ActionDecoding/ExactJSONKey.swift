import JSON

// MARK: - ExactJSONKey

/// A JSON value compared exactly as it arrived, as a key for what decoding it gave.
///
/// `JSONValue`'s own equality is the document's (keys in any order, strings by Unicode canonical
/// equivalence, `0.0 == -0.0`), and two such documents can decode to values a reducer tells
/// apart (a decomposed "é" against a precomposed one). Here only the same members in the same
/// order, the same bytes of every string and the same bits of every number are equal, so a
/// value remembered for one key is what decoding any equal key gives.
///
/// The hash is computed once, by FNV-1a over the value's bytes and structure, and handed to the
/// dictionary as one word: a look-up is one walk to hash and one to compare, where hashing each
/// string through `Hasher` cost more than the look-up saves.
struct ExactJSONKey: Hashable, Sendable {
    let value: JSONValue
    private let fingerprint: UInt64

    init(value: JSONValue) {
        self.value = value
        var hash = FNV()
        hash.add(value)
        fingerprint = hash.state
    }

    static func == (lhs: ExactJSONKey, rhs: ExactJSONKey) -> Bool {
        lhs.fingerprint == rhs.fingerprint && same(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }

    /// Whether `other` is this key's value exactly, compared without hashing it.
    func holds(_ other: JSONValue) -> Bool {
        Self.same(value, other)
    }

    private static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.double(a), .double(b)): return a.bitPattern == b.bitPattern
        case let (.string(a), .string(b)): return sameBytes(a, b)
        case let (.array(a), .array(b)):
            guard a.count == b.count else { return false }
            for index in a.indices where !same(a[index], b[index]) { return false }
            return true
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            var others = b.makeIterator()
            for (key, member) in a {
                guard let other = others.next(), sameBytes(key, other.key), same(member, other.value)
                else { return false }
            }
            return true
        default: return false
        }
    }

    /// Whether two strings hold the same UTF-8 bytes, compared as contiguous buffers (walking
    /// `String.UTF8View` element by element cost about 35 instructions a byte).
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
    }
}

// MARK: - FNV

/// 64-bit FNV-1a over a JSON value: each value's kind, then its bytes (a string's UTF-8, a
/// number's bits), and a container's count before its members.
private struct FNV {
    private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ value: JSONValue) {
        switch value {
        case .null: add(byte: 0)
        case .bool(let bool): add(byte: bool ? 2 : 1)
        case .integer(let integer): add(byte: 3); add(word: UInt64(bitPattern: integer))
        case .double(let double): add(byte: 4); add(word: double.bitPattern)
        case .string(let string): add(byte: 5); add(string)
        case .array(let elements):
            add(byte: 6); add(word: UInt64(elements.count))
            for element in elements { add(element) }
        case .object(let object):
            add(byte: 7); add(word: UInt64(object.count))
            for (key, member) in object {
                add(key)
                add(member)
            }
        }
    }

    private mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            for byte in bytes { add(byte: byte) }
        }
        add(byte: 0xff)  // never in UTF-8: ends the string
    }

    private mutating func add(word: UInt64) {
        var word = word
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: word))
            word >>= 8
        }
    }

    private mutating func add(byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}
