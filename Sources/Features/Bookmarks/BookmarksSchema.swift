import JSONValue

// MARK: - BookmarksSchema

/// Small builders for the draft-07 schemas of the bookmarks feature's wire form.
enum BookmarksSchema {
    static let draft07: JSONValue = "http://json-schema.org/draft-07/schema#"
    static let integer: JSONValue = ["type": "integer"]
    static let string: JSONValue = ["type": "string"]
    static let boolean: JSONValue = ["type": "boolean"]

    /// An object with exactly these properties; all required unless `optional` names them.
    static func object(_ properties: JSONObject, optional: Set<String> = []) -> JSONValue {
        let required = properties.keys.filter { !optional.contains($0) }.map(JSONValue.string)
        return [
            "type": "object",
            "properties": .object(properties),
            "required": .array(required),
            "additionalProperties": false,
        ]
    }

    static func array(of items: JSONValue) -> JSONValue {
        ["type": "array", "items": items]
    }

    static func oneOf(_ schemas: [JSONValue]) -> JSONValue {
        ["oneOf": .array(schemas)]
    }

    static func enumeration(_ names: [String]) -> JSONValue {
        ["type": "string", "enum": .array(names.map(JSONValue.string))]
    }

    /// An enum case without payload: a bare string.
    static func tag(_ name: String) -> JSONValue {
        ["const": .string(name)]
    }

    /// An enum case with a payload: `{"name": payload}`.
    static func tagged(_ name: String, _ payload: JSONValue) -> JSONValue {
        object([name: payload])
    }

    /// `schema` as a root document with its draft and title.
    static func document(title: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        var root: JSONObject = ["$schema": draft07, "title": .string(title)]
        for (key, value) in members { root[key] = value }
        members = root
        return .object(members)
    }
}
