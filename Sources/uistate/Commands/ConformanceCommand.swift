import Conformance
import JSON
import Transport
#if canImport(Glibc)
import Glibc
#endif

/// `uistate conformance`: runs the protocol conformance suite against any server command.
enum ConformanceCommand: Command {
    static let name = "conformance"
    static let summary = "Run the protocol conformance suite against a server command."
    static let help = """
        Usage: uistate conformance [options] [--] COMMAND [ARGS…]

        Starts COMMAND once per case and framing, speaks to it over its stdin and stdout, and
        checks every reply against the suite (protocol/conformance/). Prints one line per case
        ('ok …' or 'FAIL …: reason') and closes with 'N passed, N failed'. Exits 0 when every
        selected case passed, 1 otherwise, 2 for a bad command line.

        COMMAND is the first word that is not an option (or the first after '--'): it and every
        word after it, options included, are the server's command line, so options for
        conformance come before it. Use '--' when COMMAND itself starts with '-'.

        Examples: uistate conformance -- uistate serve
                  uistate conformance --filter 'lifecycle/*' ./my-server serve --verbose

        Options:
          --filter PATTERN         Run only cases whose id matches (repeatable). A pattern with
                                   '*' or '?' is a glob over the id ('lifecycle/*'); otherwise
                                   ids containing it match.
          --exclude PATTERN        Skip cases whose id matches (repeatable), e.g. 'uistate-cli/*'
                                   for servers without uistate's command-line flags.
          --framing content-length|newline|both
                                   Framings to run (default both).
          --suite DIR              Read case files from DIR instead of the copy built in.
          --report FILE            Also write a JSON report of every case to FILE.
          --timeout-scale FACTOR   Multiply every wait for a reply or an exit by FACTOR (default
                                   1), for a server that starts slowly or a loaded machine.
          --list                   List the selected cases instead of running them.
          --color auto|always|never
                                   Colour 'ok' and 'FAIL' (default auto: only on a terminal,
                                   and not when NO_COLOR is set).
          --help                   Show this help.
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        var filter = CaseFilter()
        var framings = WireFraming.allCases
        var suiteDirectory: String?
        var reportPath: String?
        var listOnly = false
        var timeoutScale = 1.0
        var color = ColorChoice.auto
        var command: [String] = []
        var reader = ArgumentReader(arguments, command: name)
        while let argument = try reader.next() {
            let option: String, inline: String?
            switch argument {
            case .positional(let word):
                // The server's command line: this word and every one after it.
                command = [word] + reader.rest()
                continue
            case .option(let name, let value):
                (option, inline) = (name, value)
            }
            switch option {
            case "--filter": filter.include.append(try reader.value(for: option, inline: inline))
            case "--exclude": filter.exclude.append(try reader.value(for: option, inline: inline))
            case "--framing":
                let value = try reader.choice(for: option, inline: inline, from: ["content-length", "newline", "both"])
                framings = WireFraming(rawValue: value).map { [$0] } ?? WireFraming.allCases
            case "--suite": suiteDirectory = try reader.existingPath(for: option, inline: inline, directory: true)
            case "--report": reportPath = try reader.outputFile(for: option, inline: inline)
            case "--list": listOnly = true
            case "--color":
                color = try reader.colorChoice(for: option, inline: inline)
            case "--timeout-scale":
                let value = try reader.value(for: option, inline: inline)
                guard let factor = Double(value), factor > 0, factor.isFinite else {
                    throw UsageError("--timeout-scale takes a positive number, got '\(value)'", command: name)
                }
                timeoutScale = factor
            default: throw UsageError("unknown option '\(option)'", command: name)
            }
        }
        let suite: ConformanceSuite
        do {
            suite = try suiteDirectory.map { directory throws(CaseFileError) in try ConformanceSuite.load(directory: directory) }
                ?? ConformanceSuite.embedded()
        } catch {
            Console.error("uistate conformance: invalid case file: \(error)")
            return 2
        }
        var runner = ConformanceRunner(suite: suite, command: command, filter: filter, framings: framings)
        runner.timeoutScale = timeoutScale
        if listOnly {
            Console.out(runner.plan.map { "\($0.0.id) [\($0.1.rawValue)]" }.joined(separator: "\n"))
            return 0
        }
        guard !command.isEmpty else { throw UsageError("give the server's command line, e.g. 'uistate conformance -- uistate serve'", command: name) }
        guard let program = command.first, ExecutableLookup.isRunnable(program) else {
            throw UsageError("cannot run '\(command[0])': no such executable (give a path, e.g. ./my-server, or a name on PATH)", command: name)
        }
        guard !runner.plan.isEmpty else {
            Console.error("uistate conformance: no case matches the filters")
            return 1
        }
        let style = color.style(for: 1)
        let results: [CaseResult]
        do {
            // The runner blocks on each server's pipes and deadlines for the whole run: a thread
            // of its own, with the main thread's stack (it parses the servers' JSON).
            results = try await DetachedThread.run(stackSize: DetachedThread.mainThreadStack) { [runner] in
                runner.run { result in
                    if result.passed {
                        Console.out(style.paint("ok  ", .passed) + " \(result.label)")
                    } else {
                        Console.out(style.paint("FAIL", .failed) + " \(result.label): \(result.reason ?? "failed")")
                    }
                }
            }
        } catch {
            Console.error("uistate conformance: cannot start the thread that runs the cases: \(error)")
            return 1
        }
        let failed = results.count { !$0.passed }
        if let reportPath, !write(runner.report(results), to: reportPath) {
            Console.error("uistate conformance: cannot write the report to \(reportPath)")
            return 1
        }
        Console.out("\(results.count - failed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    private static func write(_ report: JSONValue, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        let bytes = report.serialized(.pretty) + [0x0A]
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }
}
