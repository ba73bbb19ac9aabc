import Foundation
import HostCore
import JSON
import UIStateProtocol
import Scenario

/// `--plugin PATH` on the commands that run a host of their own (render, record, replay,
/// explore, gallery). Those commands host the built-in features in this process; a plugin is
/// another executable, so with `--plugin` their host becomes a child `uistate serve --plugin
/// PATH…` (this same executable, the host `serve` is), spoken to over stdio: the plugin's
/// features are then served, routed and restarted exactly as `serve` does it.
enum PluginServing {
    /// The child host's command line: this executable's `serve` with every plugin.
    static func serveCommand(plugins: [String]) -> [String] {
        [executablePath(), "serve"] + plugins.flatMap { ["--plugin", $0] }
    }

    /// This executable.
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Refuses a plugin path that cannot be run, before anything starts: one clear message
    /// instead of a plugin failure on stderr and an unknown feature after it.
    static func checkRunnable(_ plugins: [String], command: String) throws(UsageError) {
        for plugin in plugins where !ExecutableLookup.isRunnable(plugin) {
            throw UsageError("--plugin: cannot run '\(plugin)': no such executable file", command: command)
        }
    }

    /// Starts the child host and completes the handshake.
    static func connect(plugins: [String]) async throws(ResponseError) -> ServerConnection {
        let connection = try ServerConnection.spawn(serveCommand(plugins: plugins))
        do {
            try await connection.initialize()
        } catch {
            connection.kill()
            throw error
        }
        return connection
    }

    /// The names of the features the child host serves (built-in and every plugin's).
    static func featureNames(of connection: ServerConnection) async throws(ResponseError) -> [String] {
        let listing = try await connection.call("plugin/list", nil)
        return (listing["features"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    }

    /// `store/create`'s params for what the command line can ask (feature, state, environment,
    /// presets): the request types are read by the host, not written by clients.
    static func createParams(_ request: StoreCreateRequest) -> JSONValue {
        var params: JSONObject = ["feature": .string(request.feature)]
        if let state = request.initialState { params["initialState"] = state }
        if let environment = request.environment { params["environment"] = environment }
        if let presets = request.dependencies?.presets, !presets.isEmpty {
            params["dependencies"] = ["presets": .object(JSONObject(presets.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))]
        }
        return .object(params)
    }
}

/// A `SessionChannel` over one child host: what `uistate record --plugin` drives its store
/// through; `release` shuts the child down.
final class ConnectionChannel: SessionChannel {
    private let connection: ServerConnection

    init(_ connection: ServerConnection) {
        self.connection = connection
    }

    func call(_ method: String, _ params: JSONValue) async throws(ResponseError) -> JSONValue {
        try await connection.call(method, params)
    }

    func release() async {
        await connection.shutDown()
    }

    func abort() async {
        connection.kill()
    }
}
