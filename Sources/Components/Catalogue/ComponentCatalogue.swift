public import JSON

/// Every component with its properties, types and defaults, and rendering one from properties
/// given as JSON — a story, as a design-system browser shows it.
///
/// Stories use `JSONValue` as their action type: a button's `action` property is whatever JSON
/// the caller gives (default `"tapped"`), a field's `onChange` names the tag its text is sent
/// under. Containers take `children`, an array of `{"component": name, "properties": {…}}`.
///
/// ```swift
/// let tree = try ComponentCatalogue.render(name: "button", properties: ["layout": "iconOnly", "image": "xmark"])
/// ```
public enum ComponentCatalogue {
    /// Every component, in a stable order.
    public static let entries: [CatalogueEntry] = primitiveEntries + containerEntries + presentationEntries

    /// The catalogue as JSON: an array of entries.
    public static var json: JSONValue {
        .array(entries.map(\.json))
    }

    /// Renders the component `name` from `properties` in `environment` (text size, colour scheme)
    /// and returns the tree's JSON.
    ///
    /// - Throws: ``CatalogueError`` for an unknown component or property (with the valid names), a
    ///   missing required property, or a value of the wrong type (with its JSON Pointer).
    public static func render(
        name: String, properties: JSONValue, environment: EnvironmentValues<JSONValue> = EnvironmentValues()
    ) throws(CatalogueError) -> JSONValue {
        let component = try component(name: name, properties: properties, path: "")
        return RenderedTree(rendering: AnyStory(component: component), environment: environment).json { $0 }
    }

    static func component(name: String, properties: JSONValue, path: String) throws(CatalogueError)
        -> any Component<JSONValue>
    {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw CatalogueError(
                message: "unknown component \"\(name)\"",
                path: path.isEmpty ? "" : String(path.dropLast("/properties".count)) + "/component",
                expected: entries.map(\.name)
            )
        }
        // `[]` is Neovim's empty table: an empty object, as everywhere on the wire.
        guard let object = properties.objectValue ?? (properties == .array([]) ? [:] : nil) else {
            throw CatalogueError(message: "expected an object of properties, got \(properties.typeName)", path: path)
        }
        let known = Set(entry.properties.map(\.name))
        for key in object.keys where !known.contains(key) {
            throw CatalogueError(
                message: "\(name) has no property \"\(key)\"",
                path: path + "/" + key,
                expected: entry.properties.map(\.name)
            )
        }
        var reader = StoryProperties(object: object, path: path)
        return try entry.story(&reader)
    }
}

/// Renders an existential story; opening it once here keeps `RenderedTree` generic and fast.
struct AnyStory: Component {
    typealias Action = JSONValue
    let component: any Component<JSONValue>

    func render(in context: RenderContext<JSONValue>, into sink: inout NodeSink<JSONValue>) {
        component.render(in: context, into: &sink)
    }
}

/// Shorthand for catalogue property lists.
func property(
    _ name: String,
    _ type: String,
    _ defaultValue: JSONValue,
    required: Bool = false,
    _ summary: String
) -> CatalogueProperty {
    CatalogueProperty(name: name, type: type, defaultValue: defaultValue, isRequired: required, summary: summary)
}

/// A property without a default.
func property(_ name: String, _ type: String, required: Bool = false, _ summary: String) -> CatalogueProperty {
    CatalogueProperty(name: name, type: type, defaultValue: .null, isRequired: required, summary: summary)
}

func oneOf<E: CaseIterable & RawRepresentable>(_: E.Type) -> String where E.RawValue == String {
    "one of " + E.allCases.map(\.rawValue).joined(separator: "|")
}
