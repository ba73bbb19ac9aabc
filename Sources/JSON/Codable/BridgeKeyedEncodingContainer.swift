/// Writes the members of an object; the encoder sorts the keys when the object is finished.
struct BridgeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: BridgeEncoder
    let builder: ObjectBuilder
    /// Whether this container came from `nestedContainer(keyedBy:forKey:)`, which only
    /// synthesized enum encoding uses (for a case's payload).
    var isPayload = false

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func append(_ value: JSONValue, _ key: Key) {
        builder.append(key.stringValue, .value(value))
    }

    /// The pointer of `key`'s value, for errors only (built lazily by the non-escaping closures
    /// passed to `PrimitiveEncoding`, so the happy path allocates nothing).
    private func pointer(_ key: Key) -> String {
        encoder.pointer(appending: component(key))
    }

    /// The step to `key` as it will read on the wire, so that errors and `codingPath` match the
    /// externally tagged form (see `CodingPathComponent.resolved`, which decides lazily). Mixed
    /// payloads (`_0` with labels) keep `_0` on the wire but lose it here; only their error
    /// paths are affected.
    private func component(_ key: Key) -> CodingPathComponent {
        isPayload ? .payloadKey(key) : .key(key)
    }

    mutating func encodeNil(forKey key: Key) throws { append(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { append(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { append(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        append(try PrimitiveEncoding.double(value, path: { pointer(key) }), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        append(try PrimitiveEncoding.float(value, path: { pointer(key) }), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { append(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        append(try PrimitiveEncoding.unsigned(value, path: { pointer(key) }), key)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { append(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        append(try PrimitiveEncoding.unsigned(value, path: { pointer(key) }), key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        append(try encoder.encodeChild(value, at: component(key)), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBuilder(keyType: NestedKey.self)
        builder.append(key.stringValue, .object(nested))
        let child = BridgeEncoder(userInfo: encoder.userInfo, parent: encoder, component: component(key))
        return KeyedEncodingContainer(
            BridgeKeyedEncodingContainer<NestedKey>(encoder: child, builder: nested, isPayload: true))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ArrayBuilder()
        builder.append(key.stringValue, .array(nested))
        let child = BridgeEncoder(userInfo: encoder.userInfo, parent: encoder, component: component(key))
        return BridgeUnkeyedEncodingContainer(encoder: child, builder: nested)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: StringCodingKey("super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let child = BridgeEncoder(userInfo: encoder.userInfo, parent: encoder, component: .key(key))
        builder.append(key.stringValue, .encoder(child))
        return child
    }
}
