#if canImport(Glibc)
import Glibc
#endif
import Features
import HostCore
import JSONValue
import PluginAPI

/// `uistate render FEATURE`: one render from the command line, for people and for editors.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Render a feature's view once, as an outline or as JSON."
    static let help = """
        Usage: uistate render FEATURE [--state FILE] [--env key=value ...] [--format text|json]

        Creates a store of FEATURE (test clock, default presets), sends its launch action, waits
        until it settles and prints the rendered tree to stdout.

        Options:
          --state FILE       Start from the state in FILE (the feature's JSON wire form) instead of
                             the feature's initial state.
          --env key=value    Set an environment member: dynamicTypeSize, colorScheme, locale or
                             focusedField (repeatable), e.g. --env dynamicTypeSize=accessibilityLarge.
          --format text|json The indented outline (default) or the JSON node tree.
          --help             Show this help.

        Features: \(BuiltInPlugins.features.map { $0.name }.joined(separator: ", ")).
        Exit codes: 0 rendered, 1 the feature could not be rendered, 2 bad usage.
        """

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        var feature: String?
        var statePath: String?
        var environment = JSONObject()
        var format = RenderFormat.text
        var remaining = arguments[...]
        // The feature is the one positional argument; options may come before or after it.
        var options: [String] = []
        while let argument = remaining.popFirst() {
            if argument.hasPrefix("--") {
                options.append(argument)
                if !argument.contains("="), argument != "--help", let value = remaining.popFirst() { options.append(value) }
            } else if feature == nil {
                feature = argument
            } else {
                throw UsageError("unexpected argument '\(argument)'", command: name)
            }
        }
        var reader = ArgumentReader(options, command: name)
        while let (option, inline) = try reader.nextOption() {
            switch option {
            case "--state":
                statePath = try reader.value(for: option, inline: inline)
            case "--env":
                let pair = try reader.value(for: option, inline: inline)
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw UsageError("--env needs key=value, not '\(pair)'", command: name)
                }
                let value = String(pair[pair.index(after: equals)...])
                environment[String(pair[..<equals])] = .string(value)
            case "--format":
                let value = try reader.choice(for: option, inline: inline, from: RenderFormat.allCases.map(\.rawValue))
                format = RenderFormat(rawValue: value) ?? .text
            default:
                throw UsageError("unknown option '\(option)'", command: name)
            }
        }
        guard let feature else { throw UsageError("name the feature to render", command: name) }
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
        return render(request, format: format)
    }

    /// Runs the host in-process and blocks this (the main) thread until it has rendered.
    private static func render(_ request: StoreCreateRequest, format: RenderFormat) -> Int32 {
        let outcome = Outcome()
        let done = DispatchSemaphoreLike()
        Task {
            let host = Host(features: BuiltInPlugins.features)
            do {
                let created = try await host.createStore(request)
                let rendered = try await host.render(ViewRenderRequest(storeId: created.storeId, format: format))
                outcome.set(.success(rendered.tree.stringValue ?? rendered.tree.serializedString(.pretty)))
            } catch {
                outcome.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        switch outcome.value {
        case .success(let text)?:
            Console.out(text)
            return 0
        case .failure(let error)?:
            Console.error("uistate render: \(error)")
            return 1
        case nil:
            return 1
        }
    }
}
