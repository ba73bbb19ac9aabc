/// The decoder is its own single-value container, reading the value it holds.
extension BridgeDecoder: SingleValueDecodingContainer {

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try PrimitiveDecoding.bool(value, path: { self.pointer() }) }
    func decode(_ type: String.Type) throws -> String { try PrimitiveDecoding.string(value, path: { self.pointer() }) }
    func decode(_ type: Double.Type) throws -> Double { try PrimitiveDecoding.double(value, path: { self.pointer() }) }
    func decode(_ type: Float.Type) throws -> Float { try PrimitiveDecoding.float(value, path: { self.pointer() }) }
    func decode(_ type: Int.Type) throws -> Int { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: Int8.Type) throws -> Int8 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: Int16.Type) throws -> Int16 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: Int32.Type) throws -> Int32 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: Int64.Type) throws -> Int64 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: UInt.Type) throws -> UInt { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try PrimitiveDecoding.integer(value, as: type, path: { self.pointer() }) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeChild(type, from: value, at: .same)
    }
}
