public import FeatureKit
public import JSON

// MARK: - Schemas of the TCA values whose wire form is written by hand

// Schema derivation reads a type's `init(from:)`; these decode by hand (a text that is a string
// or an object, a binding that names its field), so they state their schemas themselves.

extension TextState: JSONSchemaProviding {
    /// A string, a styled text or a concatenation (see `TextState+Codable.swift`).
    public static var jsonSchema: JSONValue {
        let modifiers: JSONValue = ["type": "array", "items": [:]]
        return ["oneOf": [
            ["type": "string"],
            [
                "type": "object",
                "properties": ["text": ["type": "string"], "modifiers": modifiers],
                "required": ["text"], "additionalProperties": false,
            ],
            [
                "type": "object",
                "properties": ["concatenation": ["type": "array", "items": [:]], "modifiers": modifiers],
                "required": ["concatenation"], "additionalProperties": false,
            ],
        ]]
    }

    public static var schemaSample: TextState { TextState(verbatim: "") }
}

extension BindingAction: JSONSchemaProviding {
    /// `{"set": field, "value": …}` with `set` one of the state's `@BindingState` fields. The
    /// value's schema is not stated: it depends on the field, which this form does not tie to it.
    public static var jsonSchema: JSONValue {
        let names = BindingFields.fields(of: Root.self).map { JSONValue.string($0.name) }
        return [
            "type": "object",
            "properties": ["set": ["type": "string", "enum": .array(names)], "value": [:]],
            "required": ["set", "value"], "additionalProperties": false,
        ]
    }

    /// A binding of the state's first field to nothing, never applied: derivation only needs a
    /// value to build the action that holds it.
    public static var schemaSample: BindingAction<Root> {
        BindingAction(schemaSampleNamed: BindingFields.fields(of: Root.self).first?.name ?? "")
    }

    private init(schemaSampleNamed name: String) {
        self.keyPath = \Root.self
        self.value = ()
        self.decodedName = name
        self.lookUpName = { name }
        self.write = { _ in }
        self.isEqualToValue = { _ in false }
    }
}
