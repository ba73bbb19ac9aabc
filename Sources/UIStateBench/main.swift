import Foundation

// Benchmarks, one suite per subcommand; benchmarks/run.sh runs each beside its C baseline.
let suites: [String: ([String]) throws -> Void] = [
    "json": JSONBench.run(arguments:),
    "bridge": BridgeBench.run(arguments:),
    "components": { _ in ComponentsBench.run() },
    "store": { arguments in runAsync { await StoreBench.run(arguments: arguments) } },
    "fork": { arguments in runAsync { await ForkBench.run(arguments: arguments) } },
    "explore": { arguments in runAsync { await ExploreBench.run(arguments: arguments) } },
]

/// Runs an async suite to completion from this synchronous entry point.
func runAsync(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    done.wait()
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites[name] else {
    FileHandle.standardError.write(Data("usage: UIStateBench \(suites.keys.sorted().joined(separator: "|")) [ARGS…]\n".utf8))
    exit(2)
}
do {
    try suite(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("UIStateBench \(name): \(error)\n".utf8))
    exit(1)
}
