import JSON

// MARK: - Case names

extension ActionCoding {
    /// The top-level case of `action` as its wire form names it (`"a"` → a, `{"b": …}` → b), nil
    /// for a form that names none (an array, a number, an object of several members): the same
    /// answer as reading `encode(action)`, without encoding the payload.
    ///
    /// A synthesized enum encoding opens one keyed container and writes one key, the case; only
    /// that key is read here. A value that encodes otherwise (a single value, as raw-value enums
    /// and hand-written encodings do) is encoded in full and read.
    package static func caseName<A: Encodable>(_ action: A) -> String? {
        let probe = CaseNameProbe()
        if (try? action.encode(to: probe)) != nil, !probe.readsFullEncoding {
            return probe.keys.count == 1 ? probe.keys.first : nil
        }
        switch encode(action) {
        case .string(let name): return name
        case .object(let object) where object.count == 1: return object.first { _ in true }?.key
        default: return nil
        }
    }
}

/// An encoder that keeps the distinct keys of the top-level keyed container and nothing else; any
/// other top-level container sets `readsFullEncoding`.
private final class CaseNameProbe: Encoder {
    var keys: [String] = []
    var readsFullEncoding = false
    var opened = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A second top-level container (a superclass's encoding, a hand-written one) is not
        // the synthesized shape.
        if opened { readsFullEncoding = true }
        opened = true
        return KeyedEncodingContainer(CaseNameKeys<Key>(probe: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        readsFullEncoding = true
        return IgnoringUnkeyed()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        readsFullEncoding = true
        return IgnoringSingleValue()
    }

    func add(_ key: String) {
        if !keys.contains(key) { keys.append(key) }
    }
}

/// The top-level keyed container: notes each key, writes no value.
private struct CaseNameKeys<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let probe: CaseNameProbe
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { probe.add(key.stringValue) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { probe.add(key.stringValue) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        probe.add(key.stringValue)
        return KeyedEncodingContainer(IgnoringKeyed<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        probe.add(key.stringValue)
        return IgnoringUnkeyed()
    }

    mutating func superEncoder() -> any Encoder {
        probe.add("super")
        return IgnoringEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        probe.add(key.stringValue)
        return IgnoringEncoder()
    }
}

// MARK: - Ignoring what lies below the case
//
// Also what `SmallCaseProbe` hands out once an encoding is not the shape it writes.

struct IgnoringEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { KeyedEncodingContainer(IgnoringKeyed<Key>()) }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { IgnoringUnkeyed() }
    func singleValueContainer() -> any SingleValueEncodingContainer { IgnoringSingleValue() }
}

struct IgnoringKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> { KeyedEncodingContainer(IgnoringKeyed<NestedKey>()) }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { IgnoringUnkeyed() }
    mutating func superEncoder() -> any Encoder { IgnoringEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { IgnoringEncoder() }
}

struct IgnoringUnkeyed: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(IgnoringKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { IgnoringUnkeyed() }
    mutating func superEncoder() -> any Encoder { IgnoringEncoder() }
}

struct IgnoringSingleValue: SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
}
