import FeatureKit
import Features
import Foundation
import HostCore
import JSON
import UIStateProtocol
import Scenario
import Transport

/// `uistate record --feature NAME -o FILE`: an interactive session on one store whose history
/// is written as a scenario (`history/export`) at the end, ready to replay.
enum RecordCommand: Command {
    static let name = "record"
    static let summary = "Record a scenario interactively: type actions, taps and inputs; see what each changed."
    static let help = """
        Usage: uistate record --feature NAME -o FILE [--preset dependency=preset …] [--env key=value …]
                              [--name TEXT] [--plugin PATH …]

        Starts a store of NAME (test clock) in-process, prints its rendered outline, then reads
        commands from stdin, one per line. After each step it prints what effects sent back and
        the events, then what changed: the state's and the outline's `- before / + after` line
        diffs, and the effects still in flight by the action that started them (with the next
        timer's `advance`). A case sent without the payload it needs gets its shape from the
        feature's action schema.

          {"action": …} or "action"   send an action (any JSON value: the wire form)
          send ACTION                  the same, explicitly
          tap SELECTOR                 tap a node (tap Increment: a text, else a label, else an id)
          input SELECTOR TEXT          type TEXT into a field (the rest of the line)
          appear SELECTOR              report a node as appeared
          focus SELECTOR | focus none  focus a field, or unfocus
          advance MS                   move the test clock MS milliseconds
          settle                       wait for running effects
          env key=value                change an environment member (value as JSON, else a string)
          state                        print the whole state
          view                         print the whole outline
          quit                         stop (so does end of input)

        A SELECTOR is a JSON object ({"id": "save"}, {"text": "저장", "index": 1}), #ID for an id,
        or other words: a text, else an accessibility label, else an id, as a scenario step's
        string selector (tap, appear and focus take the rest of the line; input one word, then
        the text).
        On a terminal the prompt edits lines (Emacs keys), keeps a history (Up, Down, Ctrl-R)
        and completes commands, #ids, labels and action names with Tab; from a pipe, lines are
        read as they come. On quit or end of input the session's history is written to
        FILE as a scenario (steps with the state each left, the actions effects sent as
        "receive" steps, events as "expect" steps): `uistate replay FILE` passes at once.
        A command the store refuses is reported on stderr and not recorded.

        Options:
          --feature NAME           The feature (\(BuiltInPlugins.features.map(\.name).joined(separator: ", "))).
          -o, --output FILE        Where to write the scenario: YAML when FILE ends in .yaml or
                                   .yml (x.scenario.yaml), JSON otherwise.
          --preset dep=preset      Choose a dependency's preset (repeatable).
          --env key=value          Environment before launch (repeatable).
          --name TEXT              The scenario's name (default "recorded NAME").
          --plugin PATH            Also offer the features of the plugin executable PATH
                                   (repeatable): the store then lives in a child
                                   `uistate serve --plugin PATH`, exactly as serve hosts it.
                                   Replay what you record with `uistate replay --plugin PATH`.
          --help                   Show this help.

        Exit codes: 0 written; 1 the store could not start or the file could not be written;
        2 bad usage.
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        var feature: String?
        var output: String?
        var scenarioName: String?
        var presets: [String: String] = [:]
        var environment = JSONObject()
        var plugins: [String] = []
        let normalized = arguments.map { $0 == "-o" ? "--output" : $0 }
        var reader = ArgumentReader(normalized, command: name)
        while let (option, inline) = try reader.nextOption() {
            switch option {
            case "--feature": feature = try reader.value(for: option, inline: inline)
            case "--output": output = try reader.outputFile(for: option, inline: inline)
            case "--name": scenarioName = try reader.value(for: option, inline: inline)
            case "--plugin": plugins.append(try reader.value(for: option, inline: inline))
            case "--preset", "--env":
                let pair = try reader.value(for: option, inline: inline)
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw UsageError("\(option) needs key=value, not '\(pair)'", command: name)
                }
                let key = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
                if option == "--preset" { presets[key] = value } else { environment[key] = RecordLine.value(value) }
            default: throw UsageError("unknown option '\(option)'", command: name)
            }
        }
        guard let feature else { throw UsageError("name the feature with --feature", command: name) }
        guard let output else { throw UsageError("name the scenario file with -o FILE", command: name) }
        let create = StoreCreateRequest(
            feature: feature, environment: environment.isEmpty ? nil : .object(environment),
            dependencies: presets.isEmpty ? nil : StoreCreateRequest.Dependencies(presets: presets)
        )
        try PluginServing.checkRunnable(plugins, command: name)
        let session: RecordSession
        do {
            let channel: any SessionChannel = plugins.isEmpty
                ? HostChannel(features: BuiltInPlugins.features)
                : ConnectionChannel(try await PluginServing.connect(plugins: plugins))
            session = RecordSession(channel: channel)
            try await session.start(create).get()
        } catch {
            // An unknown feature, preset or environment member is bad usage, said in words.
            Console.error("uistate record: \(ErrorWording.describe(error))")
            return ErrorWording.isUsage(error) ? 2 : 1
        }
        let code = await record(session, feature: feature, inProcess: plugins.isEmpty, name: scenarioName, output: output)
        await session.close()
        return code
    }

    /// Reads and performs commands until quit or end of input, then writes the scenario.
    private static func record(_ session: RecordSession, feature: String, inProcess: Bool, name scenarioName: String?, output: String) async -> Int32 {
        // The in-process host's features are at hand; a child host lists its own (plugin/list).
        let definition = inProcess ? BuiltInPlugins.features.first { $0.name == feature } : nil
        let schema = inProcess ? definition?.actionSchema : await session.actionSchema(of: feature)
        let actions = definition?.actionNames ?? schema.map { ActionSchemaNames.names(in: $0, at: [], action: .null) } ?? []
        if let vocabulary = await session.vocabulary(actions: actions) {
            TerminalLineEditor.vocabulary.withLock { $0 = vocabulary }
        }
        // On a terminal: a prompt, line editing, history and Tab completion; otherwise (pipes,
        // files, tests) plain lines as before.
        let editor = TerminalLineEditor.make(prompt: "\(feature)> ")
        while let line = await nextLine(editor) {
            let command = RecordLine(line)
            if case .quit = command { break }
            switch await session.perform(command) {
            case .success(let text): if !text.isEmpty { Console.out(text) }
            case .failure(let error):
                Console.error("uistate record: \(ErrorWording.describe(error))")
                if case .send(let action) = command, let schema, let pointer = (error as? ResponseError)?.path?.description,
                   let hint = RecordActionShape.hint(sent: action, failingAt: pointer, schema: schema) {
                    Console.error(hint)
                }
            }
            if editor != nil, let vocabulary = await session.vocabulary(actions: actions) {
                TerminalLineEditor.vocabulary.withLock { $0 = vocabulary }
            }
        }
        switch await session.export(name: scenarioName) {
        case .success(let scenario):
            do {
                try FileDescriptorIO.replaceFile(atPath: output, with: Array(ScenarioText.render(scenario, for: output).utf8))
            } catch {
                Console.error("uistate record: cannot write \(output): \(error)")
                return 1
            }
            Console.error("recorded \(output)")
            return 0
        case .failure(let error):
            Console.error("uistate record: \(error)")
            return 1
        }
    }

    /// The next line typed or piped in; nil at end of input. Reading blocks until a line comes,
    /// so it runs on a thread of its own, one line at a time: the prompt appears only after the
    /// previous command's output.
    private static func nextLine(_ editor: TerminalLineEditor?) async -> String? {
        do {
            return try await DetachedThread.run { editor.map { $0.readLine() } ?? readLine(strippingNewline: true) }
        } catch {
            Console.error("uistate record: cannot start the thread that reads input: \(error)")
            return nil
        }
    }
}
