#if canImport(Glibc)
import Glibc
#endif
import Explore
import Foundation
import Features
import JSON
import FeatureKit
import Scenario
import Synchronization

/// `uistate explore FEATURE`: breadth-first search over what a user can do, with coverage,
/// the shortest scenario to every distinct screen and to every broken invariant.
enum ExploreCommand: Command {
    static let name = "explore"
    static let summary = "Explore a feature's reachable states; write coverage and scenarios."
    static let help = """
        Usage: uistate explore FEATURE [--depth N] [--max-states N] [--inputs FILE]
                               [--invariants FILE] [--preset dependency=preset ...]
                               [--env-variants] [--relaunch] [--output DIR] [--jobs N] [--shard I/N]
                               [--shard-depth D] [--plugin PATH ...]
               uistate explore --merge REPORT... [--output DIR]

        Searches breadth-first from the launched FEATURE (test clock): taps every enabled node
        nothing covers, types each sample into every text field (the feature's own samples, the
        --inputs file's, then empty, short, ten and eleven characters, over-long, and phone-number
        edges for number pads), makes appear-able rows appear and advances the clock to the next
        timer. States are told apart by their canonical state, pending effects and time to the
        next timer. Prints a coverage summary; with --output writes DIR/coverage.json, one
        scenario per distinct screen (DIR/screens/, each replays green with `uistate replay`) and
        one per broken invariant (DIR/violations/, each replays red at its last step).

        Options:
          --depth N            The longest path, in inputs (default 8).
          --max-states N       Stop after N distinct states (default 1000000).
          --inputs FILE        JSON: {"fieldId": ["text", ...]} tried before the defaults.
          --invariants FILE    JSON: {"name": <JSON Schema over {"state", "view"}>}; the built-in
                               invariants are always checked.
          --preset dep=name    Choose a dependency preset (repeatable).
          --env-variants       Also switch the dynamic type size to xSmall, large and
                               accessibilityExtraExtraExtraLarge from every state.
          --relaunch           Also kill and start the app again (same storage) from every state.
          --output DIR         Write coverage.json and the scenarios into DIR.
          --jobs N             Expand N states at a time (default 1; results do not depend on N).
          --shard I/N          Explore only the I-th of N parts, counting from 1 as replay's
                               --shard does (1/4 … 4/4): the states at the shard depth are
                               dealt out by index; merge the reports with --merge.
          --shard-depth D      The depth whose states are dealt out (default 1).
          --merge REPORT...    Merge coverage.json files of shards into one report.
          --plugin PATH        Explore a feature of the plugin executable PATH (repeatable; the
                               first that lists FEATURE): the plugin runs the same search in
                               its own process (`explore/run`), e.g.
                               uistate explore stepper --plugin .build/debug/stepper-plugin
          --help               Show this help.

        A progress line goes to stderr when it is a terminal, rewritten in place (depth, states,
        transitions, states per second); otherwise one line at the end (what was explored, how
        long it took, how fast, the peak memory, where it was written). Screen scenarios are named
        by what they show: the navigation title, then the inputs of the path with the labels
        the user saw (screens/relationship--tap-가족--tap-다음.scenario.json).
        Features: \(BuiltInPlugins.features.map { $0.name }.joined(separator: ", ")).
        Exit codes: 0 no invariant broken, 1 a violation was found (or the run failed), 2 bad usage.
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        let invocation = try ExploreInvocation(arguments)
        if !invocation.mergePaths.isEmpty { return merge(invocation) }
        try PluginServing.checkRunnable(invocation.plugins, command: name)
        guard let feature = BuiltInPlugins.features.first(where: { $0.name == invocation.feature }) else {
            if !invocation.plugins.isEmpty, let requested = invocation.feature {
                return try await explore(requested, inPlugins: invocation)
            }
            let names = BuiltInPlugins.features.map(\.name)
            throw UsageError("unknown feature '\(invocation.feature ?? "")'; features: \(names.joined(separator: ", "))", command: name)
        }
        let options: ExploreOptions
        do {
            options = try invocation.options()
        } catch {
            Console.error("uistate explore: \(error)")
            return 2
        }
        let terminal = isatty(2) == 1
        return await explore(feature, options: options, output: invocation.output, showsProgress: terminal)
    }

    /// On a terminal stderr gets the progress line; elsewhere (a CI log, stdout redirected to a
    /// file) one line at the end says what ran and how long it took.
    private static func summarize(_ report: JSONValue, output: String?, since start: ContinuousClock.Instant) {
        guard isatty(2) != 1 else { return }
        let seconds = Double((ContinuousClock.now - start) / .milliseconds(1)) / 1000
        let states = Double(report["states"]?.integerValue ?? 0)
        let rate = seconds > 0 ? String(format: "%.0f", states / seconds) : "?"
        let timing = " in \(String(format: "%.1f", seconds)) s (\(rate) states/s, peak RSS \(peakResidentMegabytes()) MB)"
        Console.error(CoverageReport.oneLine(report) + timing + (output.map { "; wrote \($0)" } ?? ""))
    }

    /// This process's peak resident memory, in MB.
    private static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
    }

    private static func explore(_ feature: FeatureDefinition, options: ExploreOptions, output: String?, showsProgress: Bool) async -> Int32 {
        let explorer = Explorer(feature: feature, options: options)
        let start = ContinuousClock.now
        do {
            // Rewritten at most ten times a second: a fast search reports thousands of chunks.
            let throttle = ProgressThrottle()
            let showProgress: @Sendable (Explorer.Progress) -> Void = { progress in
                let now = ContinuousClock.now
                guard throttle.isDue(at: now) else { return }
                let seconds = Double((now - start) / .milliseconds(1)) / 1000
                let rate = seconds > 0 ? Int(Double(progress.states) / seconds) : 0
                let line = "depth \(progress.depth): \(progress.states) states, \(progress.transitions) transitions, "
                    + "\(progress.frontier) to expand, \(progress.violations) violation(s), \(rate) states/s"
                Console.error("\r\u{1B}[2K" + line, newline: false)
            }
            let result = try await explorer.run(progress: showsProgress ? showProgress : nil)
            if showsProgress { Console.error("\r\u{1B}[2K", newline: false) }
            let report: JSONValue
            if let output {
                report = try await ExplorationWriter(feature: feature, options: options).write(result, to: output)
            } else {
                report = CoverageReport.json(result, depth: options.depth)
            }
            Console.out(CoverageReport.summary(report))
            summarize(report, output: output, since: start)
            return result.violations.isEmpty ? 0 : 1
        } catch {
            Console.error("uistate explore: \(error)")
            return 1
        }
    }

    /// Explores `feature` in the first plugin that lists it (the search runs in the plugin).
    private static func explore(_ feature: String, inPlugins invocation: ExploreInvocation) async throws(UsageError) -> Int32 {
        let params: JSONValue
        do {
            params = try invocation.runParams(feature: feature)
        } catch {
            Console.error("uistate explore: \(error)")
            return 2
        }
        let start = ContinuousClock.now
        switch await report(of: feature, params: params, from: invocation.plugins) {
        case .success(let report?):
            Console.out(CoverageReport.summary(report))
            summarize(report, output: invocation.output, since: start)
            return (report["violations"]?.arrayValue ?? []).isEmpty ? 0 : 1
        case .success(nil):
            let names = BuiltInPlugins.features.map(\.name)
            throw UsageError("unknown feature '\(feature)': neither built in (\(names.joined(separator: ", "))) nor listed by a --plugin", command: name)
        case .failure(let error):
            Console.error("uistate explore: \(ErrorWording.describe(error))")
            return ErrorWording.isUsage(error) ? 2 : 1
        }
    }

    /// Asks each plugin in turn for its features; the first that lists `feature` runs the
    /// search and its report is returned (nil when none lists it).
    private static func report(of feature: String, params: JSONValue, from plugins: [String]) async -> Result<JSONValue?, any Error> {
        for plugin in plugins {
            do {
                let connection = try ServerConnection.spawn([plugin])
                defer { connection.kill() }
                try await connection.initialize()
                guard try await PluginServing.featureNames(of: connection).contains(feature) else {
                    await connection.shutDown()
                    continue
                }
                let report = try await connection.call("explore/run", params)
                await connection.shutDown()
                return .success(report)
            } catch {
                return .failure(error)
            }
        }
        return .success(nil)
    }

    private static func merge(_ invocation: ExploreInvocation) -> Int32 {
        do {
            let reports = try invocation.mergePaths.map { path in try JSONValue(parsing: try FileReading.bytes(at: path)) }
            let merged = try CoverageReport.merge(reports)
            if let output = invocation.output {
                try ExplorationWriter.saveReport(merged, to: output)
            }
            Console.out(CoverageReport.summary(merged))
            return (merged["violations"]?.arrayValue ?? []).isEmpty ? 0 : 1
        } catch {
            Console.error("uistate explore --merge: \(error)")
            return 1
        }
    }
}

/// Lets a progress line through at most every tenth of a second.
private final class ProgressThrottle: Sendable {
    private let lastShown = Mutex<ContinuousClock.Instant?>(nil)

    func isDue(at now: ContinuousClock.Instant) -> Bool {
        lastShown.withLock { last in
            guard last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
            last = now
            return true
        }
    }
}
