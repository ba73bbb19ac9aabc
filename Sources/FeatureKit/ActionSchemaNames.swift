public import JSON

// MARK: - ActionSchemaNames

/// The valid case names at a place in an action, read from the feature's declared action schema
/// (synthesized decoding alone cannot name them).
///
/// Names are the `const` strings and `enum` strings of alternatives (cases without payload) and
/// the single required key of object alternatives (cases with one). The walk follows the action
/// the client sent: at each level it picks the alternative whose tag the action uses.
///
/// ```swift
/// ActionSchemaNames.names(in: schema, at: [], action: "bogus")   // ["appLaunched", "tabSelected", …]
/// ActionSchemaNames.names(in: schema, at: ["home"], action: ["home": "x"])   // the home tab's cases
/// ```
public enum ActionSchemaNames {
    /// The case names the schema allows at `tokens` (a JSON Pointer's tokens into `action`).
    public static func names(in schema: JSONValue, at tokens: [String], action: JSONValue) -> [String] {
        var node = schema
        var value = action
        for token in tokens {
            node = alternative(in: node, matching: value)
            guard let child = child(of: node, token: token) else { return [] }
            node = child
            value = member(of: value, token: token)
        }
        var names: [String] = []
        collect(node, into: &names)
        return names
    }

    // MARK: - Walking

    /// The `oneOf`/`anyOf` alternative whose tag `value` uses, or `node` itself.
    private static func alternative(in node: JSONValue, matching value: JSONValue) -> JSONValue {
        guard let alternatives = (node["oneOf"] ?? node["anyOf"])?.arrayValue else { return node }
        for candidate in alternatives where usesTag(candidate, value) {
            return alternative(in: candidate, matching: value)
        }
        return node
    }

    private static func usesTag(_ schema: JSONValue, _ value: JSONValue) -> Bool {
        switch value {
        case .string(let tag):
            if schema["const"]?.stringValue == tag { return true }
            return schema["enum"]?.arrayValue?.contains(.string(tag)) == true
        case .object(let object) where object.count == 1:
            guard let key = object.keys.first else { return false }
            return schema["properties"]?[key] != nil
        default:
            return false
        }
    }

    private static func child(of node: JSONValue, token: String) -> JSONValue? {
        if let property = node["properties"]?[token] { return property }
        if Int(token) != nil, let items = node["items"] { return items }
        return nil
    }

    private static func member(of value: JSONValue, token: String) -> JSONValue {
        switch value {
        case .object(let object): return object[token] ?? .null
        case .array(let elements): return Int(token).flatMap { elements.indices.contains($0) ? elements[$0] : nil } ?? .null
        default: return .null
        }
    }

    // MARK: - Names

    private static func collect(_ node: JSONValue, into names: inout [String]) {
        func add(_ name: String) {
            if !names.contains(name) { names.append(name) }
        }
        if let alternatives = (node["oneOf"] ?? node["anyOf"])?.arrayValue {
            for alternative in alternatives { collect(alternative, into: &names) }
            return
        }
        if let tag = node["const"]?.stringValue { add(tag) }
        for case .string(let tag) in node["enum"]?.arrayValue ?? [] { add(tag) }
        if let properties = node["properties"]?.objectValue, properties.count == 1, let key = properties.keys.first {
            add(key)
        }
    }
}
