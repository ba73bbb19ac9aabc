#if canImport(Glibc)
import Glibc
#endif
import Features
import Foundation
import Components
import HostCore
import JSON
import FeatureKit
import UIStateProtocol
import Transport

/// `uistate render FEATURE`: one render from the command line, for people and for editors.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Render a feature's view once: an outline, JSON, an HTML page or a PNG."
    static let help = """
        Usage: uistate render FEATURE [--state FILE] [--env key=value ...]
                                      [--format text|json|html|png] [--output FILE]
                                      [--device NAME] [--width N] [--height N] [--scale N]
                                      [--plugin PATH ...]

        Creates a store of FEATURE (test clock, default presets), sends its launch action, waits
        until it settles and prints the rendered tree to stdout (or writes it to --output).

        Options:
          --state FILE       Start from the state in FILE (the feature's JSON wire form) instead of
                             the feature's initial state.
          --env key=value    Set an environment member: dynamicTypeSize, colorScheme, locale or
                             focusedField (repeatable), e.g. --env dynamicTypeSize=accessibilityLarge.
          --format FORMAT    text: the indented outline (default); json: the node tree;
                             html: one self-contained HTML page of the screen (inline CSS and
                             SVG, no network); png: a screenshot of that page taken by headless
                             Chromium (needs --output), at the device's scale: 1179 × 2556
                             pixels for the iPhone 15.
          -o, --output FILE  Write to FILE instead of stdout.
        \(ScreenOptions.help(scale: true))
          --plugin PATH      Also offer the features of the plugin executable PATH (repeatable):
                             the store is then created in a child `uistate serve --plugin PATH`,
                             exactly as serve hosts it, e.g.
                             uistate render stepper --plugin .build/debug/stepper-plugin
          --help             Show this help.

        PNG output runs $UISTATE_CHROMIUM, else `chromium` on PATH (Debian: apt-get install
        chromium fonts-noto-cjk; the CJK font lets Korean render). As root it gives
        Chromium the --no-sandbox flag, which Chromium requires there.

        Features: \(BuiltInPlugins.features.map { $0.name }.joined(separator: ", ")).
        Exit codes: 0 rendered, 1 the feature could not be rendered, 2 bad usage (an unknown
        feature, an --env member or value the feature does not take, a state it cannot decode).
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        var feature: String?
        var statePath: String?
        var environment = JSONObject()
        var format = OutputFormat.text
        var outputPath: String?
        var screen = ScreenOptions(takesScale: true)
        var plugins: [String] = []
        var reader = ArgumentReader(arguments, command: name)
        // The feature is the one positional argument; options may come before or after it.
        while let (option, inline) = try reader.nextOption(positional: { word throws(UsageError) in
            try ArgumentReader.single(word, into: &feature, named: "FEATURE", command: name)
        }) {
            if try screen.read(option, inline: inline, from: &reader, command: name) { continue }
            switch option {
            case "--state":
                statePath = try reader.existingPath(for: option, inline: inline)
            case "--env":
                let pair = try reader.value(for: option, inline: inline)
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw UsageError("--env needs key=value, not '\(pair)'", command: name)
                }
                let value = String(pair[pair.index(after: equals)...])
                environment[String(pair[..<equals])] = .string(value)
            case "--format":
                let value = try reader.choice(for: option, inline: inline, from: OutputFormat.allCases.map(\.rawValue))
                format = OutputFormat(rawValue: value) ?? .text
            case "--output", "-o":
                outputPath = try reader.outputFile(for: option, inline: inline)
            case "--plugin":
                plugins.append(try reader.value(for: option, inline: inline))
            default:
                throw UsageError("unknown option '\(option)'", command: name)
            }
        }
        let features = BuiltInPlugins.features.map(\.name)
        guard let feature else {
            throw UsageError("name the feature to render: \(features.joined(separator: ", "))", command: name)
        }
        // With plugins, the child host knows the names; it answers an unknown one with -33002.
        try PluginServing.checkRunnable(plugins, command: name)
        guard features.contains(feature) || !plugins.isEmpty else {
            let guess = HelpText.closest(to: feature, among: features).map { "did you mean '\($0)'? " } ?? ""
            throw UsageError("unknown feature '\(feature)'; \(guess)the features are \(features.joined(separator: ", "))", command: name)
        }
        if format == .png, outputPath == nil {
            throw UsageError("--format png needs --output FILE (a PNG is not written to a terminal)", command: name)
        }
        var initialState: JSONValue?
        if let statePath {
            do {
                initialState = try JSONValue(parsing: try FileReading.bytes(at: statePath))
            } catch {
                Console.error("uistate render: \(statePath): \(error)")
                return 1
            }
        }
        let request = StoreCreateRequest(
            feature: feature, initialState: initialState, environment: environment.isEmpty ? nil : .object(environment)
        )
        return await render(
            request, format: format, page: screen.renderer, output: outputPath, size: screen.screenshotSize, plugins: plugins
        )
    }

    /// What `--format` accepts: the wire formats, plus a PNG made from the HTML page.
    enum OutputFormat: String, CaseIterable {
        case text, json, html, png
    }

    /// Renders in a host in-process, or in a child host with the plugins, and writes the result.
    private static func render(
        _ request: StoreCreateRequest,
        format: OutputFormat,
        page: HTMLRenderer,
        output: String?,
        size: (width: Int, height: Int, scale: Int),
        plugins: [String]
    ) async -> Int32 {
        let text: String
        do {
            // HTML is made here from the JSON tree so that the device and its size apply.
            let wire: ViewRenderRequest.Format = format == .text ? .text : .json
            let tree = try await plugins.isEmpty ? renderInProcess(request, format: wire) : renderThroughPlugins(plugins, request, format: wire)
            switch format {
            case .text, .json: text = tree.stringValue ?? tree.serializedString(.pretty)
            case .html, .png: text = page.document(tree: tree)
            }
        } catch {
            Console.error("uistate render: \(ErrorWording.describe(error))")
            return ErrorWording.isUsage(error) ? 2 : 1
        }
        return await write(text, format: format, output: output, size: size)
    }

    private static func renderInProcess(_ request: StoreCreateRequest, format: ViewRenderRequest.Format) async throws -> JSONValue {
        let host = Host(features: BuiltInPlugins.features)
        let created = try await host.createStore(request)
        return try await host.render(ViewRenderRequest(storeId: created.storeId, format: format)).tree
    }

    /// The same two requests, sent to a child `uistate serve --plugin …`.
    private static func renderThroughPlugins(_ plugins: [String], _ request: StoreCreateRequest, format: ViewRenderRequest.Format) async throws -> JSONValue {
        let connection = try await PluginServing.connect(plugins: plugins)
        do {
            let created = try await connection.call(StoreCreateRequest.method, PluginServing.createParams(request))
            let params: JSONValue = ["storeId": created["storeId"] ?? .null, "format": .string(format.rawValue)]
            let rendered = try await connection.call(ViewRenderRequest.method, params)
            await connection.shutDown()
            return rendered["tree"] ?? .null
        } catch {
            connection.kill()
            throw error
        }
    }

    private static func write(_ text: String, format: OutputFormat, output: String?, size: (width: Int, height: Int, scale: Int)) async -> Int32 {
        do {
            switch (format, output) {
            case (.png, let output?):
                try await Chromium.locate().screenshot(
                    html: text, width: size.width, height: size.height, scale: size.scale, output: output
                )
            case (_, let output?):
                try FileDescriptorIO.replaceFile(atPath: output, with: Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
            case (_, nil):
                Console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
            }
            return 0
        } catch {
            Console.error("uistate render: \(error)")
            return 1
        }
    }
}
