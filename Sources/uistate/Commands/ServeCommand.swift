import Features
import HostCore
import RPCProtocol
import RPCTransport

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
          --help                   Show this help.
        """

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        var options = StdioServer.Options()
        var hostOptions = HostOptions()
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
            case "--log-level":
                let value = try reader.choice(for: option, inline: inline, from: RPCLog.Level.allCases.map(\.name))
                options.logLevel = RPCLog.Level(name: value) ?? .warn
            case "--live-clock":
                guard inline == nil else { throw UsageError("--live-clock takes no value", command: name) }
                hostOptions.liveClockByDefault = true
            case "--storage-dir":
                hostOptions.storageDirectory = try reader.value(for: option, inline: inline)
            case "--max-pending-notifications":
                let value = try reader.value(for: option, inline: inline)
                guard let count = Int(value), count >= 1 else {
                    throw UsageError("--max-pending-notifications needs a whole number of at least 1, not '\(value)'", command: name)
                }
                hostOptions.maxPendingNotifications = count
            default:
                throw UsageError("unknown option '\(option)'", command: name)
            }
        }
        let server = StdioServer(registry: makeRegistry(hostOptions: hostOptions), server: ServerDescription(version: UIStateCLI.version), options: options)
        server.run()
    }

    /// Every method `serve` answers beyond the lifecycle's; the protocol documents are checked
    /// against it (ConformanceTests).
    static func makeRegistry(hostOptions: HostOptions = HostOptions()) -> MethodRegistry {
        var registry = MethodRegistry()
        HostEcho.register(in: &registry)
        RPCDiscover.register(in: &registry)
        HostMethods.register(Host(features: BuiltInPlugins.features, options: hostOptions), in: &registry)
        return registry
    }
}
