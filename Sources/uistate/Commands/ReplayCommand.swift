import Dispatch
import Foundation
import Scenario
import ScenarioInProcess

/// `uistate replay PATH…`: runs scenario files in-process and reports, with exit codes CI reads.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay scenario files (*.scenario.json) and report: pretty, tap, junit or json."
    static let help = """
        Usage: uistate replay PATH… [options]

        Replays scenarios in-process against the built-in features. A PATH is a scenario file or
        a directory searched recursively for *.scenario.json (files named *.steps.json are
        fragments for "include" and are not run on their own). Scenarios run in path order.
        Format: protocol/scenario/README.md.

        Options:
          --filter TEXT          Only scenarios whose name or path contains TEXT.
          --tags a,b             Only scenarios tagged with at least one of these.
          --reporter NAME        pretty (default), tap, junit or json.
          --output FILE          Write the report to FILE; the pretty report still goes to stdout.
          --update-snapshots     Record snapshot files instead of comparing them.
          --timings              Add wall-clock durations (reports are otherwise byte-identical
                                 from run to run).
          --help                 Show this help.

        Exit codes: 0 every scenario passed; 1 a scenario failed; 2 a file could not be used
        (not JSON, not a scenario, an unknown feature, preset or action) or a bad command line.
        The other scenarios still run.
        """

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        var paths: [String] = []
        var options = ReplayOptions()
        var reporter = ReplayReporter.pretty
        var output: String?
        var flags: [String] = []
        for argument in arguments {
            if argument.hasPrefix("--") || !flags.isEmpty { flags.append(argument) } else { paths.append(argument) }
        }
        var reader = ArgumentReader(flags, command: name)
        while let (option, inline) = try reader.nextOption() {
            switch option {
            case "--filter": options.filter = try reader.value(for: option, inline: inline)
            case "--tags":
                options.tags = try reader.value(for: option, inline: inline).split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            case "--reporter":
                let value = try reader.choice(for: option, inline: inline, from: ReplayReporter.allCases.map(\.rawValue))
                reporter = ReplayReporter(rawValue: value) ?? .pretty
            case "--output": output = try reader.value(for: option, inline: inline)
            case "--update-snapshots": options.updateSnapshots = true
            case "--timings": options.timings = true
            default: throw UsageError("unknown option '\(option)' (paths go before options)", command: name)
            }
        }
        guard !paths.isEmpty else { throw UsageError("give at least one scenario file or directory", command: name) }

        let report = runBlocking(paths: paths, options: options)
        let text = reporter.render(report, timings: options.timings)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                Console.error("uistate replay: cannot write \(output): \(error.localizedDescription)")
                return 2
            }
            if reporter != .pretty { Console.out(ReplayReporter.pretty.render(report, timings: options.timings)) }
            else { Console.out("report written to \(output)") }
        } else {
            Console.out(String(text.dropLast()))
        }
        return report.exitCode
    }

    /// Runs the suite on the cooperative pool while this (main) thread waits: commands are
    /// synchronous, the stores are actors.
    private static func runBlocking(paths: [String], options: ReplayOptions) -> ReplayReport {
        let box = ReportBox()
        let done = DispatchSemaphore(value: 0)
        let showProgress = isatty(2) == 1
        Task {
            let report = await ReplaySuite(options: options).run(paths: paths, factory: InProcessSessionFactory()) { index, total, name in
                guard showProgress else { return }
                let line = index < total ? "[\(index + 1)/\(total)] \(name)" : ""
                // \r and erase-to-end keep one progress line, cleared at the end.
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
            }
            box.report = report
            done.signal()
        }
        done.wait()
        return box.report ?? ReplayReport(results: [])
    }
}

/// Hands the report from the task to the waiting thread; the semaphore orders the write
/// before the read, so the unchecked Sendable is safe.
private final class ReportBox: @unchecked Sendable {
    var report: ReplayReport?
}
