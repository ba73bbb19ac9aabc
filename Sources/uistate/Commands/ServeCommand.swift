import Explore
import Features
import Transport
import HostCore
import UIStateProtocol
import UIStatePlugin

/// `uistate serve`: speaks JSON-RPC 2.0 on stdin/stdout until the client goes away.
enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "Serve the protocol on stdin/stdout (JSON-RPC 2.0, LSP-style lifecycle)."
    static let help = """
        Usage: uistate serve [options]

        Serves JSON-RPC 2.0 on stdin and stdout; logs go to stderr. Exits when stdin closes
        (0 after 'shutdown', 1 otherwise) or on the 'exit' notification.

        Options:
          --framing auto|content-length|newline
                                   How messages are delimited (default auto: detected from the
                                   first bytes; replies use the same framing).
          --max-message-bytes N    Largest message accepted, in bytes; K, M, G suffixes allowed
                                   (default 64M).
          --max-queued-output N    Queued replies above which reading pauses until the client
                                   reads (default 16M).
          --max-requests-in-flight N
                                   Requests read but not yet answered above which reading pauses
                                   until some complete (default 1024).
          --log-level error|warn|info|debug
                                   What goes to stderr (default warn).
          --live-clock             Stores use the live clock unless store/create asks for
                                   "clock": "test" (default: the test clock; time moves only by
                                   clock/advance and replies wait until the store settles).
          --storage-dir DIR        Persisted values of stores created without "storage" live in
                                   DIR/<feature>, shared by every store of that feature and kept
                                   across runs (default: a fresh temporary directory per store).
          --max-pending-notifications N
                                   Changes a subscription keeps apart while its previous
                                   store/didChange is still being written; past N they are
                                   coalesced into one notification (default 64; 1 coalesces
                                   as soon as the client falls behind).
          --plugin PATH            Also serve the features of the plugin executable PATH (a
                                   uistate server of its own, spoken to over its stdin/stdout);
                                   its store ids start with its file name: "NAME/tally-1".
                                   Repeatable. A plugin that fails is reported on stderr and in
                                   plugin/list; the host serves on.
          --plugins-dir DIR        Load every executable file in DIR as a plugin (by name).
          --http HOST:PORT         Serve over HTTP instead of stdio: POST /rpc, GET /events
                                   (see docs/inspector.md). PORT 0 picks a free port; the URL
                                   and the session token every request must carry are printed
                                   on stderr. Runs until killed.
          --allow-remote           With --http, allow an address that is not loopback.
          --max-queued-events N    With --http, bytes of notifications a connection may have
                                   waiting for its event stream before they are dropped and
                                   the stream closed (default 16M).
          --max-connections N      With --http, connections kept; past it the least recently
                                   used is closed (default 64).
          --plugin-timeout SECONDS How long a request forwarded to a plugin may wait for its
                                   answer (wall-clock, default 30; fractions allowed). Past it,
                                   or when a plugin breaks the protocol, the plugin is killed,
                                   its requests in flight get -33006, and the next store/create
                                   for one of its features restarts it.
          --help                   Show this help.
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        var options = StdioServer.Options()
        var hosting = HostingOptions()
        var httpAddress: BindAddress?
        var httpOptions = HTTPServer.Options()
        var httpOnlyOption: String?
        var pluginTimeout = PluginSet.defaultRequestTimeout
        var reader = ArgumentReader(arguments, command: name)
        while let (option, inline) = try reader.nextOption() {
            switch option {
            case "--framing":
                let value = try reader.choice(for: option, inline: inline, from: ["auto", "content-length", "newline"])
                options.framing = Framing(rawValue: value)
            case "--max-message-bytes":
                options.maxMessageBytes = try reader.byteCount(for: option, inline: inline)
            case "--max-queued-output":
                options.maxQueuedOutputBytes = try reader.byteCount(for: option, inline: inline)
            case "--max-requests-in-flight":
                let value = try reader.value(for: option, inline: inline)
                guard let limit = Int(value), limit > 0 else {
                    throw UsageError("--max-requests-in-flight expects a positive integer, got '\(value)'", command: name)
                }
                options.maxRequestsInFlight = limit
            case "--max-pending-notifications":
                let value = try reader.value(for: option, inline: inline)
                guard let count = Int(value), count >= 1 else {
                    throw UsageError("--max-pending-notifications needs a whole number of at least 1, not '\(value)'", command: name)
                }
                hosting.host.maxPendingNotifications = count
            case "--http":
                let value = try reader.value(for: option, inline: inline)
                do {
                    httpAddress = try BindAddress(parsing: value)
                } catch {
                    throw UsageError("--http: \(error.message)", command: name)
                }
            case "--allow-remote":
                guard inline == nil else { throw UsageError("--allow-remote takes no value", command: name) }
                httpOptions.allowRemote = true
                httpOnlyOption = option
            case "--max-queued-events":
                httpOptions.maxQueuedEventBytes = try reader.byteCount(for: option, inline: inline)
                httpOnlyOption = option
            case "--max-connections":
                httpOnlyOption = option
                let value = try reader.value(for: option, inline: inline)
                guard let count = Int(value), count >= 1 else {
                    throw UsageError("--max-connections needs a whole number of at least 1, not '\(value)'", command: name)
                }
                httpOptions.maxConnections = count
            case "--plugin-timeout":
                let value = try reader.value(for: option, inline: inline)
                guard let seconds = Double(value), seconds > 0, seconds <= 86_400 else {
                    throw UsageError("--plugin-timeout expects seconds greater than 0 (at most 86400), got '\(value)'", command: name)
                }
                pluginTimeout = .milliseconds(Int64((seconds * 1000).rounded(.up)))
            default:
                guard try hosting.read(option, inline: inline, from: &reader, command: name) else {
                    throw UsageError("unknown option '\(option)'", command: name)
                }
            }
        }
        options.logLevel = hosting.logLevel
        if let httpOnlyOption, httpAddress == nil {
            throw UsageError("\(httpOnlyOption) applies to --http only", command: name)
        }
        var registry = makeRegistry(hostOptions: hosting.host)
        if !hosting.pluginPaths.isEmpty {
            let plugins = await startPlugins(hosting.pluginPaths, timeout: pluginTimeout)
            PluginRouter.install(plugins, into: &registry)
        }
        let description = ServerDescription.uistate(version: UIStateCLI.version)
        if let httpAddress {
            httpOptions.address = httpAddress
            httpOptions.maxMessageBytes = options.maxMessageBytes
            httpOptions.maxDepth = options.maxDepth
            httpOptions.maxRequestsInFlight = options.maxRequestsInFlight
            let log = RPCLog.standardError(level: options.logLevel)
            let server: HTTPServer
            do {
                server = try HTTPServer(registry: registry, server: description, options: httpOptions, log: log)
            } catch {
                Console.error("uistate serve: \(error.message)")
                return 1
            }
            Console.error("uistate: serving JSON-RPC over HTTP at \(server.url) (POST /rpc, GET /events)")
            Console.error("uistate: session token: \(server.token.value)")
            await HTTPServing.waitForever()
        }
        let server = StdioServer(registry: registry, server: description, options: options)
        // The server reads stdin on the thread that runs it until input ends, then exits the
        // process: a thread of its own, with the main thread's stack (it parses client JSON).
        guard DetachedThread.start(stackSize: DetachedThread.mainThreadStack, { server.run() }) else {
            Console.error("uistate serve: cannot start the thread that reads stdin")
            return 1
        }
        await suspendForever()
    }

    /// Starts the plugins before serving.
    static func startPlugins(_ paths: [String], timeout: Duration) async -> PluginSet {
        await PluginSet.start(paths: paths, localFeatures: BuiltInPlugins.features.map(\.name), requestTimeout: timeout)
    }

    /// Every method `serve` answers beyond the lifecycle's; the protocol documents are checked
    /// against it (ConformanceTests).
    static func makeRegistry(hostOptions: HostOptions = HostOptions()) -> MethodRegistry {
        UIStateServer.makeRegistry(features: BuiltInPlugins.features, options: hostOptions) { registry in
            // Scenarios replay the built-in features in a host of their own (`scenario/run`).
            ScenarioRunMethod.register(features: BuiltInPlugins.features, in: &registry)
        }
    }
}
