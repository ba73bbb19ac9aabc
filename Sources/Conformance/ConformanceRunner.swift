package import JSON

/// Runs the server cases of a suite against a server command, one process per case and framing.
///
/// ```swift
/// let runner = ConformanceRunner(suite: try .embedded(), command: ["uistate", "serve"])
/// let results = runner.run { result in print(result.passed ? "ok" : "FAIL", result.label) }
/// ```
package struct ConformanceRunner: Sendable {
    package var suite: ConformanceSuite
    package var command: [String]
    package var filter: CaseFilter
    /// Framings to run; cases written for one framing run only in it.
    package var framings: [WireFraming]
    /// Multiplies the cases' reply and exit deadlines (not their `silence` and `sleep`), for
    /// servers that start slowly or machines under load. 1 by default.
    package var timeoutScale: Double = 1

    package init(suite: ConformanceSuite, command: [String], filter: CaseFilter = CaseFilter(),
                framings: [WireFraming] = WireFraming.allCases) {
        self.suite = suite
        self.command = command
        self.filter = filter
        self.framings = framings
    }

    /// The (case, framing) pairs that will run: server cases selected by the filter.
    package var plan: [(ConformanceCase, WireFraming)] {
        suite.cases.filter { $0.subject == .server && filter.selects($0.id) }.flatMap { testCase in
            testCase.framings.filter(framings.contains).map { (testCase, $0) }
        }
    }

    /// Runs the plan in order, calling `progress` after each run.
    package func run(progress: (CaseResult) -> Void = { _ in }) -> [CaseResult] {
        plan.map { testCase, framing in
            let result = CaseRunner(testCase: testCase, framing: framing, command: command, timeoutScale: timeoutScale).run()
            progress(result)
            return result
        }
    }

    /// The JSON report written by `--report`.
    package func report(_ results: [CaseResult]) -> JSONValue {
        let failed = results.count { !$0.passed }
        return [
            "command": .array(command.map { .string($0) }),
            "passed": .integer(Int64(results.count - failed)),
            "failed": .integer(Int64(failed)),
            "cases": .array(results.map(\.jsonValue)),
        ]
    }
}
