// MARK: - The recorder's unkeyed and single-value containers

/// Passes elements on to be recorded in turn.
struct UnkeyedCaseNameRecorder: UnkeyedEncodingContainer {
    let derivation: SchemaDerivation
    var codingPath: [any CodingKey]
    private(set) var count = 0

    init(derivation: SchemaDerivation, codingPath: [any CodingKey]) {
        self.derivation = derivation
        self.codingPath = codingPath
    }

    mutating func encodeNil() { count += 1 }
    mutating func encode(_ value: Bool) { count += 1 }
    mutating func encode(_ value: String) { count += 1 }
    mutating func encode(_ value: Double) { count += 1 }
    mutating func encode(_ value: Float) { count += 1 }
    mutating func encode(_ value: Int) { count += 1 }
    mutating func encode(_ value: Int8) { count += 1 }
    mutating func encode(_ value: Int16) { count += 1 }
    mutating func encode(_ value: Int32) { count += 1 }
    mutating func encode(_ value: Int64) { count += 1 }
    mutating func encode(_ value: UInt) { count += 1 }
    mutating func encode(_ value: UInt8) { count += 1 }
    mutating func encode(_ value: UInt16) { count += 1 }
    mutating func encode(_ value: UInt32) { count += 1 }
    mutating func encode(_ value: UInt64) { count += 1 }

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        try value.encode(to: CaseNameRecorder(derivation: derivation, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return KeyedEncodingContainer(KeyedCaseNameRecorder<NestedKey>(derivation: derivation, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return UnkeyedCaseNameRecorder(derivation: derivation, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { CaseNameRecorder(derivation: derivation, codingPath: codingPath) }
}

/// Passes the one value on to be recorded.
struct SingleValueCaseNameRecorder: SingleValueEncodingContainer {
    let derivation: SchemaDerivation
    var codingPath: [any CodingKey]

    mutating func encodeNil() {}
    mutating func encode(_ value: Bool) {}
    mutating func encode(_ value: String) {}
    mutating func encode(_ value: Double) {}
    mutating func encode(_ value: Float) {}
    mutating func encode(_ value: Int) {}
    mutating func encode(_ value: Int8) {}
    mutating func encode(_ value: Int16) {}
    mutating func encode(_ value: Int32) {}
    mutating func encode(_ value: Int64) {}
    mutating func encode(_ value: UInt) {}
    mutating func encode(_ value: UInt8) {}
    mutating func encode(_ value: UInt16) {}
    mutating func encode(_ value: UInt32) {}
    mutating func encode(_ value: UInt64) {}

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: CaseNameRecorder(derivation: derivation, codingPath: codingPath))
    }
}
