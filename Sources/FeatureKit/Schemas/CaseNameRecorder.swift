// MARK: - CaseNameRecorder

/// An encoder that writes nothing and notes enum case names: synthesized enum encoding opens
/// its coding keys' container and one nested container for the case, so each nested container
/// names a case of the enum those keys belong to. Run over sample values (a feature's
/// `sampleActions`, `allCases`, `sampleCases`), it tells the walk which cases exist.
struct CaseNameRecorder: Encoder {
    let derivation: SchemaDerivation
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedCaseNameRecorder<Key>(derivation: derivation, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedCaseNameRecorder(derivation: derivation, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueCaseNameRecorder(derivation: derivation, codingPath: codingPath)
    }
}

/// Records the key of every nested container as a case name of `Key`'s enum.
struct KeyedCaseNameRecorder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let derivation: SchemaDerivation
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) {}
    mutating func encode(_ value: Bool, forKey key: Key) {}
    mutating func encode(_ value: String, forKey key: Key) {}
    mutating func encode(_ value: Double, forKey key: Key) {}
    mutating func encode(_ value: Float, forKey key: Key) {}
    mutating func encode(_ value: Int, forKey key: Key) {}
    mutating func encode(_ value: Int8, forKey key: Key) {}
    mutating func encode(_ value: Int16, forKey key: Key) {}
    mutating func encode(_ value: Int32, forKey key: Key) {}
    mutating func encode(_ value: Int64, forKey key: Key) {}
    mutating func encode(_ value: UInt, forKey key: Key) {}
    mutating func encode(_ value: UInt8, forKey key: Key) {}
    mutating func encode(_ value: UInt16, forKey key: Key) {}
    mutating func encode(_ value: UInt32, forKey key: Key) {}
    mutating func encode(_ value: UInt64, forKey key: Key) {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: CaseNameRecorder(derivation: derivation, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        derivation.noteCase(key.stringValue, keyedBy: Key.self)
        return KeyedEncodingContainer(KeyedCaseNameRecorder<NestedKey>(derivation: derivation, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnkeyedCaseNameRecorder(derivation: derivation, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { CaseNameRecorder(derivation: derivation, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CaseNameRecorder(derivation: derivation, codingPath: codingPath + [key]) }
}
