import Conformance
import JSONValue
#if canImport(Glibc)
import Glibc
#endif

/// `uistate conformance`: runs the protocol conformance suite against any server command.
enum ConformanceCommand: Command {
    static let name = "conformance"
    static let summary = "Run the protocol conformance suite against a server command."
    static let help = """
        Usage: uistate conformance [options] -- COMMAND [ARGS…]

        Starts COMMAND once per case and framing, speaks to it over its stdin and stdout, and
        checks every reply against the suite (protocol/conformance/). Prints one line per case
        ('ok …' or 'FAIL …: reason') and closes with 'N passed, N failed'. Exits 0 when every
        selected case passed, 1 otherwise, 2 for a bad command line.

        Example: uistate conformance -- uistate serve

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
          --help                   Show this help.
        """

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        let separator = arguments.firstIndex(of: "--")
        let options = separator.map { Array(arguments[..<$0]) } ?? arguments
        let command = separator.map { Array(arguments[($0 + 1)...]) } ?? []
        var filter = CaseFilter()
        var framings = WireFraming.allCases
        var suiteDirectory: String?
        var reportPath: String?
        var listOnly = false
        var timeoutScale = 1.0
        var reader = ArgumentReader(options, command: name)
        while let (option, inline) = try reader.nextOption() {
            switch option {
            case "--filter": filter.include.append(try reader.value(for: option, inline: inline))
            case "--exclude": filter.exclude.append(try reader.value(for: option, inline: inline))
            case "--framing":
                let value = try reader.choice(for: option, inline: inline, from: ["content-length", "newline", "both"])
                framings = WireFraming(rawValue: value).map { [$0] } ?? WireFraming.allCases
            case "--suite": suiteDirectory = try reader.value(for: option, inline: inline)
            case "--report": reportPath = try reader.value(for: option, inline: inline)
            case "--list": listOnly = true
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
        guard !command.isEmpty else { throw UsageError("give the server command after '--'", command: name) }
        guard !runner.plan.isEmpty else {
            Console.error("uistate conformance: no case matches the filters")
            return 1
        }
        let results = runner.run { result in
            if result.passed {
                Console.out("ok   \(result.label)")
            } else {
                Console.out("FAIL \(result.label): \(result.reason ?? "failed")")
            }
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
