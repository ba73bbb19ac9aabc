public import JSON
import Synchronization

// MARK: - Derived schemas of a feature

extension PluginFeature {
    /// `State`'s schema derived from the type (`JSONSchema.derived`), titled "<name> state",
    /// with the enums inside it learnt from `sampleActions` besides. The default `stateSchema`;
    /// a feature that says more refines it (`refining(_:_:)`).
    public static var derivedStateSchema: JSONValue {
        DerivedSchemaCache.schema(of: Self.self, .state) {
            JSONSchema.derived(State.self, samples: sampleActions, title: "\(name) state")
        }
    }

    /// `Action`'s schema derived from the type and `sampleActions` (which name its cases, and
    /// those of the enums inside it), titled "<name> action": a `oneOf` with one alternative per
    /// case. The default `actionSchema`.
    public static var derivedActionSchema: JSONValue {
        DerivedSchemaCache.schema(of: Self.self, .action) {
            JSONSchema.derived(Action.self, samples: sampleActions, title: "\(name) action")
        }
    }
}

/// Each feature's derived schemas, derived once per process: `stateSchema` is read for every
/// listing and every checked sample.
enum DerivedSchemaCache {
    private struct Key: Hashable {
        let feature: ObjectIdentifier
        let subject: FeatureSchemaViolation.Subject
    }

    private static let schemas = Mutex<[Key: JSONValue]>([:])

    static func schema(
        of feature: any PluginFeature.Type, _ subject: FeatureSchemaViolation.Subject, derive: () -> JSONValue
    ) -> JSONValue {
        let key = Key(feature: ObjectIdentifier(feature), subject: subject)
        if let known = schemas.withLock({ $0[key] }) { return known }
        let schema = derive()
        schemas.withLock { $0[key] = schema }
        return schema
    }
}
