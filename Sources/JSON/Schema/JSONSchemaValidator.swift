/// Checks values against JSON Schemas written in the draft-07 vocabulary that uistate's
/// schemas use.
///
/// Features declare the schemas of their state and actions beside the Swift types (Swift cannot
/// list an enum's cases), and tests check every sample action against them; the host serves the
/// same schemas in `plugin/list`. Supported keywords: `type` (one or several), `enum`, `const`,
/// `properties`, `required`, `additionalProperties` (boolean or schema), `items` (one schema),
/// `minItems`, `maxItems`, `oneOf`, `anyOf`, `allOf`, `not`, `minimum`, `maximum`, `minLength`,
/// `maxLength` (counted in Unicode scalars), `pattern` (unanchored, in Swift `Regex` syntax, which
/// agrees with ECMA-262 on the common constructs), `minProperties`, `maxProperties`, `$ref` to
/// `#/definitions/…` or `#/$defs/…`, and `true`/`false` schemas. Other keywords
/// (`format`, `title`, `description`, …) are accepted and not checked.
///
/// ```swift
/// let schema: JSONValue = ["type": "object", "required": ["id"]]
/// JSONSchemaValidator.violations(of: ["id": 1], against: schema)   // []
/// ```
public enum JSONSchemaValidator {
    /// Every violation found, in document order; empty when the value conforms.
    public static func violations(of value: JSONValue, against schema: JSONValue) -> [JSONSchemaViolation] {
        var walk = SchemaWalk(root: schema)
        walk.check(value, schema, at: .root)
        return walk.violations
    }
}

private struct SchemaWalk {
    let root: JSONValue
    var violations: [JSONSchemaViolation] = []
    private var refDepth = 0

    init(root: JSONValue) {
        self.root = root
    }

    mutating func check(_ value: JSONValue, _ schema: JSONValue, at path: JSONPointer) {
        switch schema {
        case .bool(true): return
        case .bool(false): return fail(path, "no value is allowed here")
        case .object(let keywords): checkKeywords(value, keywords, at: path)
        default: return fail(path, "schema is neither an object nor a boolean")
        }
    }

    private mutating func checkKeywords(_ value: JSONValue, _ schema: JSONObject, at path: JSONPointer) {
        if let reference = schema["$ref"]?.stringValue {
            return follow(reference, value, at: path)
        }
        if let type = schema["type"], !matches(value, type: type) {
            return fail(path, "expected \(describe(type)), found \(value.typeName)\(preview(value))")
        }
        if let allowed = schema["enum"]?.arrayValue, !allowed.contains(where: { equalAsJSON($0, value) }) {
            fail(path, "expected one of \(allowed.map(\.description).joined(separator: ", ")), found \(value)")
        }
        if let constant = schema["const"], !equalAsJSON(constant, value) {
            fail(path, "expected \(constant), found \(value)")
        }
        checkComposition(value, schema, at: path)
        switch value {
        case .object(let object): checkObject(object, schema, at: path)
        case .array(let elements): checkArray(elements, schema, at: path)
        case .string(let text): checkString(text, schema, at: path)
        case .integer, .double: checkNumber(value.doubleValue ?? 0, schema, at: path)
        default: break
        }
    }

    private mutating func checkComposition(_ value: JSONValue, _ schema: JSONObject, at path: JSONPointer) {
        if let all = schema["allOf"]?.arrayValue {
            for sub in all { check(value, sub, at: path) }
        }
        if let any = schema["anyOf"]?.arrayValue, !any.contains(where: { passes(value, $0, at: path) }) {
            fail(path, "matches none of the \(any.count) alternatives (anyOf)\(closest(value, any, at: path))")
        }
        if let one = schema["oneOf"]?.arrayValue {
            let matching = one.filter { passes(value, $0, at: path) }.count
            if matching == 0 {
                fail(path, "matches none of the \(one.count) alternatives (oneOf)\(closest(value, one, at: path))")
            } else if matching > 1 {
                fail(path, "matches \(matching) alternatives, but oneOf allows exactly one")
            }
        }
        if let not = schema["not"], passes(value, not, at: path) {
            fail(path, "must not match the schema under \"not\"")
        }
    }

    private mutating func checkObject(_ object: JSONObject, _ schema: JSONObject, at path: JSONPointer) {
        let properties = schema["properties"]?.objectValue ?? JSONObject()
        for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where object[name] == nil {
            fail(path, "missing required member \"\(name)\"")
        }
        for (key, member) in object {
            if let sub = properties[key] {
                check(member, sub, at: path.appending(key))
            } else if let additional = schema["additionalProperties"] {
                if additional == .bool(false) {
                    let known = properties.keys
                    fail(path.appending(key), "unexpected member \"\(key)\"" + (known.isEmpty ? "" : "; expected one of \(known.joined(separator: ", "))"))
                } else {
                    check(member, additional, at: path.appending(key))
                }
            }
        }
        if let minimum = schema["minProperties"]?.integerValue, object.count < minimum {
            fail(path, "expected at least \(minimum) members, found \(object.count)")
        }
        if let maximum = schema["maxProperties"]?.integerValue, object.count > maximum {
            fail(path, "expected at most \(maximum) members, found \(object.count)")
        }
    }

    private mutating func checkArray(_ elements: [JSONValue], _ schema: JSONObject, at path: JSONPointer) {
        if let items = schema["items"] {
            for (index, element) in elements.enumerated() { check(element, items, at: path.appending(index)) }
        }
        if let minimum = schema["minItems"]?.integerValue, elements.count < minimum {
            fail(path, "expected at least \(minimum) elements, found \(elements.count)")
        }
        if let maximum = schema["maxItems"]?.integerValue, elements.count > maximum {
            fail(path, "expected at most \(maximum) elements, found \(elements.count)")
        }
    }

    private mutating func checkString(_ text: String, _ schema: JSONObject, at path: JSONPointer) {
        let length = text.unicodeScalars.count
        if let minimum = schema["minLength"]?.integerValue, length < minimum {
            fail(path, "expected at least \(minimum) characters, found \(length)")
        }
        if let maximum = schema["maxLength"]?.integerValue, length > maximum {
            fail(path, "expected at most \(maximum) characters, found \(length)")
        }
        if let pattern = schema["pattern"]?.stringValue {
            guard let regex = try? Regex(pattern) else {
                return fail(path, "schema pattern \"\(pattern)\" is not a valid regular expression")
            }
            if (try? regex.firstMatch(in: text)) == nil {
                fail(path, "\"\(text)\" does not match the pattern \(pattern)")
            }
        }
    }

    private mutating func checkNumber(_ number: Double, _ schema: JSONObject, at path: JSONPointer) {
        if let minimum = schema["minimum"]?.doubleValue, number < minimum {
            fail(path, "expected at least \(schema["minimum"] ?? .null), found \(number)")
        }
        if let maximum = schema["maximum"]?.doubleValue, number > maximum {
            fail(path, "expected at most \(schema["maximum"] ?? .null), found \(number)")
        }
    }

    // MARK: - Helpers

    private mutating func follow(_ reference: String, _ value: JSONValue, at path: JSONPointer) {
        guard reference.hasPrefix("#"), let pointer = try? JSONPointer(parsing: String(reference.dropFirst())),
            let target = root[pointer: pointer]
        else {
            return fail(path, "schema reference \"\(reference)\" does not resolve inside the schema")
        }
        guard refDepth < 64 else { return fail(path, "schema references nest deeper than 64 levels") }
        refDepth += 1
        check(value, target, at: path)
        refDepth -= 1
    }

    private func passes(_ value: JSONValue, _ schema: JSONValue, at path: JSONPointer) -> Bool {
        var trial = SchemaWalk(root: root)
        trial.refDepth = refDepth
        trial.check(value, schema, at: path)
        return trial.violations.isEmpty
    }

    /// For a failed alternative, the first violation of the one that got furthest into the value
    /// (deepest violation, then fewest), so that a user sees "/itemTapped: expected integer"
    /// rather than only "matches none".
    private func closest(_ value: JSONValue, _ alternatives: [JSONValue], at path: JSONPointer) -> String {
        var best: (depth: Int, count: Int, first: JSONSchemaViolation)?
        for alternative in alternatives {
            var trial = SchemaWalk(root: root)
            trial.check(value, alternative, at: path)
            guard let first = trial.violations.first else { continue }
            let depth = trial.violations.map(\.path.tokens.count).max() ?? 0
            if let current = best, (current.depth, -current.count) >= (depth, -trial.violations.count) { continue }
            best = (depth, trial.violations.count, trial.violations.first { $0.path.tokens.count == depth } ?? first)
        }
        guard let best else { return "" }
        return "; closest: \(best.first)"
    }

    private func matches(_ value: JSONValue, type: JSONValue) -> Bool {
        if let names = type.arrayValue { return names.contains { matches(value, type: $0) } }
        switch (type.stringValue, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
            ("number", .integer), ("number", .double), ("integer", .integer):
            return true
        case ("integer", .double(let number)):
            return number.rounded() == number
        default:
            return false
        }
    }

    /// JSON Schema compares numbers by value: `1` equals `1.0`.
    private func equalAsJSON(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if let left = lhs.doubleValue, let right = rhs.doubleValue { return left == right }
        return lhs == rhs
    }

    private func describe(_ type: JSONValue) -> String {
        if let names = type.arrayValue { return names.compactMap(\.stringValue).joined(separator: " or ") }
        return type.stringValue ?? type.description
    }

    private func preview(_ value: JSONValue) -> String {
        switch value {
        case .string, .integer, .double, .bool: return " \(value)"
        default: return ""
        }
    }

    private mutating func fail(_ path: JSONPointer, _ message: String) {
        violations.append(JSONSchemaViolation(path: path, message: message))
    }
}
