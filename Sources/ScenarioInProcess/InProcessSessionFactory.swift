public import Scenario

/// Sessions on stores in this process, over the built-in features.
///
/// ```swift
/// let report = await ReplaySuite().run(paths: ["examples/scenarios"], factory: InProcessSessionFactory())
/// ```
public struct InProcessSessionFactory: ScenarioSessionFactory {
    public init() {}

    public func makeSession() -> any ScenarioSession {
        InProcessSession()
    }

    /// The names of the features a scenario may name.
    public static var featureNames: [String] { BuiltInFeatures.names }
}
