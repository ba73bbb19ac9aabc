import JSON

// MARK: - CanonicalHash

/// FNV-1a, 64 bits, over a value's canonical JSON (`serialized(.canonical)`) computed in one
/// pass, without writing the bytes: the same number as `StableHash.fnv1a` of those bytes, which is
/// what reports name states by. The bytes fed are the canonical writer's, piece by piece: the
/// punctuation, each string as it writes it, members in ascending order of their keys' UTF-8
/// bytes (an object from `JSONValueEncoder` is in that order already, so it is only checked).
struct CanonicalHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    mutating func add(literal: StaticString) {
        literal.withUTF8Buffer { add($0) }
    }

    mutating func add(_ json: JSONValue) {
        switch json {
        case .null: add(literal: "null")
        case .bool(let flag): add(literal: flag ? "true" : "false")
        case .string(let text): add(string: text)
        case .array(let elements):
            add(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { add(UInt8(ascii: ",")) }
                add(element)
            }
            add(UInt8(ascii: "]"))
        case .object(let object): add(object)
        case .integer, .double:
            // Numbers are few in a state: written as the writer writes them.
            json.serialized().withUnsafeBufferPointer { add($0) }
        }
    }

    /// A string as the canonical writer writes it: quoted, escaped when it must be.
    mutating func add(string text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            add(UInt8(ascii: "\""))
            add(utf8)
            add(UInt8(ascii: "\""))
            return true
        }
        if !plain { JSONValue.string(text).serialized().withUnsafeBufferPointer { add($0) } }
    }

    private mutating func add(_ object: JSONObject) {
        add(UInt8(ascii: "{"))
        if Self.isSorted(object) {
            var first = true
            for (key, value) in object {
                if !first { add(UInt8(ascii: ",")) }
                first = false
                add(member: key, value)
            }
        } else {
            for (position, member) in object.sortedMembers.enumerated() {
                if position > 0 { add(UInt8(ascii: ",")) }
                add(member: member.key, member.value)
            }
        }
        add(UInt8(ascii: "}"))
    }

    /// `"key":value`.
    mutating func add(member key: String, _ value: JSONValue) {
        add(string: key)
        add(UInt8(ascii: ":"))
        add(value)
    }

    /// `"a":1,"b":2`: members already in canonical order, without the braces.
    mutating func add(members: KeyValuePairs<String, JSONValue>) {
        for (position, member) in members.enumerated() {
            if position > 0 { add(UInt8(ascii: ",")) }
            add(member: member.key, member.value)
        }
    }

    /// Whether the keys ascend by their UTF-8 bytes, as canonical output orders them.
    private static func isSorted(_ object: JSONObject) -> Bool {
        var previous: String?
        for (key, _) in object {
            if let previous, !previous.utf8.lexicographicallyPrecedes(key.utf8) { return false }
            previous = key
        }
        return true
    }
}
