import Components
import Features
import HostCore
import Transport
import UIStateProtocol

/// `uistate inspect`: the HTTP server with the inspector's page, on a free loopback port.
enum InspectCommand: Command {
    static let name = "inspect"
    static let summary = "Open a live inspector in the browser (HTTP on 127.0.0.1, token in the URL)."
    static let help = """
        Usage: uistate inspect [FEATURE] [options]

        Serves the protocol over HTTP on 127.0.0.1 with the inspector's page and prints its URL
        on stdout. The session token is in the URL's fragment (#token=…), which the browser
        never sends to the server; every request of the page carries it in an Authorization
        header. With FEATURE the page creates a store of it when it opens. Runs until killed.
        See docs/inspector.md.

        Options:
          --port N                 Port to listen on (default 0: a free one).
          --device NAME            The device the screen is drawn on at first: iphone-15
                                   (default), iphone-se or ipad, as `uistate render --device`
                                   draws it; the page's picker changes it, and offers the bare
                                   390 x 844 screen too. A trace's screens are drawn on it.
          --trace FILE             Open a trace written by 'uistate replay --trace DIR': step
                                   through it, and continue live from any step (the page
                                   replays the steps up to it into a new store).
          --plugin PATH            Also serve the features of the plugin executable PATH
                                   (repeatable), as `uistate serve --plugin`.
          --plugins-dir DIR        Load every executable file in DIR as a plugin.
          --live-clock             Stores use the live clock unless created with "clock": "test".
          --storage-dir DIR        As `uistate serve --storage-dir`.
          --log-level error|warn|info|debug
                                   What goes to stderr (default warn).
          --help                   Show this help.
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        var feature: String?
        var hosting = HostingOptions()
        var port: UInt16 = 0
        var tracePath: String?
        var device = Device.iPhone15
        var reader = ArgumentReader(arguments, command: name)
        while let (option, inline) = try reader.nextOption(positional: { word throws(UsageError) in
            try ArgumentReader.single(word, into: &feature, named: "FEATURE", command: name)
        }) {
            switch option {
            case "--port":
                let value = try reader.value(for: option, inline: inline)
                guard let number = UInt16(value) else {
                    throw UsageError("--port expects a port from 0 to 65535, got '\(value)'", command: name)
                }
                port = number
            case "--device":
                let name = try reader.choice(for: option, inline: inline, from: Device.presets.map(\.name))
                device = Device.named(name) ?? device
            case "--trace":
                tracePath = try reader.existingPath(for: option, inline: inline)
            default:
                guard try hosting.read(option, inline: inline, from: &reader, command: name) else {
                    throw UsageError("unknown option '\(option)'", command: name)
                }
            }
        }
        if let feature, hosting.pluginPaths.isEmpty, !BuiltInPlugins.features.contains(where: { $0.name == feature }) {
            let names = BuiltInPlugins.features.map(\.name).joined(separator: ", ")
            let guess = HelpText.closest(to: feature, among: BuiltInPlugins.features.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
            throw UsageError("unknown feature '\(feature)'; \(guess)the features are \(names)", command: name)
        }
        var trace: StaticFile?
        if let tracePath {
            switch TraceLoading.load(tracePath, device: device) {
            case .success(let file): trace = file
            case .failure(let message):
                Console.error("uistate inspect: \(message)")
                return 1
            }
        }
        var registry = ServeCommand.makeRegistry(hostOptions: hosting.host)
        if !hosting.pluginPaths.isEmpty {
            PluginRouter.install(await ServeCommand.startPlugins(hosting.pluginPaths, timeout: PluginSet.defaultRequestTimeout), into: &registry)
        }
        var options = HTTPServer.Options(address: BindAddress(host: "127.0.0.1", port: port))
        for file in InspectorPage.files {
            options.staticFiles[file.path] = StaticFile(contentType: file.contentType, text: file.text)
        }
        if let trace { options.protectedFiles["/trace.json"] = trace }
        let server: HTTPServer
        do {
            server = try HTTPServer(registry: registry, server: ServerDescription.uistate(version: UIStateCLI.version),
                                    options: options, log: RPCLog.standardError(level: hosting.logLevel))
        } catch {
            Console.error("uistate inspect: \(error.message)")
            return 1
        }
        var fragment = "token=\(server.token.value)&device=\(device.name)"
        if let feature { fragment += "&feature=\(feature)" }
        if trace != nil { fragment += "&trace=1" }
        Console.out("\(server.url)#\(fragment)")
        Console.error("uistate inspect: open the URL above in a browser; Ctrl-C stops the server")
        await HTTPServing.waitForever()
    }
}
