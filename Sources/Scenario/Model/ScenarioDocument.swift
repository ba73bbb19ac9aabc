package import JSON

/// A scenario as the runner runs it: decoded, includes expanded, every step located in its file.
package struct ScenarioDocument: Sendable {
    package var name: String
    package var tags: [String]
    /// The feature (plugin name) whose store the scenario drives, e.g. `bookmarks`.
    package var feature: String
    /// Replaces the feature's initial state when given.
    package var initialState: JSONValue?
    /// Environment values applied before launch (`dynamicTypeSize`, `colorScheme`, …).
    package var environment: JSONValue?
    /// Preset per dependency name, in file order: `{"bookmarkAPI": "fails"}`.
    package var dependencies: [(name: String, preset: String)]
    package var clock: ClockMode
    /// A storage directory (resolved against the scenario's folder); `nil` for fresh storage.
    package var storage: String?
    package var exhaustivity: Exhaustivity
    package var steps: [ScenarioStep]
    /// The file the scenario came from.
    package var source: SourceFile

    package init(
        name: String, tags: [String] = [], feature: String, initialState: JSONValue? = nil,
        environment: JSONValue? = nil, dependencies: [(name: String, preset: String)] = [],
        clock: ClockMode = .test, storage: String? = nil, exhaustivity: Exhaustivity = .on,
        steps: [ScenarioStep], source: SourceFile = .inMemory
    ) {
        self.name = name
        self.tags = tags
        self.feature = feature
        self.initialState = initialState
        self.environment = environment
        self.dependencies = dependencies
        self.clock = clock
        self.storage = storage
        self.exhaustivity = exhaustivity
        self.steps = steps
        self.source = source
    }
}
