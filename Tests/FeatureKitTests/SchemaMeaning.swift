import JSON

// MARK: - SchemaMeaning

/// A schema rewritten so that two schemas that accept the same values in the same way compare
/// equal however they were spelled: titles and descriptions dropped, `required` sorted, string
/// enums among alternatives spelled as one `const` each, alternatives sorted, a lone
/// alternative unwrapped, and a string `enum` given its implied `"type": "string"`.
enum SchemaMeaning {
    static func of(_ schema: JSONValue) -> JSONValue {
        switch schema {
        case .array(let elements): return .array(elements.map(of))
        case .object(let members): return object(members)
        default: return schema
        }
    }

    private static func object(_ members: JSONObject) -> JSONValue {
        var result = JSONObject()
        for (key, value) in members where !["title", "$schema", "description"].contains(key) {
            switch key {
            case "required":
                let names = value.arrayValue?.compactMap(\.stringValue).sorted() ?? []
                result[key] = .array(names.map(JSONValue.string))
            case "oneOf", "anyOf":
                let alternatives = (value.arrayValue ?? []).flatMap(constants).map(of)
                if alternatives.count == 1, members.count == 1, let only = alternatives.first { return only }
                result[key] = .array(alternatives.sorted { $0.serializedString(.canonical) < $1.serializedString(.canonical) })
            default:
                result[key] = of(value)
            }
        }
        if result["type"] == nil, let allowed = result["enum"]?.arrayValue, allowed.allSatisfy({ $0.stringValue != nil }) {
            result["type"] = "string"
        }
        return .object(result)
    }

    /// `{"type": "string", "enum": [a, b]}` as the alternatives `{"const": a}`, `{"const": b}`.
    private static func constants(_ alternative: JSONValue) -> [JSONValue] {
        guard let members = alternative.objectValue, Set(members.keys) == ["type", "enum"], members["type"] == "string",
            let allowed = members["enum"]?.arrayValue
        else { return [alternative] }
        return allowed.map { ["const": $0] }
    }
}
