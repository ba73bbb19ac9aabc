/// The results of a replay, in run order, and the exit code they call for.
package struct ReplayReport: Sendable {
    package var results: [ScenarioResult]
    /// Files of the scenarios not started because `maxFailures` was reached, in path order.
    package var notRun: [String]

    package init(results: [ScenarioResult], notRun: [String] = []) {
        self.results = results
        self.notRun = notRun
    }

    package var passed: Int { results.count { $0.status == .passed } }
    package var failed: Int { results.count { $0.status == .failed } }
    package var errors: Int { results.count { $0.status == .error } }

    /// 0 all passed, 1 a scenario failed, 2 a file could not be used (takes precedence: the
    /// suite itself needs fixing).
    package var exitCode: Int32 {
        if errors > 0 { return 2 }
        if failed > 0 { return 1 }
        return 0
    }
}
