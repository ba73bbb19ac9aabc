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
          --help                   Show this help.
        """

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        var options = StdioServer.Options()
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
            default:
                throw UsageError("unknown option '\(option)'", command: name)
            }
        }
        let server = StdioServer(registry: makeRegistry(), server: ServerDescription(version: UIStateCLI.version), options: options)
        server.run()
    }

    /// Every method `serve` answers beyond the lifecycle's; the protocol documents are checked
    /// against it (ConformanceTests).
    static func makeRegistry() -> MethodRegistry {
        var registry = MethodRegistry()
        HostEcho.register(in: &registry)
        RPCDiscover.register(in: &registry)
        return registry
    }
}
