import JSON

// MARK: - StructuralSchema

/// The standard library's containers, whose wire forms follow from their elements: derived
/// here rather than by walking their `init(from:)` (an array's would need its length, a
/// dictionary's would ask for keys as an enum does).
protocol StructuralSchema {
    /// The schema, from the schemas of the elements; the value, when one can be made (an empty
    /// container, `nil`).
    static func structuralSchema(in derivation: SchemaDerivation) throws -> (value: Self?, schema: JSONValue)
}

/// `null` where the wire holds one (an optional inside an array, say); an optional stored
/// property is instead left out while `nil` and never reaches this (`decodeIfPresent`).
extension Optional: StructuralSchema where Wrapped: Decodable {
    static func structuralSchema(in derivation: SchemaDerivation) throws -> (value: Self?, schema: JSONValue) {
        let wrapped = try derivation.derive(Wrapped.self)
        return (.some(.none), WireSchema.nullable(wrapped.schema))
    }
}

extension Array: StructuralSchema where Element: Decodable {
    static func structuralSchema(in derivation: SchemaDerivation) throws -> (value: Self?, schema: JSONValue) {
        let element = try derivation.derive(Element.self, at: ["*"])
        return ([], JSONSchema.array(of: element.schema))
    }
}

extension ContiguousArray: StructuralSchema where Element: Decodable {
    static func structuralSchema(in derivation: SchemaDerivation) throws -> (value: Self?, schema: JSONValue) {
        let element = try derivation.derive(Element.self, at: ["*"])
        return ([], JSONSchema.array(of: element.schema))
    }
}

/// An array on the wire (the bridge sorts it); `uniqueItems` says what the type promises.
extension Set: StructuralSchema where Element: Decodable {
    static func structuralSchema(in derivation: SchemaDerivation) throws -> (value: Self?, schema: JSONValue) {
        let element = try derivation.derive(Element.self, at: ["*"])
        return ([], ["type": "array", "items": element.schema, "uniqueItems": true])
    }
}

/// An object when the keys are strings or integers (Swift writes those as member names);
/// any other key type makes Swift write a flat `[key, value, …]` array, which has no schema
/// worth publishing, so derivation stops there.
extension Dictionary: StructuralSchema where Value: Decodable {
    static func structuralSchema(in derivation: SchemaDerivation) throws -> (value: Self?, schema: JSONValue) {
        let values = try derivation.derive(Value.self, at: ["*"])
        if Key.self == String.self {
            return ([:], JSONSchema.dictionary(of: values.schema))
        }
        if Key.self == Int.self {
            return ([:], ["type": "object", "propertyNames": ["pattern": "^-?[0-9]+$"], "additionalProperties": values.schema])
        }
        throw derivation.failure(
            for: Self.self,
            "a dictionary keyed by \(String(reflecting: Key.self)) is written as a flat [key, value, …] array",
            remedy: "key it by String or Int, or give the type holding it a schema (JSONSchemaProviding)"
        )
    }
}
