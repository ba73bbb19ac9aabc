package import FeatureKit
package import Scenario

/// Sessions on a host in this process: a `ProtocolSession` over the host library, one `Host`
/// per session.
///
/// ```swift
/// let report = await ReplaySuite().run(paths: ["examples/scenarios"], factory: InProcessSessionFactory(features: BuiltInPlugins.features))
/// ```
package struct InProcessSessionFactory: ScenarioSessionFactory {
    package let features: [FeatureDefinition]

    /// Sessions over `features`.
    package init(features: [FeatureDefinition]) {
        self.features = features
    }

    package func makeSession() -> any ScenarioSession {
        ProtocolSession(channel: HostChannel(features: features))
    }

    /// The names of the features a scenario may name.
    package var featureNames: [String] { features.map(\.name) }
}
