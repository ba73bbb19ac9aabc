public import JSON

/// One component as the catalogue lists it: how to make it and every property with its default.
public struct CatalogueEntry: Sendable {
    /// The node type it renders (`button`), also the name `render(name:properties:)` takes.
    public let name: String
    public let summary: String
    /// The Swift factories or initializers that demand its required content.
    public let factories: [String]
    public let properties: [CatalogueProperty]
    let story: @Sendable (inout StoryProperties) throws(CatalogueError) -> any Component<JSONValue>

    public var json: JSONValue {
        [
            "name": .string(name),
            "summary": .string(summary),
            "factories": .array(factories.map(JSONValue.string)),
            "properties": .array(properties.map(\.json)),
        ]
    }
}

/// A property of a catalogue entry.
public struct CatalogueProperty: Sendable, Hashable {
    public let name: String
    /// `string`, `number`, `integer`, `boolean`, `color`, `font`, `action`, `children`, or
    /// `one of a|b|c`.
    public let type: String
    /// The resolved default as the tree shows it; `null` when there is none.
    public let defaultValue: JSONValue
    /// Whether a factory demands it.
    public let isRequired: Bool
    public let summary: String

    public var json: JSONValue {
        [
            "name": .string(name),
            "type": .string(type),
            "default": defaultValue,
            "required": .bool(isRequired),
            "summary": .string(summary),
        ]
    }
}
