import JSON

// MARK: - KeyedWalk

/// A keyed container of the walk: a struct's members (each read derives the member's type),
/// or an enum's case (`allKeys` answers the walker's case, whose payload container records the
/// case's values).
struct KeyedWalk<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let walker: SchemaWalker
    let record: KeyedRecord
    var codingPath: [any CodingKey] = []
    /// The wire path from the walked type to this container (a nested object's key, the case
    /// a payload belongs to).
    var pathPrefix: [String] = []
    /// Whether this container holds an enum case's payload, whose positional keys (`_0`) the
    /// wire drops.
    var isPayload = false

    var allKeys: [Key] {
        walker.caseKey(Key.self, in: record).map { [$0] } ?? []
    }

    func contains(_ key: Key) -> Bool {
        record.probe(key.stringValue)
        return true
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        record.markNullable(key.stringValue)
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try member(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try member(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try member(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try member(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try member(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try member(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try member(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try member(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try member(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try member(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try member(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try member(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try member(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try member(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(type, key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optionalMember(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optionalMember(type, key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try optionalMember(type, key) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let nested = KeyedRecord()
        var container = KeyedWalk<NestedKey>(walker: walker, record: nested, codingPath: codingPath + [key])
        container.pathPrefix = pathPrefix + [key.stringValue]
        if record.caseName == key.stringValue {
            record.payload = nested
            container.isPayload = true
        } else {
            record.add(key.stringValue, .keyed(nested), isOptional: false)
        }
        return KeyedDecodingContainer(container)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let nested = UnkeyedRecord()
        record.add(key.stringValue, .unkeyed(nested), isOptional: false)
        return UnkeyedWalk(walker: walker, record: nested, codingPath: codingPath + [key], pathPrefix: pathPrefix + [key.stringValue])
    }

    func superDecoder() throws -> any Decoder { throw walker.unsupported("superDecoder()") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw walker.unsupported("superDecoder(forKey:)") }

    // MARK: - Members

    /// The wire path of a member: a payload's positional values (`_0`) are not on the wire,
    /// the case name is.
    private func tokens(_ key: Key) -> [String] {
        let name = key.stringValue
        return pathPrefix + (isPayload && WireSchema.isPosition(name) ? [] : [name])
    }

    private func member<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        let derived = try walker.derivation.derive(type, at: tokens(key))
        record.add(key.stringValue, .schema(derived.schema), isOptional: false)
        guard let value = derived.value else { throw walker.derivation.holdsItself(type) }
        return value
    }

    private func optionalMember<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        let derived = try walker.derivation.derive(type, at: tokens(key))
        record.add(key.stringValue, .schema(derived.schema), isOptional: true)
        return derived.value
    }
}
