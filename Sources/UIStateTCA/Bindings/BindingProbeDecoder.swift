// MARK: - BindingProbeDecoder

/// Decodes a value of a type from nothing: every number zero, every string empty, every
/// optional `nil`, every collection empty, the first case of a `CaseIterable` type. Its only use
/// is a value of a state type to resolve binding key paths against (`BindingFields`), when no
/// `BindingReducer` has seen one yet; its fields' values do not matter, only its layout.
///
/// A type whose decoding refuses such values (a string enum that is not `CaseIterable`, a
/// validating `init(from:)`) gives no value, and the key path stays unresolved.
struct BindingProbeDecoder: Decoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A value of `Root` decoded from nothing, if `Root` is `Decodable` and accepts it.
    static func value<Root>(of _: Root.Type) -> Root? {
        guard let decodable = Root.self as? any Decodable.Type else { return nil }
        return (try? BindingProbeDecoder(codingPath: []).probe(decodable)) as? Root
    }

    /// A value of `type`: a known type's neutral value, the first case of a `CaseIterable`, or
    /// whatever the type decodes from this decoder.
    func probe<T: Decodable>(_ type: T.Type) throws -> T {
        if let neutral = Self.neutralValue(of: type) { return neutral }
        return try T(from: self)
    }

    private static func neutralValue<T>(of type: T.Type) -> T? {
        // The containers' generic `decode` stands for every scalar requirement too, so scalars
        // must end here rather than decode themselves from the same container again.
        if let scalar = neutralScalars[ObjectIdentifier(type)] { return scalar as? T }
        if let caseIterable = type as? any CaseIterable.Type {
            return firstCase(of: caseIterable) as? T
        }
        // Foundation's types that refuse an empty string.
        if type == UUID.self { return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? T }
        if type == URL.self { return URL(string: "about:blank") as? T }
        return nil
    }

    /// The neutral value of every type the containers have a `decode` requirement for.
    /// Immutable, so `nonisolated(unsafe)` only says what Swift cannot check about `Any`.
    private nonisolated(unsafe) static let neutralScalars: [ObjectIdentifier: Any] = [
        ObjectIdentifier(Bool.self): false, ObjectIdentifier(String.self): "",
        ObjectIdentifier(Double.self): 0.0, ObjectIdentifier(Float.self): Float(0),
        ObjectIdentifier(Int.self): 0, ObjectIdentifier(Int8.self): Int8(0),
        ObjectIdentifier(Int16.self): Int16(0), ObjectIdentifier(Int32.self): Int32(0),
        ObjectIdentifier(Int64.self): Int64(0), ObjectIdentifier(UInt.self): UInt(0),
        ObjectIdentifier(UInt8.self): UInt8(0), ObjectIdentifier(UInt16.self): UInt16(0),
        ObjectIdentifier(UInt32.self): UInt32(0), ObjectIdentifier(UInt64.self): UInt64(0),
        ObjectIdentifier(Int128.self): Int128(0), ObjectIdentifier(UInt128.self): UInt128(0),
    ]

    private static func firstCase<C: CaseIterable>(of _: C.Type) -> C? {
        C.allCases.first
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        Unkeyed(decoder: self)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        Single(decoder: self)
    }

    /// The decoder one level down, at `key`.
    func nested(_ key: any CodingKey) -> BindingProbeDecoder {
        BindingProbeDecoder(codingPath: codingPath + [key])
    }

    // MARK: - Containers

    /// Holds every key, each `nil` when asked so (optionals absent) and a neutral value
    /// otherwise; lists no keys (dictionaries empty).
    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: BindingProbeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) -> Bool { true }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try decoder.nested(key).probe(type)
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedDecodingContainer<NestedKey> {
            decoder.nested(key).container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
            decoder.nested(key).unkeyedContainer()
        }
        func superDecoder() -> any Decoder { decoder }
        func superDecoder(forKey key: Key) -> any Decoder { decoder.nested(key) }
    }

    /// Empty (arrays and sets decode empty); a reader that does not check the end still gets
    /// neutral values.
    private struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: BindingProbeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { 0 }
        var isAtEnd: Bool { true }
        var currentIndex: Int { 0 }

        mutating func decodeNil() -> Bool { true }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try decoder.probe(type)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedDecodingContainer<NestedKey> {
            decoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer { self }
        mutating func superDecoder() -> any Decoder { decoder }
    }

    /// `nil` when asked (optionals absent), neutral scalars otherwise.
    private struct Single: SingleValueDecodingContainer {
        let decoder: BindingProbeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { true }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try decoder.probe(type)
        }
    }
}
