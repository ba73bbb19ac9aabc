public import JSON

// MARK: - Derived schemas

extension JSONSchema {
    /// The draft-07 schema of `type`'s wire form, derived from the type: its synthesized (or
    /// hand-written) `init(from:)` is walked to read member names, their types and which are
    /// optional, and `samples` (values of any types) show the cases of enums inside it that
    /// are neither `CaseIterable` nor `EnumCaseSamples`. A root document, titled `title`.
    ///
    /// ```swift
    /// let schema = try JSONSchema.derive(Action.self, samples: sampleActions, title: "stepper action")
    /// ```
    ///
    /// - Throws: `SchemaDerivationError`, naming the type and what to supply, when part of the
    ///   type cannot be derived; derivation never guesses.
    public static func derive<T: Codable>(
        _ type: T.Type, samples: [any Encodable] = [], title: String? = nil
    ) throws(SchemaDerivationError) -> JSONValue {
        do {
            let derivation = try SchemaDerivation(samples: samples)
            let root = try derivation.derive(type).schema
            var document = document(title: title, root)
            if !derivation.definitions.isEmpty, case .object(var members) = document {
                members["definitions"] = .object(derivation.definitions)
                document = .object(members)
            }
            return document
        } catch let failure as SchemaDerivationError {
            throw failure
        } catch {
            throw SchemaDerivationError(typeName: String(reflecting: type), path: "", message: "\(error)")
        }
    }

    /// `derive(_:samples:title:)`, or when it fails a document that refuses every value and
    /// says why (`derivationFailure(in:)`), which `PluginFeature.schemaViolations()` reports:
    /// for places that need a schema and cannot throw, like a feature's `stateSchema`.
    public static func derived<T: Codable>(_ type: T.Type, samples: [any Encodable] = [], title: String? = nil) -> JSONValue {
        do {
            return try derive(type, samples: samples, title: title)
        } catch {
            return refusal(title: title, because: error.description)
        }
    }

    /// Why `schema` is a refusal in place of a derived one (`derived(_:samples:title:)`,
    /// `refining(_:_:)`), or nil for any other schema.
    public static func derivationFailure(in schema: JSONValue) -> String? {
        schema[refusalKeyword]?.stringValue
    }

    /// The keyword a refusal keeps its reason under (JSON Schema ignores unknown keywords).
    static let refusalKeyword = "x-uistate-derivation-failure"

    /// A document no value passes (`not: {}`), saying why in `description` and under
    /// `refusalKeyword`.
    static func refusal(title: String?, because reason: String) -> JSONValue {
        document(title: title, [
            "description": .string("uistate could not derive this schema: " + reason),
            "not": [:],
            refusalKeyword: .string(reason),
        ])
    }
}
