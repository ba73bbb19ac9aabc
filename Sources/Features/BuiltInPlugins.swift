package import FeatureKit

// MARK: - Conformances

extension BookmarksFeature: PluginFeature {}
extension ButtonGalleryFeature: PluginFeature {}
extension CounterFeature: PluginFeature {}
extension ExtraInfoFeature: PluginFeature {}
extension InterestsFeature: PluginFeature {}
extension LocationDetailFeature: PluginFeature {}
extension RelationshipFeature: PluginFeature {}
extension TextFieldFormFeature: PluginFeature {}

// MARK: - Texts worth typing when explored

extension TextFieldFormFeature: ExplorableFeature {
    /// A valid mobile number with and without dashes, and one digit short.
    package static var sampleInputs: [String: [String]] {
        ["form.phone": ["010-1234-5678", "01012345678", "0101234567"]]
    }
}

extension RelationshipFeature: ExplorableFeature {
    /// A valid relation, the pattern's edges (one character, ten), and a character it refuses.
    package static var sampleInputs: [String: [String]] {
        ["customTextField": ["동창", "가", "가나다라마바사아자차", "동창!"]]
    }
}

// MARK: - BuiltInPlugins

/// The features compiled into `uistate`, in the order `plugin/list` shows them.
package enum BuiltInPlugins {
    /// The feature types, for tests that need their Swift types (computed: an array of
    /// existential metatypes is not `Sendable`).
    package static var featureTypes: [any PluginFeature.Type] {
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
    package static let features: [FeatureDefinition] = featureTypes.map { FeatureDefinition($0) }
}
