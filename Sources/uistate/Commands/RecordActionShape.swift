import JSON

/// What `uistate record` adds when a case is sent without the payload it needs (`send
/// countTextChanged`): the shape the feature's action schema declares for it and an action of
/// that shape to type, since "needs a payload" alone leaves a new user guessing its type.
///
/// ```swift
/// RecordActionShape.hint(sent: "countTextChanged", failingAt: "/action", schema: counterSchema)
/// // countTextChanged takes a payload: {"countTextChanged": string}
/// //   for example: send {"countTextChanged":"text"}
/// ```
enum RecordActionShape {
    /// The hint for an invalid action whose error points at `pointer` (into the request's params,
    /// so `/action/…`), or nil when the value there is not a case's bare name the schema gives a
    /// payload.
    static func hint(sent action: JSONValue, failingAt pointer: String, schema: JSONValue) -> String? {
        guard let path = try? JSONPointer(parsing: pointer), path.tokens.first == "action" else { return nil }
        let tokens = Array(path.tokens.dropFirst())
        var node = schema
        var value = action
        for token in tokens {
            guard case .object(let members) = value, let member = members[token],
                  let property = caseSchema(in: node, named: token) else { return nil }
            node = property
            value = member
        }
        guard let name = value.stringValue, let payload = caseSchema(in: node, named: name) else { return nil }
        var shape = "{\(quoted(name)): \(describe(payload, depth: 0))}"
        var example: JSONValue = [name: sample(of: payload, depth: 0)]
        for token in tokens.reversed() {
            shape = "{\(quoted(token)): \(shape)}"
            example = [token: example]
        }
        return "\(name) takes a payload: \(shape)\n  for example: send \(example.serializedString(.compact))"
    }

    // MARK: - Reading the schema

    /// The schema of the payload of case `name` among `node`'s alternatives (a case with a
    /// payload is an object alternative whose one property is the case's name).
    private static func caseSchema(in node: JSONValue, named name: String) -> JSONValue? {
        if let property = node["properties"]?[name] { return property }
        for alternative in (node["oneOf"] ?? node["anyOf"])?.arrayValue ?? [] {
            if let found = caseSchema(in: alternative, named: name) { return found }
        }
        return nil
    }

    /// Nested deeper than this, a shape is `…`: enough to see what to type.
    private static let maximumDepth = 4

    /// A schema as a person reads a type: `string`, `[integer]`, `{"id": integer, "note"?:
    /// string}`, `"a" | "b"`.
    static func describe(_ schema: JSONValue, depth: Int) -> String {
        guard depth <= maximumDepth else { return "…" }
        if let constant = schema["const"] { return constant.serializedString(.compact) }
        if let values = schema["enum"]?.arrayValue { return values.map { $0.serializedString(.compact) }.joined(separator: " | ") }
        if let alternatives = (schema["oneOf"] ?? schema["anyOf"])?.arrayValue {
            return alternatives.map { describe($0, depth: depth + 1) }.joined(separator: " | ")
        }
        let types = schema["type"].map { $0.arrayValue?.compactMap(\.stringValue) ?? [$0.stringValue ?? ""] } ?? []
        guard !types.isEmpty else { return "any JSON value" }
        return types.map { type in
            switch type {
            case "array": "[" + (schema["items"].map { describe($0, depth: depth + 1) } ?? "any") + "]"
            case "object": object(schema, depth: depth)
            default: type
            }
        }.joined(separator: " | ")
    }

    private static func object(_ schema: JSONValue, depth: Int) -> String {
        guard let properties = schema["properties"]?.objectValue, !properties.isEmpty else { return "{…}" }
        let required = Set((schema["required"]?.arrayValue ?? []).compactMap(\.stringValue))
        let members = properties.map { key, value in
            quoted(key) + (required.contains(key) ? "" : "?") + ": " + describe(value, depth: depth + 1)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A value the schema accepts, for the example: the first alternative, required members only.
    static func sample(of schema: JSONValue, depth: Int) -> JSONValue {
        guard depth <= maximumDepth else { return .null }
        if let constant = schema["const"] { return constant }
        if let first = schema["enum"]?.arrayValue?.first { return first }
        if let first = (schema["oneOf"] ?? schema["anyOf"])?.arrayValue?.first { return sample(of: first, depth: depth + 1) }
        let type = schema["type"]?.stringValue ?? schema["type"]?.arrayValue?.first?.stringValue
        switch type {
        case "string": return "text"
        case "integer": return .integer(schema["minimum"]?.integerValue ?? 0)
        case "number": return .integer(0)
        case "boolean": return true
        case "array": return .array(schema["items"].map { [sample(of: $0, depth: depth + 1)] } ?? [])
        case "object":
            let required = (schema["required"]?.arrayValue ?? []).compactMap(\.stringValue)
            var members = JSONObject()
            for key in required { members[key] = schema["properties"]?[key].map { sample(of: $0, depth: depth + 1) } ?? .null }
            return .object(members)
        default: return .null
        }
    }

    private static func quoted(_ text: String) -> String {
        JSONValue.string(text).serializedString(.compact)
    }
}
