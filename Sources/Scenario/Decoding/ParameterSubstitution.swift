import JSON

/// Replaces `${name}` in the strings of an included file with the include's parameters.
///
/// A string that is exactly `${name}` becomes the parameter's value, whatever its type (so a
/// number or an action can be passed); inside a longer string the value is spliced in as text
/// (strings as they are, other values as compact JSON).
struct ParameterSubstitution {
    let parameters: [String: JSONValue]
    let source: SourceFile

    func apply(_ value: JSONValue, at pointer: JSONPointer) throws(ScenarioFileError) -> JSONValue {
        switch value {
        case .string(let text):
            return try substitute(text, at: pointer)
        case .array(let elements):
            var result: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                result.append(try apply(element, at: pointer.appending(index)))
            }
            return .array(result)
        case .object(let object):
            var result = JSONObject()
            for (key, member) in object {
                result[key] = try apply(member, at: pointer.appending(key))
            }
            return .object(result)
        default:
            return value
        }
    }

    private func substitute(_ text: String, at pointer: JSONPointer) throws(ScenarioFileError) -> JSONValue {
        guard text.contains("${") else { return .string(text) }
        if text.hasPrefix("${"), text.hasSuffix("}"), !text.dropFirst(2).dropLast().contains("}") {
            return try lookup(String(text.dropFirst(2).dropLast()), at: pointer)
        }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                result += rest[start.lowerBound...]
                rest = ""
                break
            }
            let value = try lookup(String(rest[start.upperBound..<end]), at: pointer)
            result += value.stringValue ?? value.serializedString(.canonical)
            rest = rest[rest.index(after: end)...]
        }
        return .string(result + rest)
    }

    private func lookup(_ name: String, at pointer: JSONPointer) throws(ScenarioFileError) -> JSONValue {
        guard let value = parameters[name] else {
            let names = parameters.keys.sorted()
            throw ScenarioFileError(
                location: source.location(pointer),
                message: "unknown parameter \"${\(name)}\"",
                expected: names,
                suggestion: NameSuggestion.closest(to: name, among: names)
            )
        }
        return value
    }
}
