public import PluginAPI
public import Scenario
import Features

/// Sessions on a host in this process: a `ProtocolSession` over the host library, one `Host`
/// per session.
///
/// ```swift
/// let report = await ReplaySuite().run(paths: ["examples/scenarios"], factory: InProcessSessionFactory())
/// ```
public struct InProcessSessionFactory: ScenarioSessionFactory {
    public let features: [FeatureDefinition]

    /// Sessions over `features`.
    public init(features: [FeatureDefinition]) {
        self.features = features
    }

    /// Sessions over the built-in plugins.
    public init() {
        self.init(features: BuiltInPlugins.features)
    }

    public func makeSession() -> any ScenarioSession {
        ProtocolSession(channel: HostChannel(features: features))
    }

    /// The names of the features a scenario may name.
    public var featureNames: [String] { features.map(\.name) }
}
