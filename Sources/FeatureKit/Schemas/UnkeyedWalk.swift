import JSON

// MARK: - UnkeyedWalk

/// An unkeyed container of the walk: holds one element until asked whether it is at its end,
/// so a loop reading "until the end" reads one element and stops.
struct UnkeyedWalk: UnkeyedDecodingContainer {
    let walker: SchemaWalker
    let record: UnkeyedRecord
    var codingPath: [any CodingKey] = []
    /// The wire path from the walked type to this container.
    var pathPrefix: [String] = []

    var count: Int? { nil }
    var isAtEnd: Bool {
        record.askedForEnd = true
        return !record.elements.isEmpty
    }
    var currentIndex: Int { record.elements.count }

    mutating func decodeNil() throws -> Bool {
        record.isNullable = true
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
    mutating func decode(_ type: String.Type) throws -> String { try element(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(type) }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try optionalElement(type) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try optionalElement(type) }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try optionalElement(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let nested = KeyedRecord()
        record.elements.append(.keyed(nested))
        var container = KeyedWalk<NestedKey>(walker: walker, record: nested, codingPath: codingPath)
        container.pathPrefix = pathPrefix + ["*"]
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let nested = UnkeyedRecord()
        record.elements.append(.unkeyed(nested))
        return UnkeyedWalk(walker: walker, record: nested, codingPath: codingPath, pathPrefix: pathPrefix + ["*"])
    }

    mutating func superDecoder() throws -> any Decoder { throw walker.unsupported("superDecoder()") }

    private func element<T: Decodable>(_ type: T.Type) throws -> T {
        let derived = try walker.derivation.derive(type, at: pathPrefix + ["*"])
        record.elements.append(.schema(derived.schema))
        guard let value = derived.value else { throw walker.derivation.holdsItself(type) }
        return value
    }

    private func optionalElement<T: Decodable>(_ type: T.Type) throws -> T? {
        record.isNullable = true
        let derived = try walker.derivation.derive(type, at: pathPrefix + ["*"])
        record.elements.append(.schema(derived.schema))
        return derived.value
    }
}
