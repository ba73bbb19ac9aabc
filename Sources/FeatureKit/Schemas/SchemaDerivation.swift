import JSON

// MARK: - SchemaDerivation

/// One derivation of a root type's schema: what the samples said about enum cases, the types
/// derived so far, and the definitions of types that hold themselves.
///
/// Each type is derived once: a known scalar, a stated schema (`JSONSchemaProviding`), a
/// standard container (`StructuralSchema`), the raw values of a `CaseIterable` enum, or else
/// a walk of its `init(from:)` (`SchemaWalker`), once per case for an enum.
final class SchemaDerivation {
    /// Case names by the coding-key type of their enum, in the order the samples showed them.
    private var caseNames: [ObjectIdentifier: [String]] = [:]
    /// Types derived so far, with a value of each (when one could be made).
    private var derived: [ObjectIdentifier: (value: Any?, schema: JSONValue)] = [:]
    /// The types being derived, outermost first. A type is named only when a failure is
    /// reported: `String(reflecting:)` of a type met for the first time scans the binary's
    /// conformance records for it (about 0.8M instructions a type, a quarter of a host's start).
    private var inProgress: [(id: ObjectIdentifier, type: any Any.Type)] = []
    /// Types met inside themselves, published once under `definitions`.
    private var selfHolding: Set<ObjectIdentifier> = []
    /// A value of each enum whose first case was walked, for its other cases to hold
    /// (`indirect case negated(Expression)`).
    private var firstCaseValues: [ObjectIdentifier: Any] = [:]
    private var definitionNames: [ObjectIdentifier: String] = [:]
    private(set) var definitions = JSONObject()
    /// The wire path of the type being derived, for messages.
    private var path: [String] = []
    /// The first failure seen where it could not be thrown (an `allKeys` getter), rethrown
    /// even if the type's `init(from:)` swallowed what it caused.
    private var pendingFailure: SchemaDerivationError?

    /// A derivation that knows the cases `samples` show.
    init(samples: [any Encodable]) throws {
        for sample in samples { try noteCases(in: sample) }
    }

    // MARK: - Deriving

    /// The schema of `type`, at `tokens` below the current path, and a value of it unless the
    /// type is met inside itself.
    func derive<T: Decodable>(_ type: T.Type, at tokens: [String] = []) throws -> (value: T?, schema: JSONValue) {
        path.append(contentsOf: tokens)
        defer { path.removeLast(tokens.count) }
        if let known = type as? any KnownSchema.Type {
            return (Self.placeholder(of: known) as? T, known.knownSchema)
        }
        if let stated = type as? any JSONSchemaProviding.Type {
            return (Self.sample(of: stated) as? T, stated.jsonSchema)
        }
        let id = ObjectIdentifier(type)
        if let done = derived[id] { return (done.value as? T, done.schema) }
        if inProgress.contains(where: { $0.id == id }) {
            selfHolding.insert(id)
            return (firstCaseValues[id] as? T, reference(to: type))
        }
        inProgress.append((id, type))
        defer { inProgress.removeLast() }
        var result = try deriveOnce(type)
        if selfHolding.contains(id) {
            definitions[definitionName(of: type)] = result.schema
            result.schema = reference(to: type)
        }
        derived[id] = (result.value.map { $0 as Any }, result.schema)
        return result
    }

    private func deriveOnce<T: Decodable>(_ type: T.Type) throws -> (value: T?, schema: JSONValue) {
        if let structural = type as? any StructuralSchema.Type {
            return try Self.structure(of: structural, as: type, in: self)
        }
        if let iterable = type as? any CaseIterable.Type, let listed = try listedCases(of: iterable, as: type) {
            return listed
        }
        if let sampled = type as? any EnumCaseSamples.Type {
            for sample in Self.samples(of: sampled) { try noteCases(in: sample) }
        }
        let declared = (type as? any DeclaredCaseNames.Type)?.declaredCaseNames ?? []
        return try walk(type, declaredCaseNames: declared)
    }

    /// Walks `init(from:)`; for an enum, once more for every case after the first.
    private func walk<T: Decodable>(_ type: T.Type, declaredCaseNames: [String]) throws -> (value: T?, schema: JSONValue) {
        let first = SchemaWalker(derivation: self, declaredCaseNames: declaredCaseNames)
        let value = try run(type, on: first)
        guard case .keyed(let record)? = first.form, let firstCase = record.caseName else {
            return (value, try first.schema())
        }
        var alternatives = try CaseSchema.alternatives(of: firstCase, payload: record.payload, in: self)
        firstCaseValues[ObjectIdentifier(type)] = value
        for name in first.knownCaseNames.dropFirst() {
            let walker = SchemaWalker(derivation: self, selectedCase: name, declaredCaseNames: declaredCaseNames)
            _ = try run(type, on: walker)
            guard case .keyed(let record)? = walker.form, record.caseName == name else {
                throw failure("its init(from:) did not take the case \"\(name)\" it was given", remedy: SchemaDerivation.supplyASchema)
            }
            alternatives += try CaseSchema.alternatives(of: name, payload: record.payload, in: self)
        }
        return (value, JSONSchema.oneOf(alternatives))
    }

    /// `T(from: walker)`, with what the type itself threw said as a derivation failure.
    private func run<T: Decodable>(_ type: T.Type, on walker: SchemaWalker) throws -> T {
        let value: T
        do {
            value = try T(from: walker)
        } catch let walkFailure as SchemaDerivationError {
            throw pendingFailure ?? walkFailure
        } catch {
            throw pendingFailure ?? failure(
                "its init(from:) refused the placeholder values derivation reads it with (\(error))",
                remedy: "give it a schema (JSONSchemaProviding); an enum with raw values can be CaseIterable instead"
            )
        }
        if let pendingFailure { throw pendingFailure }
        return value
    }

    // MARK: - Case names

    /// Notes the cases `sample` and the values inside it hold.
    func noteCases(in sample: any Encodable) throws {
        do {
            try sample.encode(to: CaseNameRecorder(derivation: self))
        } catch {
            throw SchemaDerivationError(
                typeName: String(reflecting: Swift.type(of: sample)), path: "",
                message: "encoding a sample failed (\(error))")
        }
    }

    func noteCase<Key: CodingKey>(_ name: String, keyedBy keyType: Key.Type) {
        let id = ObjectIdentifier(keyType)
        if caseNames[id]?.contains(name) != true { caseNames[id, default: []].append(name) }
    }

    /// The cases known for the enum whose coding keys are `keyType`: the samples', then the
    /// declared ones the samples did not show.
    func caseNames<Key: CodingKey>(keyedBy keyType: Key.Type, declared: [String]) -> [String] {
        let seen = caseNames[ObjectIdentifier(keyType)] ?? []
        return seen + declared.filter { !seen.contains($0) }
    }

    /// A `CaseIterable` enum whose cases all write strings (or all integers): those values.
    /// Nil for one whose cases write objects, after noting them for the walk.
    private func listedCases<C: CaseIterable, T>(of iterable: C.Type, as type: T.Type) throws -> (value: T?, schema: JSONValue)? {
        let cases = Array(C.allCases)
        var wire: [JSONValue] = []
        for value in cases {
            guard let encodable = value as? any Encodable else {
                throw failure("it is CaseIterable but not Encodable", remedy: "make it Codable")
            }
            do {
                wire.append(try JSONValueEncoder().encode(encodable))
            } catch {
                throw failure("one of its cases does not encode (\(error))", remedy: SchemaDerivation.supplyASchema)
            }
            try noteCases(in: encodable)
        }
        guard let first = cases.first else {
            throw failure("it is CaseIterable with no cases", remedy: SchemaDerivation.supplyASchema)
        }
        if wire.allSatisfy({ $0.stringValue != nil }) { return (first as? T, ["type": "string", "enum": .array(wire)]) }
        if wire.allSatisfy({ $0.integerValue != nil }) { return (first as? T, ["type": "integer", "enum": .array(wire)]) }
        return nil
    }

    // MARK: - Types that hold themselves

    private func reference<T>(to type: T.Type) -> JSONValue {
        ["$ref": .string("#/definitions/" + JSONPointer.escape(definitionName(of: type)))]
    }

    /// The type's own name, numbered when two derived types share it.
    private func definitionName<T>(of type: T.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = definitionNames[id] { return name }
        let base = String(describing: type)
        var name = base
        var number = 2
        while definitionNames.values.contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        definitionNames[id] = name
        return name
    }

    // MARK: - Failures

    /// The remedy for most of what cannot be derived.
    static let supplyASchema = "give it a schema (JSONSchemaProviding)"

    /// A failure of the type being derived, at the current path.
    func failure(_ message: String, remedy: String) -> SchemaDerivationError {
        let typeName = inProgress.last.map { String(reflecting: $0.type) } ?? "the root type"
        return SchemaDerivationError(typeName: typeName, path: pointer, message: "\(message); \(remedy)")
    }

    /// A failure of `type`, at the current path.
    func failure<T>(for type: T.Type, _ message: String, remedy: String) -> SchemaDerivationError {
        SchemaDerivationError(typeName: String(reflecting: type), path: pointer, message: "\(message); \(remedy)")
    }

    /// `type` holds itself where its `init(from:)` needs a value of it.
    func holdsItself<T>(_ type: T.Type) -> SchemaDerivationError {
        failure(for: type, "it holds itself where a value is required (not in an array, dictionary or optional)", remedy: SchemaDerivation.supplyASchema)
    }

    /// Records `failure` to be thrown once the walk returns.
    func fail(_ failure: SchemaDerivationError) {
        if pendingFailure == nil { pendingFailure = failure }
    }

    private var pointer: String { path.isEmpty ? "" : JSONPointer(tokens: path).description }

    // MARK: - Opening existentials

    private static func placeholder<K: KnownSchema>(of type: K.Type) -> Any { K.placeholder }
    private static func sample<P: JSONSchemaProviding>(of type: P.Type) -> Any { P.schemaSample }
    private static func samples<S: EnumCaseSamples>(of type: S.Type) -> [any Encodable] { S.sampleCases }

    private static func structure<S: StructuralSchema, T>(
        of type: S.Type, as target: T.Type, in derivation: SchemaDerivation
    ) throws -> (value: T?, schema: JSONValue) {
        let result = try S.structuralSchema(in: derivation)
        return (result.value.flatMap { $0 as? T }, result.schema)
    }
}
