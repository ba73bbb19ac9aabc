// Public imports, never `package`: a module imported `package` anywhere in FeatureKit keeps the
// release build from serialising the bodies that touch its types, which features specialise
// (docs/decisions.md, "Host and stores"). `@usableFromInline` below makes them public uses.
public import JSON
import StoreRuntime

// MARK: - FeatureDefinition

/// A feature as the host sees it, with its types erased: what `plugin/list` shows, and the type
/// the host starts stores of (`HostCore`'s `makeStore`).
///
/// ```swift
/// let definition = FeatureDefinition(BookmarksFeature.self)
/// definition.name           // "bookmarks"
/// definition.actionNames    // ["appLaunched", "tabSelected", …]
/// ```
@usableFromInline
package struct FeatureDefinition: Sendable {
    /// The feature's name.
    package let name: String
    /// The feature's version.
    package let version: String
    /// JSON Schema of the state.
    package let stateSchema: JSONValue
    /// JSON Schema of actions.
    package let actionSchema: JSONValue
    /// The launch action, encoded; nil when the feature has none.
    package let launchAction: JSONValue?
    /// The clients and their presets, in the order the feature declares them.
    package let dependencies: [DependencyDescription]
    /// The initial state, encoded.
    package let initialState: JSONValue
    /// The top-level action names the schema declares (for `data.expected`).
    package let actionNames: [String]
    /// Texts to type into fields when exploring, by field id (`ExplorableFeature`); empty for
    /// other features.
    package let sampleInputs: [String: [String]]

    /// The feature itself, for the host to start stores of it.
    package let featureType: any PluginFeature.Type
    /// The feature's `ActionDecoder<Action>`, shared by all its stores (so what one learned
    /// every other knows); the host opens it with the feature's type.
    package let actionDecoder: any AnyObject & Sendable

    /// Describes `feature`.
    package init<F: PluginFeature>(_ feature: F.Type) {
        name = F.name
        version = F.version
        stateSchema = F.stateSchema
        actionSchema = F.actionSchema
        launchAction = F.launchAction.map(ActionCoding.encode)
        dependencies = F.dependencyKeys.map(DependencyDescription.init)
        initialState = (try? JSONValueEncoder().encode(F.initialState)) ?? .null
        actionNames = ActionSchemaNames.names(in: F.actionSchema, at: [], action: .null)
        sampleInputs = (F.self as? any ExplorableFeature.Type)?.sampleInputs ?? [:]
        featureType = F.self
        actionDecoder = ActionDecoder<F.Action>(samples: F.sampleActions + (F.launchAction.map { [$0] } ?? []))
    }

    /// The listing `plugin/list` shows for this feature.
    @usableFromInline
    package var json: JSONValue {
        [
            "name": .string(name),
            "version": .string(version),
            "stateSchema": stateSchema,
            "actionSchema": actionSchema,
            "initialState": initialState,
            "launchAction": launchAction ?? .null,
            "dependencies": .array(dependencies.map(\.json)),
        ]
    }
}
