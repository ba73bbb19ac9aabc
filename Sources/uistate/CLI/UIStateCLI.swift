/// The `uistate` command line: global flags, then one of the commands.
enum UIStateCLI {
    static let version = "0.1.0"

    /// `uistate --help` lists them in this order. A command is one file under `Commands/` and
    /// one line here.
    static let commands: [any Command.Type] = [
        ServeCommand.self,
        RenderCommand.self,
        ConformanceCommand.self,
        ReplayCommand.self,
        RecordCommand.self,
        GalleryCommand.self,
        InspectCommand.self,
        ExploreCommand.self,
    ]

    static var help: String {
        var names: [String] = [], summaries: [String] = []
        for command in commands {
            names.append(command.name)
            summaries.append(command.summary)
        }
        let width = names.map { $0.count }.max() ?? 0
        let list = zip(names, summaries).map { name, summary in
            "  \(name)\(String(repeating: " ", count: width - name.count))  \(summary)"
        }
        return """
            uistate \(version) — a headless UI-state host speaking JSON-RPC 2.0 over stdio.

            Usage: uistate <command> [options]
                   uistate --help | --version

            Commands:
            \(list.joined(separator: "\n"))

            Options and paths may come in any order; '--' ends the options. Exit codes: 0 done,
            1 a check failed or the work could not be done, 2 a bad command line.
            Run 'uistate <command> --help' or 'uistate help <command>' for a command's options.
            """
    }

    /// Runs the command line (without the program name) and returns the exit code.
    static func run(_ arguments: [String]) async -> Int32 {
        guard let first = arguments.first else {
            Console.error(help)
            return 2
        }
        switch first {
        case "--help", "-h":
            Console.out(help)
            return 0
        case "help":
            guard arguments.count > 1 else {
                Console.out(help)
                return 0
            }
            guard let command = command(named: arguments[1]) else {
                Console.error("uistate help: \(unknownCommand(arguments[1]))")
                return 2
            }
            Console.out(command.help)
            return 0
        case "--version":
            Console.out("uistate \(version)")
            return 0
        default:
            break
        }
        guard let command = command(named: first) else {
            Console.error("uistate: \(unknownCommand(first))\nRun 'uistate --help' for what each does.")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        // `--help` is found by the command's ArgumentReader, which knows which words are its own
        // options and which belong to another program (`conformance ./server --help`).
        do {
            return try await command.run(rest)
        } catch where error.showsHelp {
            Console.out(command.help)
            return 0
        } catch {
            Console.error("uistate \(command.name): \(error.message)\nRun 'uistate \(command.name) --help' for usage.")
            return 2
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// "unknown command 'replya'; did you mean 'replay'? (commands: serve, render, …)": the same
    /// wording as a misspelt option or feature name.
    static func unknownCommand(_ name: String) -> String {
        let names = commands.map { $0.name }
        let guess = HelpText.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown command '\(name)'\(guess) (commands: \(names.joined(separator: ", ")))"
    }
}
