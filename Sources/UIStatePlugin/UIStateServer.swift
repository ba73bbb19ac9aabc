@_exported public import Components
import Explore
// `serve(features:options:)` takes host options. HostOptions is HostCore's only public
// declaration (the rest is `package`), so this re-exports exactly that.
@_exported public import HostCore
@_exported public import JSON
@_exported public import FeatureKit
package import UIStateProtocol
import Transport
@_exported public import StoreRuntime

// MARK: - UIStateServer

/// Serves features over the uistate protocol on stdin and stdout: a plugin in a few lines, and
/// what `uistate serve` itself is built on.
///
/// ```swift
/// import UIStatePlugin
///
/// @main struct TallyPlugin {
///     static func main() {
///         UIStateServer.serve(features: [TallyFeature.self])
///     }
/// }
/// ```
///
/// The executable then speaks JSON-RPC 2.0 (Content-Length or newline framing) until its
/// stdin closes; `uistate serve --plugin PATH` loads it, and so can any client.
public enum UIStateServer {
    /// Serves `features` until the client goes away; never returns.
    ///
    /// - Parameters:
    ///   - features: the features, in `plugin/list` order.
    ///   - name: `serverInfo.name` in the `initialize` reply.
    ///   - version: `serverInfo.version`.
    ///   - options: host options (clock, storage, subscriptions).
    public static func serve(
        features: [any PluginFeature.Type],
        name: String = "uistate-plugin",
        version: String = "0.1.0",
        options: HostOptions = HostOptions()
    ) -> Never {
        serve(definitions: features.map { FeatureDefinition($0) }, name: name, version: version, options: options)
    }

    /// The protocol version this library speaks (semver); a host refuses another major version.
    public static var protocolVersion: String { UIStateMethods.protocolVersion }

    /// Serves type-erased features, optionally claiming another protocol version (tests of
    /// hosts refusing it); never returns.
    package static func serve(
        definitions: [FeatureDefinition], name: String, version: String,
        protocolVersion: String = UIStateServer.protocolVersion, options: HostOptions = HostOptions()
    ) -> Never {
        let registry = makeRegistry(features: definitions, options: options)
        let server = ServerDescription.uistate(name: name, version: version, protocolVersion: protocolVersion)
        StdioServer(registry: registry, server: server, options: StdioServer.Options()).run()
    }

    /// The registry that serves `features`: `host/echo`, every host method, what `adding`
    /// registers, and `rpc.discover` answering the OpenRPC document trimmed to those methods,
    /// with the features' schemas among its components.
    package static func makeRegistry(
        features: [FeatureDefinition], options: HostOptions = HostOptions(),
        adding additionalMethods: (inout MethodRegistry) -> Void = { _ in }
    ) -> MethodRegistry {
        var registry = MethodRegistry()
        HostEcho.register(in: &registry)
        HostMethods.register(Host(features: features, options: options), in: &registry)
        // `uistate explore --plugin` explores a plugin's features here, in the plugin's process.
        ExploreRunMethod.register(features: features, in: &registry)
        additionalMethods(&registry)
        // Last, so that the document lists exactly what this registry serves.
        let document = UIStateOpenRPC.document(servedBy: registry).map {
            UIStateOpenRPC.addingFeatureSchemas($0, features: features.map(\.json))
        }
        RPCDiscover.register(document: document, in: &registry)
        return registry
    }
}
