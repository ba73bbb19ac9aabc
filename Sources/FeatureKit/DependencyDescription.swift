// Public imports, never `package`: a module imported `package` anywhere in FeatureKit keeps the
// release build from serialising the bodies that touch its types, which features specialise
// (docs/decisions.md, "Host and stores"). `@usableFromInline` below makes them public uses.
public import JSON
public import StoreRuntime

// MARK: - DependencyDescription

/// A client a feature declares, and the presets `store/create` can choose for it.
@usableFromInline
package struct DependencyDescription: Sendable, Hashable {
    /// The key's name, e.g. `"bookmarkAPI"`.
    package let name: String
    /// Every preset, the default first.
    package let presets: [String]
    /// The preset used unless another is chosen.
    package let defaultPreset: String

    /// Describes `key`.
    @usableFromInline
    package init(_ key: any DependencyKey.Type) {
        name = key.name
        presets = key.presetNames
        defaultPreset = key.defaultPreset
    }

    /// `{"name", "presets", "default"}`.
    @usableFromInline
    package var json: JSONValue {
        [
            "name": .string(name),
            "presets": .array(presets.map(JSONValue.string)),
            "default": .string(defaultPreset),
        ]
    }
}
