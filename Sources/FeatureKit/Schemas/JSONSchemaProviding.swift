public import JSON

// MARK: - JSONSchemaProviding

/// A type that states its own schema, for types derivation cannot read: a custom `init(from:)`
/// that validates what it reads, a wire form written by hand. Derivation uses `jsonSchema`
/// wherever the type appears, and `schemaSample` where the type holding it needs a value.
///
/// ```swift
/// extension PhoneNumber: JSONSchemaProviding {
///     static let jsonSchema = JSONSchema.string(pattern: "^010[0-9]{7,8}$")
///     static let schemaSample = PhoneNumber("01012345678")
/// }
/// ```
public protocol JSONSchemaProviding {
    /// The schema (draft-07) of the type's wire form.
    static var jsonSchema: JSONValue { get }
    /// Any valid value of the type.
    static var schemaSample: Self { get }
}
