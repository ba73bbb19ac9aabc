import JSON
public import StoreRuntime

// MARK: - Checking the schemas against the types

extension PluginFeature {
    /// Everything the declared schemas refuse of what the Codable types write: each action in
    /// `actions` (default: `sampleActions`) against `actionSchema`, each state in `states`
    /// (default: `initialState`) against `stateSchema`, and every value read back as itself.
    /// Empty when the schemas and the types agree on these values.
    ///
    /// A schema that could not be derived is one violation saying why and what to supply.
    /// Otherwise the check is only as good as the samples: give at least one action of every
    /// case and a state with every optional member set.
    ///
    /// ```swift
    /// #expect(StepperFeature.schemaViolations().isEmpty)
    /// ```
    public static func schemaViolations(actions: [Action]? = nil, states: [State]? = nil) -> [FeatureSchemaViolation] {
        check(actions ?? sampleActions, subject: .action, against: actionSchema)
            + check(states ?? [initialState], subject: .state, against: stateSchema)
    }

    private static func check<Value: Codable & Equatable>(
        _ values: [Value], subject: FeatureSchemaViolation.Subject, against schema: JSONValue
    ) -> [FeatureSchemaViolation] {
        if let failure = JSONSchema.derivationFailure(in: schema) {
            return [FeatureSchemaViolation(subject: subject, wire: .null, message: failure)]
        }
        return values.flatMap { check($0, subject: subject, against: schema) }
    }

    private static func check<Value: Codable & Equatable>(
        _ value: Value, subject: FeatureSchemaViolation.Subject, against schema: JSONValue
    ) -> [FeatureSchemaViolation] {
        let wire: JSONValue
        do {
            wire = try JSONValueEncoder().encode(value)
        } catch {
            return [FeatureSchemaViolation(subject: subject, wire: .null, message: "cannot be encoded: \(error)")]
        }
        var found = JSONSchemaValidator.violations(of: wire, against: schema).map { violation in
            FeatureSchemaViolation(subject: subject, wire: wire, message: violation.description)
        }
        do {
            let decoded = try JSONValueDecoder().decode(Value.self, from: wire)
            if decoded != value {
                found.append(FeatureSchemaViolation(subject: subject, wire: wire, message: "reads back as a different value"))
            }
        } catch {
            found.append(FeatureSchemaViolation(subject: subject, wire: wire, message: "does not read back: \(error)"))
        }
        return found
    }
}
