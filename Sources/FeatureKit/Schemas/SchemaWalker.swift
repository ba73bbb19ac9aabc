import JSON

// MARK: - SchemaWalker

/// The decoder a type's `init(from:)` runs against to show its wire form: every container it
/// opens and every member it reads is recorded, and each read answers a placeholder value, so
/// synthesized decoding walks the whole type. Derived types are walked in turn by the
/// derivation, which holds what one walk learns for the next.
///
/// Synthesized enum decoding asks its container for `allKeys` and expects the one case the
/// value holds; the walker answers with `selectedCase` (or the first case the derivation knows
/// of), and the derivation walks again for every other case.
final class SchemaWalker: Decoder {
    let derivation: SchemaDerivation
    /// The case to answer `allKeys` with; nil for the first walk of a type.
    let selectedCase: String?
    /// Cases the type declares whatever the samples show (`PresentationAction`'s `dismiss`).
    let declaredCaseNames: [String]
    /// Every case known when the first walk asked for `allKeys`; the first one was taken.
    private(set) var knownCaseNames: [String] = []
    /// The container the type opened, nil until it opens one.
    private(set) var form: Form?

    let codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    enum Form {
        case keyed(KeyedRecord)
        case unkeyed(UnkeyedRecord)
        case single(SingleValueRecord)

        var keyed: KeyedRecord? { if case .keyed(let record) = self { record } else { nil } }
        var unkeyed: UnkeyedRecord? { if case .unkeyed(let record) = self { record } else { nil } }
        var single: SingleValueRecord? { if case .single(let record) = self { record } else { nil } }
    }

    init(derivation: SchemaDerivation, selectedCase: String? = nil, declaredCaseNames: [String] = []) {
        self.derivation = derivation
        self.selectedCase = selectedCase
        self.declaredCaseNames = declaredCaseNames
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedWalk<Key>(walker: self, record: try open(\.keyed, KeyedRecord.init, Form.keyed)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedWalk(walker: self, record: try open(\.unkeyed, UnkeyedRecord.init, Form.unkeyed))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueWalk(walker: self, record: try open(\.single, SingleValueRecord.init, Form.single))
    }

    /// The record of the container kind asked for: the one opened before, or a new one. A type
    /// may open its container again, but not a container of another kind.
    private func open<Record>(_ existing: KeyPath<Form, Record?>, _ make: () -> Record, _ wrap: (Record) -> Form) throws -> Record {
        guard let form else {
            let record = make()
            form = wrap(record)
            return record
        }
        guard let record = form[keyPath: existing] else {
            throw derivation.failure("its init(from:) reads its value through two kinds of container", remedy: SchemaDerivation.supplyASchema)
        }
        return record
    }

    /// The key of the case to decode, for an enum's `allKeys`; nil (with the reason recorded
    /// for the derivation) when no case of it is known.
    func caseKey<Key: CodingKey>(_ type: Key.Type, in record: KeyedRecord) -> Key? {
        let name: String
        if let selectedCase {
            name = selectedCase
        } else {
            knownCaseNames = derivation.caseNames(keyedBy: Key.self, declared: declaredCaseNames)
            guard let first = knownCaseNames.first else {
                derivation.fail(derivation.failure(
                    "it is an enum, and no value of it was seen",
                    remedy: "make it CaseIterable, show one action of each case in sampleActions, conform it to EnumCaseSamples, or give it a schema (JSONSchemaProviding)"
                ))
                return nil
            }
            name = first
        }
        guard let key = Key(stringValue: name) else {
            derivation.fail(derivation.failure("its coding keys do not take the case name \"\(name)\"", remedy: SchemaDerivation.supplyASchema))
            return nil
        }
        record.caseName = name
        return key
    }

    /// The schema of what the walk read, for anything but an enum (whose cases the derivation
    /// puts together).
    func schema() throws -> JSONValue {
        switch form {
        case nil:
            throw derivation.failure("its init(from:) reads nothing from its decoder", remedy: SchemaDerivation.supplyASchema)
        case .keyed(let record)?:
            return try record.objectSchema(in: derivation)
        case .unkeyed(let record)?:
            return try record.arraySchema(in: derivation)
        case .single(let record)?:
            guard let value = record.value else {
                throw derivation.failure("its init(from:) reads no value from its single-value container", remedy: SchemaDerivation.supplyASchema)
            }
            return record.isNullable ? WireSchema.nullable(value) : value
        }
    }

    /// What derivation tells a type that reads a superclass or another decoder's part.
    func unsupported(_ what: String) -> SchemaDerivationError {
        derivation.failure("its init(from:) uses \(what)", remedy: SchemaDerivation.supplyASchema)
    }
}
