/// Reads the elements of an array in order.
struct BridgeUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    /// The decoder of the array (its path is the container's path).
    let decoder: BridgeDecoder
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: BridgeDecoder, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The current element, consumed only when `body` succeeds (as `UnkeyedDecodingContainer`
    /// requires, so a caller may retry with another type).
    private mutating func next<T>(_ body: (JSONValue, () -> String) throws -> T) throws -> T {
        guard currentIndex < elements.count else {
            throw JSONDecodingError(
                path: decoder.pointer(), message: "expected at least \(currentIndex + 1) elements, found \(elements.count)")
        }
        let index = currentIndex
        let result = try body(elements[index]) { decoder.pointer(appending: .index(index)) }
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(PrimitiveDecoding.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(PrimitiveDecoding.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(PrimitiveDecoding.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(PrimitiveDecoding.float) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<I: FixedWidthInteger>() throws -> I {
        try next { value, path in try PrimitiveDecoding.integer(value, as: I.self, path: path) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = self.decoder
        let index = currentIndex
        return try next { value, _ in try decoder.decodeChild(type, from: value, at: .index(index)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let element = try nestedDecoder()
        let container = try element.container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = try nestedDecoder()
        let container = try element.unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = try nestedDecoder()
        currentIndex += 1
        return element
    }

    private func nestedDecoder() throws -> BridgeDecoder {
        guard currentIndex < elements.count else {
            throw JSONDecodingError(
                path: decoder.pointer(), message: "expected at least \(currentIndex + 1) elements, found \(elements.count)")
        }
        return BridgeDecoder(
            value: elements[currentIndex], userInfo: decoder.userInfo, parent: decoder, component: .index(currentIndex))
    }
}
