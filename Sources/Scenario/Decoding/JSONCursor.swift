import JSON

/// A value of a scenario file with its pointer, so that every decoding error can say where.
struct JSONCursor {
    let value: JSONValue
    let pointer: JSONPointer
    let source: SourceFile

    var location: SourceLocation { source.location(pointer) }

    func error(_ message: String, expected: [String]? = nil, suggestion: String? = nil) -> ScenarioFileError {
        ScenarioFileError(location: location, message: message, expected: expected, suggestion: suggestion)
    }

    func member(_ key: String) -> JSONCursor? {
        guard let value = value.objectValue?[key] else { return nil }
        return JSONCursor(value: value, pointer: pointer.appending(key), source: source)
    }

    func object() throws(ScenarioFileError) -> JSONObject {
        guard let object = value.objectValue else { throw error("expected an object, got \(value.typeName)") }
        return object
    }

    func string() throws(ScenarioFileError) -> String {
        guard let string = value.stringValue else { throw error("expected a string, got \(value.typeName)") }
        return string
    }

    func bool() throws(ScenarioFileError) -> Bool {
        guard let bool = value.boolValue else { throw error("expected true or false, got \(value.typeName)") }
        return bool
    }

    func elements() throws(ScenarioFileError) -> [JSONCursor] {
        guard let array = value.arrayValue else { throw error("expected an array, got \(value.typeName)") }
        return array.enumerated().map { JSONCursor(value: $1, pointer: pointer.appending($0), source: source) }
    }

    func members() throws(ScenarioFileError) -> [(key: String, cursor: JSONCursor)] {
        try object().map { ($0.key, JSONCursor(value: $0.value, pointer: pointer.appending($0.key), source: source)) }
    }

    /// Refuses members not in `allowed`, suggesting the closest.
    func checkKeys(_ allowed: [String], what: String) throws(ScenarioFileError) {
        for key in try object().keys where !allowed.contains(key) {
            let cursor = JSONCursor(value: .null, pointer: pointer.appending(key), source: source)
            throw cursor.error(
                "unknown member \"\(key)\" of \(what)",
                expected: allowed,
                suggestion: NameSuggestion.closest(to: key, among: allowed)
            )
        }
    }

    /// A string that must be one of `choices`.
    func choice(_ choices: [String]) throws(ScenarioFileError) -> String {
        let text = try string()
        guard choices.contains(text) else {
            throw error("unknown value \"\(text)\"", expected: choices, suggestion: NameSuggestion.closest(to: text, among: choices))
        }
        return text
    }
}
