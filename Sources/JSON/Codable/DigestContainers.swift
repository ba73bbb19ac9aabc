// MARK: - Keyed

/// Feeds each member as its tag and container, its key, then its value.
struct DigestKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: DigestSink
    let id: UInt64

    var codingPath: [any CodingKey] { sink.unknownPath }

    mutating func encodeNil(forKey key: Key) throws {
        sink.add(.null, id)
        sink.add(key: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: String, forKey key: Key) throws {
        sink.add(.string, id)
        sink.add(key: key)
        sink.add(string: value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { member(key) { sink.add(id, value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { member(key) { sink.add(id, value) } }

    /// A primitive member: its tag, value and container (`write`), then its key.
    private func member(_ key: Key, _ write: () -> Void) {
        write()
        sink.add(key: key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        sink.add(.nested, id)
        sink.add(key: key)
        try DigestEncoder.feed(value, into: sink)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        sink.add(.nestedKeyed, id)
        sink.add(key: key)
        sink.add(type: NestedKey.self)
        return KeyedEncodingContainer(DigestKeyedContainer<NestedKey>(sink: sink, id: sink.newID()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.add(.nestedUnkeyed, id)
        sink.add(key: key)
        return DigestUnkeyedContainer(sink: sink, id: sink.newID())
    }

    mutating func superEncoder() -> any Encoder {
        sink.add(.superEncoder, id, 0)
        return DigestEncoder(sink: sink, id: sink.newID())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.add(.superEncoder, id, 1)
        sink.add(key: key)
        return DigestEncoder(sink: sink, id: sink.newID())
    }
}

// MARK: - Unkeyed

/// Feeds each element as its tag and container, then its value: its index is its place among
/// the elements fed to this container.
struct DigestUnkeyedContainer: UnkeyedEncodingContainer {
    let sink: DigestSink
    let id: UInt64
    private(set) var count = 0

    init(sink: DigestSink, id: UInt64) {
        self.sink = sink
        self.id = id
    }

    var codingPath: [any CodingKey] { sink.unknownPath }

    mutating func encodeNil() throws {
        count += 1
        sink.add(.null, id)
    }
    mutating func encode(_ value: Bool) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: String) throws {
        count += 1
        sink.add(.string, id)
        sink.add(string: value)
    }
    mutating func encode(_ value: Double) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: Float) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: Int) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: Int8) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: Int16) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: Int32) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: Int64) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: UInt) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: UInt8) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: UInt16) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: UInt32) throws { sink.add(nextElement(), value) }
    mutating func encode(_ value: UInt64) throws { sink.add(nextElement(), value) }

    /// This container's id, for the element fed next.
    private mutating func nextElement() -> UInt64 {
        count += 1
        return id
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        sink.add(.nested, id)
        try DigestEncoder.feed(value, into: sink)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        sink.add(.nestedKeyed, id)
        sink.add(type: NestedKey.self)
        return KeyedEncodingContainer(DigestKeyedContainer<NestedKey>(sink: sink, id: sink.newID()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        sink.add(.nestedUnkeyed, id)
        return DigestUnkeyedContainer(sink: sink, id: sink.newID())
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        sink.add(.superEncoder, id)
        return DigestEncoder(sink: sink, id: sink.newID())
    }
}

// MARK: - Single value

/// Feeds the value as its tag and container, then the value.
struct DigestSingleValueContainer: SingleValueEncodingContainer {
    let sink: DigestSink
    let id: UInt64

    var codingPath: [any CodingKey] { sink.unknownPath }

    mutating func encodeNil() throws { sink.add(.null, id) }
    mutating func encode(_ value: Bool) throws { sink.add(id, value) }
    mutating func encode(_ value: String) throws {
        sink.add(.string, id)
        sink.add(string: value)
    }
    mutating func encode(_ value: Double) throws { sink.add(id, value) }
    mutating func encode(_ value: Float) throws { sink.add(id, value) }
    mutating func encode(_ value: Int) throws { sink.add(id, value) }
    mutating func encode(_ value: Int8) throws { sink.add(id, value) }
    mutating func encode(_ value: Int16) throws { sink.add(id, value) }
    mutating func encode(_ value: Int32) throws { sink.add(id, value) }
    mutating func encode(_ value: Int64) throws { sink.add(id, value) }
    mutating func encode(_ value: UInt) throws { sink.add(id, value) }
    mutating func encode(_ value: UInt8) throws { sink.add(id, value) }
    mutating func encode(_ value: UInt16) throws { sink.add(id, value) }
    mutating func encode(_ value: UInt32) throws { sink.add(id, value) }
    mutating func encode(_ value: UInt64) throws { sink.add(id, value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        sink.add(.nested, id)
        try DigestEncoder.feed(value, into: sink)
    }
}
