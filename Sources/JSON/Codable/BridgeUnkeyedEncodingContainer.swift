/// Writes the elements of an array.
struct BridgeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: BridgeEncoder
    let builder: ArrayBuilder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { builder.elements.count }

    private func append(_ value: JSONValue) {
        builder.elements.append(.value(value))
    }

    /// The pointer of the next element, for errors only.
    private func pointer() -> String {
        encoder.pointer(appending: .index(count))
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try PrimitiveEncoding.double(value, path: { pointer() })) }
    mutating func encode(_ value: Float) throws { append(try PrimitiveEncoding.float(value, path: { pointer() })) }
    mutating func encode(_ value: Int) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { append(.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(try PrimitiveEncoding.unsigned(value, path: { pointer() })) }
    mutating func encode(_ value: UInt8) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { append(try PrimitiveEncoding.unsigned(value, path: { pointer() })) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try encoder.encodeChild(value, at: .index(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBuilder(keyType: NestedKey.self)
        let child = BridgeEncoder(userInfo: encoder.userInfo, parent: encoder, component: .index(count))
        builder.elements.append(.object(nested))
        return KeyedEncodingContainer(BridgeKeyedEncodingContainer<NestedKey>(encoder: child, builder: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ArrayBuilder()
        let child = BridgeEncoder(userInfo: encoder.userInfo, parent: encoder, component: .index(count))
        builder.elements.append(.array(nested))
        return BridgeUnkeyedEncodingContainer(encoder: child, builder: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let child = BridgeEncoder(userInfo: encoder.userInfo, parent: encoder, component: .index(count))
        builder.elements.append(.encoder(child))
        return child
    }
}
