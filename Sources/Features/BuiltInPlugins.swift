public import PluginAPI

// MARK: - Conformances

extension BookmarksFeature: PluginFeature {}
extension ButtonGalleryFeature: PluginFeature {}
extension CounterFeature: PluginFeature {}
extension ExtraInfoFeature: PluginFeature {}
extension InterestsFeature: PluginFeature {}
extension LocationDetailFeature: PluginFeature {}
extension RelationshipFeature: PluginFeature {}
extension TextFieldFormFeature: PluginFeature {}

// MARK: - BuiltInPlugins

/// The features compiled into `uistate`, in the order `plugin/list` shows them.
public enum BuiltInPlugins {
    /// The feature types, for tests that need their Swift types (computed: an array of
    /// existential metatypes is not `Sendable`).
    public static var featureTypes: [any PluginFeature.Type] {
        [
            BookmarksFeature.self,
            ButtonGalleryFeature.self,
            CounterFeature.self,
            ExtraInfoFeature.self,
            InterestsFeature.self,
            LocationDetailFeature.self,
            RelationshipFeature.self,
            TextFieldFormFeature.self,
        ]
    }

    /// The features as the host serves them.
    public static let features: [FeatureDefinition] = featureTypes.map { FeatureDefinition($0) }
}
