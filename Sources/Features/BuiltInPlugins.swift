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
    public static let features: [FeatureDefinition] = [
        FeatureDefinition(BookmarksFeature.self),
        FeatureDefinition(ButtonGalleryFeature.self),
        FeatureDefinition(CounterFeature.self),
        FeatureDefinition(ExtraInfoFeature.self),
        FeatureDefinition(InterestsFeature.self),
        FeatureDefinition(LocationDetailFeature.self),
        FeatureDefinition(RelationshipFeature.self),
        FeatureDefinition(TextFieldFormFeature.self),
    ]
}
