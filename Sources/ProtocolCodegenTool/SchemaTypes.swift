internal import JSON

// MARK: - SchemaTypes

/// The Swift type that carries a JSON Schema, by these rules (in order):
///
/// 1. `"x-swift-type": "T"` — `T`, written by hand elsewhere (`Date`, `UInt64`, `JSONValue` for a
///    value Swift keeps free-form): what JSON Schema cannot say.
/// 2. `$ref` to `#/components/schemas/X` — the type `X`'s `x-swift-name` names (generated at top
///    level), else the type of `X` itself by these rules.
/// 3. `"x-swift-name": "N"` — a type `N` nested in the one being generated: a struct of the
///    schema's `properties` (those in `required` non-optional), or a `String` enum of its `enum`.
/// 4. `string`, `integer`, `number`, `boolean` — `String`, `Int`, `Double`, `Bool`; a string
///    `enum` without a name — `String`; `array` — an array of its `items` (`[JSONValue]` without);
///    an `object` with only `additionalProperties` — `[String: V]`.
/// 5. Anything else (`{}`, unions, `oneOf`, objects without a name) — `JSONValue`.
struct SchemaTypes {
    let schemas: JSONObject

    init(document: JSONValue) {
        schemas = document["components"]?["schemas"]?.objectValue ?? JSONObject()
    }

    func type(of schema: JSONValue, at path: String, nested: inout [Declaration]) throws(CodegenError) -> String {
        if let swiftType = schema["x-swift-type"] {
            guard let name = swiftType.stringValue else { throw CodegenError("x-swift-type must be a string", at: path) }
            return name
        }
        if let reference = schema["$ref"] {
            return try referencedType(reference, at: path, nested: &nested)
        }
        if let name = schema["x-swift-name"] {
            guard let name = name.stringValue, isIdentifier(name) else {
                throw CodegenError("x-swift-name must be a Swift type name", at: path + "/x-swift-name")
            }
            nested.append(try declaration(named: name, of: schema, at: path, nested: &nested))
            return name
        }
        if let values = schema["enum"]?.arrayValue, values.allSatisfy({ $0.stringValue != nil }) { return "String" }
        switch schema["type"]?.stringValue {
        case "string": return "String"
        case "integer": return "Int"
        case "number": return "Double"
        case "boolean": return "Bool"
        case "array":
            guard let items = schema["items"] else { return "[JSONValue]" }
            return "[\(try type(of: items, at: path + "/items", nested: &nested))]"
        case "object":
            if schema["properties"] == nil, let values = schema["additionalProperties"], values.objectValue != nil {
                return "[String: \(try type(of: values, at: path + "/additionalProperties", nested: &nested))]"
            }
            return "JSONValue"
        default:
            return "JSONValue"
        }
    }

    /// The struct or enum a schema with `x-swift-name` becomes; the types its members need are
    /// appended to `nested` beside it.
    func declaration(named name: String, of schema: JSONValue, at path: String,
                     nested: inout [Declaration]) throws(CodegenError) -> Declaration {
        let doc = [schema["description"]?.stringValue ?? ""]
        if let values = schema["enum"]?.arrayValue {
            let cases = values.compactMap(\.stringValue)
            guard cases.count == values.count, cases.allSatisfy(isIdentifier) else {
                throw CodegenError("a named enum's values must be strings that are Swift identifiers", at: path + "/enum")
            }
            return .enumeration(.init(name: name, doc: doc, cases: cases))
        }
        guard let properties = schema["properties"]?.objectValue else {
            throw CodegenError("x-swift-name names an object with properties or a string enum", at: path)
        }
        return .structure(.init(name: name, conformances: ["Codable", "Sendable", "Equatable"], doc: doc,
                                members: try members(of: properties, required: schema["required"], at: path,
                                                     nested: &nested)))
    }

    /// An object schema's properties as members, in the document's order.
    func members(of properties: JSONObject, required: JSONValue?, at path: String,
                 nested: inout [Declaration]) throws(CodegenError) -> [Member] {
        let requiredNames = Set(required?.arrayValue?.compactMap(\.stringValue) ?? [])
        var members: [Member] = []
        for name in properties.keys {
            guard let property = properties[name] else { continue }
            let propertyPath = path + "/properties/" + name
            guard isIdentifier(name) else { throw CodegenError("'\(name)' is not a Swift identifier", at: propertyPath) }
            let nonNull = Self.withoutNull(property)
            let isRequired = requiredNames.contains(name)
            members.append(Member(name: name, type: try type(of: nonNull ?? property, at: propertyPath, nested: &nested),
                                  isOptional: !isRequired || nonNull != nil, writesNull: isRequired && nonNull != nil,
                                  doc: [property["description"]?.stringValue ?? ""]))
        }
        return members
    }

    /// `{"type": ["integer", "null"], …}` as `{"type": "integer", …}`: a member that may be null
    /// is an optional of the other type. Nil for a schema that does not allow exactly one type
    /// besides null.
    static func withoutNull(_ schema: JSONValue) -> JSONValue? {
        guard case .object(var object) = schema, let types = schema["type"]?.arrayValue, types.count == 2,
              types.contains(.string("null")), let other = types.first(where: { $0 != .string("null") }) else { return nil }
        object["type"] = other
        return .object(object)
    }

    private func referencedType(_ reference: JSONValue, at path: String,
                                nested: inout [Declaration]) throws(CodegenError) -> String {
        let prefix = "#/components/schemas/"
        guard let text = reference.stringValue, text.hasPrefix(prefix),
              let target = schemas[String(text.dropFirst(prefix.count))] else {
            throw CodegenError("$ref must name a schema of #/components/schemas", at: path + "/$ref")
        }
        if let name = target["x-swift-name"]?.stringValue { return name }
        return try type(of: target, at: path, nested: &nested)
    }
}
