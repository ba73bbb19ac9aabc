public import JSONValue

/// A scenario as the runner runs it: decoded, includes expanded, every step located in its file.
public struct ScenarioDocument: Sendable {
    public var name: String
    public var tags: [String]
    /// The feature (plugin name) whose store the scenario drives, e.g. `bookmarks`.
    public var feature: String
    /// Replaces the feature's initial state when given.
    public var initialState: JSONValue?
    /// Environment values applied before launch (`dynamicTypeSize`, `colorScheme`, …).
    public var environment: JSONValue?
    /// Preset per dependency name, in file order: `{"bookmarkAPI": "fails"}`.
    public var dependencies: [(name: String, preset: String)]
    public var clock: ClockMode
    /// A storage directory (resolved against the scenario's folder); `nil` for fresh storage.
    public var storage: String?
    public var exhaustivity: Exhaustivity
    public var steps: [ScenarioStep]
    /// The file the scenario came from.
    public var source: SourceFile

    public init(
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
