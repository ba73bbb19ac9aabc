public import JSON

// MARK: - JSONSchema

/// Builders for draft-07 JSON Schemas, shaped like the wire form the Codable bridge writes:
/// objects with exactly their properties, enum cases without a payload as bare strings, cases with
/// one as `{"case": payload}`. A feature's schemas are derived from its types (`derive`,
/// `PluginFeature.derivedStateSchema`); the builders write what a type cannot say, as a
/// refinement (`refining(_:_:)`) or a type's own schema (`JSONSchemaProviding`), and the whole
/// schema of a feature that wants to write it by hand:
///
/// ```swift
/// static let stateSchema = JSONSchema.document(title: "stepper state", .object([
///     "count": JSONSchema.integer,
///     "step": JSONSchema.integer(minimum: 1),
/// ]))
///
/// static let actionSchema = JSONSchema.action(title: "stepper action", [
///     JSONSchema.bare("incrementButtonTapped"),
///     JSONSchema.tagged("stepChanged", JSONSchema.integer),
/// ])
/// ```
///
/// Every builder returns a plain `JSONValue`, so a hand-written fragment fits anywhere one does.
public enum JSONSchema {
    /// The draft the host's validator implements (the `$schema` of a document).
    public static let draft07: JSONValue = "http://json-schema.org/draft-07/schema#"

    // MARK: Scalars

    /// Any string.
    public static let string: JSONValue = ["type": "string"]
    /// Any whole number.
    public static let integer: JSONValue = ["type": "integer"]
    /// Any number.
    public static let number: JSONValue = ["type": "number"]
    /// `true` or `false`.
    public static let boolean: JSONValue = ["type": "boolean"]

    /// A string matching `pattern` (an ECMA-262 regular expression, unanchored unless it says so).
    public static func string(pattern: String) -> JSONValue {
        ["type": "string", "pattern": .string(pattern)]
    }

    /// One of `values` (a closed set of strings).
    public static func string(oneOf values: [String]) -> JSONValue {
        ["type": "string", "enum": .array(values.map(JSONValue.string))]
    }

    /// The raw values of a `String` enum, e.g. `JSONSchema.cases(of: Tab.self)`.
    public static func cases<T: CaseIterable & RawRepresentable>(of type: T.Type) -> JSONValue where T.RawValue == String {
        string(oneOf: type.allCases.map(\.rawValue))
    }

    /// A whole number of at least `minimum`.
    public static func integer(minimum: Int) -> JSONValue {
        ["type": "integer", "minimum": .integer(Int64(minimum))]
    }

    // MARK: Structure

    /// An object with exactly these properties (in this order); all required unless `optional`
    /// names them (an optional Swift property is absent from the wire while nil).
    public static func object(_ properties: JSONObject, optional: Set<String> = []) -> JSONValue {
        let required = properties.keys.filter { !optional.contains($0) }.map(JSONValue.string)
        return [
            "type": "object",
            "properties": .object(properties),
            "required": .array(required),
            "additionalProperties": false,
        ]
    }

    /// An object used as a dictionary: any keys, every value matching `values`.
    public static func dictionary(of values: JSONValue) -> JSONValue {
        ["type": "object", "additionalProperties": values]
    }

    /// An array whose every item matches `items`.
    public static func array(of items: JSONValue) -> JSONValue {
        ["type": "array", "items": items]
    }

    /// Exactly one of `alternatives`.
    public static func oneOf(_ alternatives: [JSONValue]) -> JSONValue {
        ["oneOf": .array(alternatives)]
    }

    // MARK: Enum cases

    /// A case without payload: the bare string `"name"`.
    public static func bare(_ name: String) -> JSONValue {
        ["const": .string(name)]
    }

    /// A case with a payload: `{"name": payload}`. For a case with labelled values the payload is
    /// an `object` of them; for a nested enum, its `oneOf`.
    public static func tagged(_ name: String, _ payload: JSONValue) -> JSONValue {
        object([name: payload])
    }

    // MARK: Documents

    /// `schema` as a root document: `$schema` first, then the title, then its own members.
    public static func document(title: String? = nil, _ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        var root: JSONObject = ["$schema": draft07]
        if let title { root["title"] = .string(title) }
        for (key, value) in members { root[key] = value }
        return .object(root)
    }

    /// An action schema: a root document with one alternative per case.
    public static func action(title: String? = nil, _ cases: [JSONValue]) -> JSONValue {
        document(title: title, oneOf(cases))
    }
}
