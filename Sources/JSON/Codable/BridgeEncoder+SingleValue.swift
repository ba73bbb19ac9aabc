/// The encoder is its own single-value container: the value replaces whatever it held.
extension BridgeEncoder: SingleValueEncodingContainer {
    private func set(_ value: JSONValue) { node = .value(value) }

    func encodeNil() throws { set(.null) }
    func encode(_ value: Bool) throws { set(.bool(value)) }
    func encode(_ value: String) throws { set(.string(value)) }
    func encode(_ value: Double) throws { set(try PrimitiveEncoding.double(value, path: { self.pointer() })) }
    func encode(_ value: Float) throws { set(try PrimitiveEncoding.float(value, path: { self.pointer() })) }
    func encode(_ value: Int) throws { set(.integer(Int64(value))) }
    func encode(_ value: Int8) throws { set(.integer(Int64(value))) }
    func encode(_ value: Int16) throws { set(.integer(Int64(value))) }
    func encode(_ value: Int32) throws { set(.integer(Int64(value))) }
    func encode(_ value: Int64) throws { set(.integer(value)) }
    func encode(_ value: UInt) throws { set(try PrimitiveEncoding.unsigned(value, path: { self.pointer() })) }
    func encode(_ value: UInt8) throws { set(.integer(Int64(value))) }
    func encode(_ value: UInt16) throws { set(.integer(Int64(value))) }
    func encode(_ value: UInt32) throws { set(.integer(Int64(value))) }
    func encode(_ value: UInt64) throws { set(try PrimitiveEncoding.unsigned(value, path: { self.pointer() })) }

    func encode<T: Encodable>(_ value: T) throws {
        set(try encodeChild(value, at: .same))
    }
}
