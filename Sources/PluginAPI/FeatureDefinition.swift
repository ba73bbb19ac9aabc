public import JSONValue
import StoreRuntime

// MARK: - FeatureDefinition

/// A feature as the host sees it, with its types erased: what `plugin/list` shows, and a factory
/// for running stores that speak JSON.
///
/// ```swift
/// let definition = FeatureDefinition(BookmarksFeature.self)
/// definition.name           // "bookmarks"
/// definition.actionNames    // ["appLaunched", "tabSelected", …]
/// ```
public struct FeatureDefinition: Sendable {
    /// The feature's name.
    public let name: String
    /// The feature's version.
    public let version: String
    /// JSON Schema of the state.
    public let stateSchema: JSONValue
    /// JSON Schema of actions.
    public let actionSchema: JSONValue
    /// The launch action, encoded; nil when the feature has none.
    public let launchAction: JSONValue?
    /// The clients and their presets, in the order the feature declares them.
    public let dependencies: [DependencyDescription]
    /// The initial state, encoded.
    public let initialState: JSONValue
    /// The top-level action names the schema declares (for `data.expected`).
    public let actionNames: [String]
    /// Texts to type into fields when exploring, by field id (`ExplorableFeature`); empty for
    /// other features.
    public let sampleInputs: [String: [String]]

    private let factory: @Sendable (StoreConfiguration) async throws(StoreSetupError) -> any FeatureStore

    /// Describes `feature`.
    public init<F: PluginFeature>(_ feature: F.Type) {
        name = F.name
        version = F.version
        stateSchema = F.stateSchema
        actionSchema = F.actionSchema
        launchAction = F.launchAction.map(ActionCoding.encode)
        dependencies = F.dependencyKeys.map(DependencyDescription.init)
        initialState = (try? JSONValueEncoder().encode(F.initialState)) ?? .null
        actionNames = ActionSchemaNames.names(in: F.actionSchema, at: [], action: .null)
        sampleInputs = (F.self as? any ExplorableFeature.Type)?.sampleInputs ?? [:]
        factory = { configuration throws(StoreSetupError) in
            try await FeatureStoreBox<F>.make(configuration)
        }
    }

    /// Starts a store of this feature.
    ///
    /// Everything in `configuration` is checked before the store exists, so a failure leaves
    /// nothing behind.
    ///
    /// - Throws: `StoreSetupError` naming the offending member.
    package func makeStore(_ configuration: StoreConfiguration) async throws(StoreSetupError) -> any FeatureStore {
        try await factory(configuration)
    }

    /// The listing `plugin/list` shows for this feature.
    public var json: JSONValue {
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
