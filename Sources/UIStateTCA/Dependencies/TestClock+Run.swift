// MARK: - Running a test clock to its end

extension TestClock {
    /// Advances to each deadline in turn until no sleeper is left, as swift-clocks' `run`:
    /// `await clock.run(timeout: .seconds(7))` at the end of a test whose effects sleep.
    ///
    /// Each wake-up waits for the stores on this clock to settle, so the run is deterministic and
    /// `timeout` (real time in swift-clocks) is not needed to keep it from ending early; it is
    /// accepted and ignored. What it guards against, a timer that schedules itself forever, is
    /// bounded by wake-ups instead: after `wakeUpLimit` the run stops and the test fails.
    public func run(
        timeout: Duration = .milliseconds(1),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        var wakeUps = 0
        while let deadline = nextDeadline {
            guard wakeUps < Self.wakeUpLimit else {
                FailureReporter(creationFile: filePath).fail(
                    "The test clock was still scheduling sleeps after \(Self.wakeUpLimit) wake-ups: a timer that never stops keeps `run` from ending. Cancel it, or advance by a duration instead.",
                    fileID: fileID, file: filePath, line: line, column: column)
                return
            }
            wakeUps += 1
            await advance(to: deadline)
        }
    }

    /// How many deadlines `run(timeout:)` advances to before it calls the clock endless.
    static let wakeUpLimit = 100_000
}

// MARK: - Suspending forever

extension Task where Success == Never, Failure == Never {
    /// Suspends until the task is cancelled, then throws `CancellationError`, as
    /// swift-concurrency-extras spells it: a client endpoint that never answers in a test
    /// (`$0.factClient.fetch = { _ in try await Task.never() }`).
    public static func never() async throws -> Never {
        let stream = AsyncStream<Never> { _ in }
        for await _ in stream {}
        throw Swift.CancellationError()
    }
}
