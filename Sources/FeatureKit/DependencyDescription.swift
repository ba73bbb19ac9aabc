package import JSON
package import StoreRuntime

// MARK: - DependencyDescription

/// A client a feature declares, and the presets `store/create` can choose for it.
package struct DependencyDescription: Sendable, Hashable {
    /// The key's name, e.g. `"bookmarkAPI"`.
    package let name: String
    /// Every preset, the default first.
    package let presets: [String]
    /// The preset used unless another is chosen.
    package let defaultPreset: String

    /// Describes `key`.
    package init(_ key: any DependencyKey.Type) {
        name = key.name
        presets = key.presetNames
        defaultPreset = key.defaultPreset
    }

    /// `{"name", "presets", "default"}`.
    package var json: JSONValue {
        [
            "name": .string(name),
            "presets": .array(presets.map(JSONValue.string)),
            "default": .string(defaultPreset),
        ]
    }
}
