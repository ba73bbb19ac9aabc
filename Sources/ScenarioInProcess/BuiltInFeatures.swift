import Scenario

/// The built-in features by name, each able to make its session.
enum BuiltInFeatures {
    static let all: [(name: String, make: @Sendable () -> any ScenarioSession)] = [
        (ButtonGalleryFeature.name, { FeatureSession<ButtonGalleryFeature>() }),
        (TextFieldFormFeature.name, { FeatureSession<TextFieldFormFeature>() }),
        (RelationshipFeature.name, { FeatureSession<RelationshipFeature>() }),
        (ExtraInfoFeature.name, { FeatureSession<ExtraInfoFeature>() }),
        (InterestsFeature.name, { FeatureSession<InterestsFeature>() }),
        (BookmarksFeature.name, { FeatureSession<BookmarksFeature>() }),
        (LocationDetailFeature.name, { FeatureSession<LocationDetailFeature>() }),
    ]

    static var names: [String] { all.map(\.name) }
}

import Features
