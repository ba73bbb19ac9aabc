import Components
import Foundation
import Features
import Scenario
import HostCore
import Transport

/// A parsed `uistate replay` command line, and the replay it asks for.
struct ReplayInvocation: Sendable {
    var paths: [String] = []
    var options = ReplayOptions()
    var reporter = ReplayReporter.pretty
    /// `--reporter html`: a static page in the `--output` directory instead of a text report.
    var htmlReport = false
    /// `--open`: print the report's address to open, once it is written.
    var openReport = false
    /// `--device`: the device the HTML report draws its screens on; a bare 390 × 844 screen
    /// without it.
    var device: Device?
    var output: String?
    var server: [String]?
    /// `--plugin`: executables whose features a child `uistate serve` hosts beside the built-ins.
    var plugins: [String] = []
    var watch = false
    var color = ColorChoice.auto
    /// Hidden (tests): stop watching after this many polls.
    var watchIterations: Int?
    /// Hidden (tests): the polling interval.
    var watchIntervalMs = 500

    init(_ arguments: [String], command: String) throws(UsageError) {
        var reader = ArgumentReader(arguments, command: command, hidden: ["--watch-iterations", "--watch-interval-ms"])
        var paths: [String] = []
        while let (option, inline) = try reader.nextOption(positional: { paths.append($0) }) {
            switch option {
            case "--server":
                // Every word up to `--` (or the end) is the server's command line.
                let words = (inline.map { [$0] } ?? []) + reader.wordsUntilSeparator()
                guard !words.isEmpty else {
                    throw UsageError("--server needs a command, e.g. --server uistate serve -- DIR", command: command)
                }
                server = words
            case "--plugin": plugins.append(try reader.value(for: option, inline: inline))
            case "--filter": options.filter = try reader.value(for: option, inline: inline)
            case "--tags":
                options.tags = try reader.value(for: option, inline: inline).split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            case "--reporter":
                let value = try reader.choice(for: option, inline: inline, from: ReplayReporter.allCases.map(\.rawValue) + ["html"])
                htmlReport = value == "html"
                reporter = ReplayReporter(rawValue: value) ?? .pretty
            case "--output": output = try reader.value(for: option, inline: inline)
            case "--update-snapshots": options.updateSnapshots = true
            case "--timings": options.timings = true
            case "--trace": options.traceDirectory = try reader.value(for: option, inline: inline)
            case "--jobs":
                let value = try reader.value(for: option, inline: inline)
                guard let jobs = Int(value), (1...256).contains(jobs) else { throw UsageError("--jobs must be from 1 to 256, not '\(value)'", command: command) }
                options.jobs = jobs
            case "--shard":
                let value = try reader.value(for: option, inline: inline)
                guard let shard = Shard(parsing: value) else { throw UsageError("--shard: " + Shard.refusal(of: value), command: command) }
                options.shard = shard
            case "--timeout":
                let value = try reader.value(for: option, inline: inline)
                guard let seconds = Double(value), seconds >= 0, seconds <= 86_400 else {
                    throw UsageError("--timeout must be seconds from 0 to 86400, not '\(value)'", command: command)
                }
                options.timeout = seconds == 0 ? nil : .milliseconds(Int64(seconds * 1000))
            case "--open": openReport = true
            case "--device":
                device = Device.named(try reader.choice(for: option, inline: inline, from: Device.presets.map(\.name)))
            case "--watch": watch = true
            case "--watch-iterations":
                let value = try reader.value(for: option, inline: inline)
                guard let count = Int(value), count >= 0 else { throw UsageError("--watch-iterations must be a count", command: command) }
                watchIterations = count
            case "--watch-interval-ms":
                let value = try reader.value(for: option, inline: inline)
                guard let interval = Int(value), interval >= 1 else { throw UsageError("--watch-interval-ms must be positive", command: command) }
                watchIntervalMs = interval
            case "--max-failures":
                options.maxFailures = try reader.integer(for: option, inline: inline, in: 1...1_000_000)
            case "--color":
                color = try reader.colorChoice(for: option, inline: inline)
            default: throw UsageError("unknown option '\(option)'", command: command)
            }
        }
        self.paths = paths
        options.screenshots = .taken(by: ChromiumCamera())
        if !plugins.isEmpty {
            guard server == nil else {
                throw UsageError("--plugin and --server cannot be combined; give the plugin to the server: --server uistate serve --plugin PATH", command: command)
            }
            try PluginServing.checkRunnable(plugins, command: command)
            server = PluginServing.serveCommand(plugins: plugins)
        }
        if let program = server?.first, !ExecutableLookup.isRunnable(program) {
            throw UsageError("--server: cannot run '\(program)': no such executable (give a path or a name on PATH)", command: command)
        }
        guard !paths.isEmpty else { throw UsageError("give at least one scenario file or directory (e.g. examples/scenarios)", command: command) }
        for path in paths { try ArgumentReader.requireExisting(path, command: command) }
        if htmlReport {
            guard output != nil else { throw UsageError("--reporter html needs --output DIR (the report is a directory)", command: command) }
            options.recordsSteps = true
        } else if let output {
            try ArgumentReader.requireDirectory(toWrite: output, option: "--output", command: command)
        }
    }

    /// Replays `paths` (the whole suite, or what a watch found changed).
    func replay(paths: [String], progress showProgress: Bool, only: Set<String>? = nil) async -> ReplayReport {
        let showProgress = showProgress && isatty(2) == 1
        let progressStyle = color.style(for: 2)
        let suite = ReplaySuite(options: options)
        var loaded = suite.load(paths: paths)
        if let only {
            loaded = loaded.filter { entry in
                switch entry {
                case .success(let document): only.contains(document.source.path)
                case .failure(let error): only.contains(error.location.file)
                }
            }
        }
        let progress: ReplaySuite.Progress = { done, total, name in
            guard showProgress else { return }
            let line = done < total ? progressStyle.paint("[\(done)/\(total)]", .dim) + " \(name)" : ""
            // \r and erase-to-end keep one progress line, cleared at the end.
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
        }
        guard let server else {
            return await suite.run(loaded: loaded, factory: InProcessSessionFactory(features: BuiltInPlugins.features), progress: progress)
        }
        let pool = ServerPool(command: server, size: options.jobs)
        let report = await suite.run(loaded: loaded, factory: ServerSessionFactory(pool: pool), progress: progress)
        await pool.shutDown()
        return report
    }

    /// Prints or writes the report; returns the exit code.
    func emit(_ report: ReplayReport) -> Int32 {
        if htmlReport, let output { return emitHTML(report, directory: output) }
        let text = reporter.render(report, timings: options.timings)
        if let output {
            do {
                try FileDescriptorIO.replaceFile(atPath: output, with: Array(text.utf8))
            } catch {
                Console.error("uistate replay: cannot write \(output): \(error)")
                return 2
            }
            if reporter != .pretty { Console.out(ReplayReporter.pretty.render(report, timings: options.timings, style: color.style(for: 1))) }
            else { Console.out("report written to \(output)") }
        } else {
            // Only the pretty report is for people; the other formats stay plain for programs.
            let styled = reporter == .pretty ? reporter.render(report, timings: options.timings, style: color.style(for: 1)) : text
            Console.out(String(styled.dropLast()))
        }
        return report.exitCode
    }

    /// Writes `DIR/index.html` with its screens and pictures beside it, and prints the pretty
    /// report (then, with `--open`, the address to open).
    private func emitHTML(_ report: ReplayReport, directory: String) -> Int32 {
        let site = ReplayHTMLReport(screen: HTMLRenderer().device(device), base: FileManager.default.currentDirectoryPath).render(report)
        let root = URL(fileURLWithPath: directory)
        let index = root.appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for folder in ["screens", "screenshots"] {
                try? FileManager.default.removeItem(at: root.appendingPathComponent(folder))
            }
            for (path, bytes) in site.files.sorted(by: { $0.key < $1.key }) {
                try FileDescriptorIO.replaceFile(atPath: root.appendingPathComponent(path).path, with: bytes)
            }
            try FileDescriptorIO.replaceFile(atPath: index.path, with: Array(site.index.utf8))
        } catch {
            Console.error("uistate replay: cannot write \(index.path): \(error)")
            return 2
        }
        Console.out(ReplayReporter.pretty.render(report, timings: options.timings, style: color.style(for: 1)) + "report written to \(index.path)")
        if openReport { Console.out("open " + index.standardizedFileURL.absoluteString) }
        return report.exitCode
    }
}
