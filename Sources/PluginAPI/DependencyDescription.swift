public import JSONValue
public import StoreRuntime

// MARK: - DependencyDescription

/// A client a feature declares, and the presets `store/create` can choose for it.
public struct DependencyDescription: Sendable, Hashable {
    /// The key's name, e.g. `"bookmarkAPI"`.
    public let name: String
    /// Every preset, the default first.
    public let presets: [String]
    /// The preset used unless another is chosen.
    public let defaultPreset: String

    /// Describes `key`.
    public init(_ key: any DependencyKey.Type) {
        name = key.name
        presets = key.presetNames
        defaultPreset = key.defaultPreset
    }

    /// `{"name", "presets", "default"}`.
    public var json: JSONValue {
        [
            "name": .string(name),
            "presets": .array(presets.map(JSONValue.string)),
            "default": .string(defaultPreset),
        ]
    }
}
