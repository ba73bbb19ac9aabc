public import JSON

// MARK: - Refining a schema

extension JSONValue {
    /// This schema with `keywords` added to the part that describes the wire value at
    /// `pointer`, replacing keywords of the same name: what a type cannot say (a minimum, a
    /// pattern, a closed set of strings, a description) said on top of a derived schema.
    ///
    /// The pointer is a JSON Pointer into the *value*: a member name descends into that
    /// property, or into the enum case of that name; `*` into an array's elements or a
    /// dictionary's values. A pointer that names nothing makes the result a refusal
    /// (`JSONSchema.derivationFailure(in:)`), so a typo cannot go unnoticed.
    ///
    /// ```swift
    /// static let stateSchema = derivedStateSchema
    ///     .refining("/step", ["minimum": 1])
    ///     .refining("/counts/*", JSONSchema.integer(minimum: 0))
    /// ```
    public func refining(_ pointer: String, _ keywords: JSONValue) -> JSONValue {
        guard case .object(let added) = keywords else {
            return refusedRefinement(pointer, "keywords must be an object, not \(keywords.typeName)")
        }
        return refining(pointer) { part in
            var members = part.objectValue ?? JSONObject()
            for (key, value) in added { members[key] = value }
            return .object(members)
        }
    }

    /// This schema with the part that describes the wire value at `pointer` replaced by
    /// `transform` of it; see `refining(_:_:)` for the pointer.
    public func refining(_ pointer: String, _ transform: (JSONValue) -> JSONValue) -> JSONValue {
        if JSONSchema.derivationFailure(in: self) != nil { return self }
        let tokens: [String]
        do {
            tokens = try JSONPointer(parsing: pointer).tokens
        } catch {
            return refusedRefinement(pointer, "\(error)")
        }
        guard let refined = SchemaRefinement.refine(self, at: tokens[...], transform) else {
            return refusedRefinement(pointer, "the schema describes nothing there")
        }
        return refined
    }

    private func refusedRefinement(_ pointer: String, _ reason: String) -> JSONValue {
        JSONSchema.refusal(title: self["title"]?.stringValue, because: "refining \(pointer): \(reason)")
    }
}

/// Finds the parts of a schema that describe a place in the value.
enum SchemaRefinement {
    /// `schema` with `transform` applied at `tokens`; nil when nothing there matches.
    static func refine(_ schema: JSONValue, at tokens: ArraySlice<String>, _ transform: (JSONValue) -> JSONValue) -> JSONValue? {
        guard let token = tokens.first else { return transform(schema) }
        guard case .object(var members) = schema else { return nil }
        let rest = tokens.dropFirst()
        if case .object(var properties)? = members["properties"], let property = properties[token] {
            guard let refined = refine(property, at: rest, transform) else { return nil }
            properties[token] = refined
            members["properties"] = .object(properties)
            return .object(members)
        }
        for keyword in ["oneOf", "anyOf"] {
            guard case .array(var alternatives)? = members[keyword] else { continue }
            var matched = false
            for index in alternatives.indices {
                if let refined = refine(alternatives[index], at: tokens, transform) {
                    alternatives[index] = refined
                    matched = true
                }
            }
            guard matched else { return nil }
            members[keyword] = .array(alternatives)
            return .object(members)
        }
        if token == "*" || Int(token) != nil, let items = members["items"] {
            guard let refined = refine(items, at: rest, transform) else { return nil }
            members["items"] = refined
            return .object(members)
        }
        if token == "*", let values = members["additionalProperties"], values.objectValue != nil {
            guard let refined = refine(values, at: rest, transform) else { return nil }
            members["additionalProperties"] = refined
            return .object(members)
        }
        return nil
    }
}
