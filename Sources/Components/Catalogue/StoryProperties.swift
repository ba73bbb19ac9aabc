import JSON

/// Typed, checked access to the properties a story is rendered from.
///
/// Each getter returns `nil` when the property is absent and throws a ``CatalogueError`` with the
/// property's path when it has the wrong type or value.
struct StoryProperties {
    let object: JSONObject
    let path: String

    private func value(_ name: String) -> JSONValue? {
        guard let value = object[name], !value.isNull else { return nil }
        return value
    }

    private func fail(_ name: String, _ message: String, expected: [String] = []) -> CatalogueError {
        CatalogueError(message: message, path: path + "/" + name, expected: expected)
    }

    func string(_ name: String) throws(CatalogueError) -> String? {
        guard let value = value(name) else { return nil }
        guard let string = value.stringValue else { throw fail(name, "expected a string, got \(value.typeName)") }
        return string
    }

    func requiredString(_ name: String) throws(CatalogueError) -> String {
        guard let string = try string(name) else { throw fail(name, "required property is missing") }
        return string
    }

    func number(_ name: String) throws(CatalogueError) -> Double? {
        guard let value = value(name) else { return nil }
        guard let number = value.doubleValue, number.isFinite, number >= 0 else {
            throw fail(name, "expected a non-negative number, got \(value.serializedString())")
        }
        return number
    }

    func integer(_ name: String) throws(CatalogueError) -> Int? {
        guard let value = value(name) else { return nil }
        guard let number = value.integerValue, number >= 0, number <= 10_000 else {
            throw fail(name, "expected an integer from 0 to 10000, got \(value.serializedString())")
        }
        return Int(number)
    }

    func bool(_ name: String) throws(CatalogueError) -> Bool? {
        guard let value = value(name) else { return nil }
        guard let flag = value.boolValue else { throw fail(name, "expected a boolean, got \(value.typeName)") }
        return flag
    }

    func color(_ name: String) throws(CatalogueError) -> Color? {
        guard let token = try string(name) else { return nil }
        guard let color = Color.named(token) else {
            throw fail(name, "unknown color \"\(token)\"", expected: Color.all.map(\.name))
        }
        return color
    }

    func font(_ name: String) throws(CatalogueError) -> Font? {
        guard let token = try string(name) else { return nil }
        guard let font = Font.named(token) else {
            throw fail(name, "unknown font \"\(token)\"", expected: Font.all.map(\.name))
        }
        return font
    }

    func choice<E: RawRepresentable & CaseIterable>(_ name: String, _: E.Type) throws(CatalogueError) -> E?
    where E.RawValue == String {
        guard let raw = try string(name) else { return nil }
        guard let choice = E(rawValue: raw) else {
            throw fail(name, "unknown value \"\(raw)\"", expected: E.allCases.map(\.rawValue))
        }
        return choice
    }

    /// Any JSON, for the action a story's button sends; `fallback` when absent.
    func action(_ name: String, fallback: JSONValue) -> JSONValue {
        value(name) ?? fallback
    }

    /// Nested stories: an array of `{"component": name, "properties": {…}}`.
    func children(_ name: String) throws(CatalogueError) -> ComponentGroup<JSONValue> {
        guard let value = value(name) else { return .empty }
        guard let elements = value.arrayValue else { throw fail(name, "expected an array of stories") }
        var items: [any Component<JSONValue>] = []
        for (position, element) in elements.enumerated() {
            let elementPath = path + "/" + name + "/" + String(position)
            guard let component = element["component"]?.stringValue else {
                throw CatalogueError(message: "expected {\"component\": name, \"properties\": {…}}", path: elementPath)
            }
            items.append(
                try ComponentCatalogue.component(
                    name: component,
                    properties: element["properties"] ?? .object([:]),
                    path: elementPath + "/properties"
                )
            )
        }
        return ComponentGroup(items)
    }
}
