public import StoreRuntime
import JSON

// MARK: - Receiving actions from effects

extension TestStore where Action: Equatable {
    /// Asserts that the next action an effect sent is `expected`, and checks the state it left.
    ///
    /// Waits until the store is settled: under the test clock that takes no wall-clock time for
    /// effects parked on the clock; effects running on anything else are waited for up to
    /// `timeout` (the test store's `timeout` by default).
    ///
    /// ```swift
    /// await store.receive(.factResponse("1 is a good number.")) {
    ///     $0.fact = "1 is a good number."
    /// }
    /// ```
    nonisolated(nonsending) public func receive(
        _ expected: Action,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        await receive(
            matching: { $0 == expected },
            described: Self.describe(expected),
            expected: expected,
            timeout: timeout,
            update: updateStateToExpectedResult,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}

extension TestStore {
    /// Asserts that the next action an effect sent satisfies `predicate`.
    ///
    /// ```swift
    /// await store.receive(where: { if case .searchResponse = $0 { true } else { false } }) {
    ///     $0.results = ["milk"]
    /// }
    /// ```
    nonisolated(nonsending) public func receive(
        where predicate: (Action) -> Bool,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        await receive(
            matching: predicate,
            described: "an action matching the predicate",
            expected: nil,
            timeout: timeout,
            update: updateStateToExpectedResult,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Asserts that the next action an effect sent is the case `casePath` names, whatever its
    /// payload.
    ///
    /// ```swift
    /// await store.receive(Feature.Action.responsePath) { $0.isLoading = false }
    /// ```
    nonisolated(nonsending) public func receive<Value>(
        _ casePath: CasePath<Action, Value>,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        await receive(
            matching: { casePath.extract($0) != nil },
            described: "an action of the case path's case",
            expected: nil,
            timeout: timeout,
            update: updateStateToExpectedResult,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Asserts that the next action an effect sent is the case `casePath` names with `value`.
    nonisolated(nonsending) public func receive<Value: Equatable>(
        _ casePath: CasePath<Action, Value>,
        _ value: Value,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        await receive(
            matching: { casePath.extract($0) == value },
            described: Self.describe(casePath.embed(value)),
            expected: casePath.embed(value),
            timeout: timeout,
            update: updateStateToExpectedResult,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Drops the actions effects sent that no `receive` asserted (they stay in history).
    nonisolated(nonsending) public func skipReceivedActions() async {
        await prepare()
        if store.dependencies.testClock != nil {
            try? await store.settle(timeout: timeout)
        }
        book.withLock { book in
            Self.absorb(log.take(), into: &book)
            book.received.removeAll()
        }
    }

    // MARK: - Matching

    nonisolated(nonsending) private func receive(
        matching predicate: (Action) -> Bool,
        described: String,
        expected: Action?,
        timeout: Duration?,
        update: ((inout State) throws -> Void)?,
        at site: CallSite
    ) async {
        await prepare()
        let timeout = timeout ?? self.timeout
        let timedOut = await waitForReceivedActions(timeout: timeout)
        let (received, exhaustivity) = book.withLock { book in
            Self.absorb(log.take(), into: &book)
            return (book.received, book.exhaustivity)
        }

        guard !received.isEmpty else {
            onFailure(site.failure("Expected to receive \(described), but received none.\n\n" + (await waitingHint(timedOut: timedOut, timeout: timeout))))
            return
        }
        let index: Int
        switch exhaustivity {
        case .on:
            index = 0
            let first = received[0]
            if let action = first.record.action, !predicate(action) {
                onFailure(site.failure(unexpectedActionMessage(action, expected: expected, described: described)))
            }
        case .off(let showSkipped):
            guard let match = received.firstIndex(where: { $0.record.action.map(predicate) ?? false }) else {
                onFailure(site.failure("""
                    Expected to receive \(described), but didn't get one.

                      Received instead:
                    \(Self.list(received.map(\.record)))
                    """))
                return
            }
            index = match
            if showSkipped && match > 0 {
                onFailure(site.failure("""
                    Skipped receiving \(match) \(match == 1 ? "action" : "actions") before \(described): …

                    \(Self.list(received[..<match].map(\.record)))
                    """, kind: .skippedAssertion))
            }
        }
        let taken = book.withLock { book -> Received? in
            guard book.received.count > index else { return nil }
            book.received.removeFirst(index)
            return book.received.removeFirst()
        }
        guard let taken else { return }
        let step = Step(record: taken.record, before: taken.before, sharedBefore: taken.sharedBefore, exhaustivity: exhaustivity)
        let action = taken.record.action.map(Self.describe) ?? described
        expectState(step, update: update, doing: "received \(action)", at: site)
        await checkEffectErrors(at: site)
    }

    /// Waits until an action has been received and the store is settled (test clock), or until
    /// an action arrives, the store settles, or `timeout` passes (live clock).
    ///
    /// - Returns: whether waiting gave up after `timeout`.
    private func waitForReceivedActions(timeout: Duration) async -> Bool {
        if store.dependencies.testClock != nil {
            do {
                try await store.settle(timeout: timeout)
                return false
            } catch {
                return true
            }
        }
        // Under a live clock an effect may send an action and keep running, so waiting for it
        // to finish could wait forever; poll for the action instead.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let hasReceived = book.withLock { book in
                Self.absorb(log.take(), into: &book)
                return !book.received.isEmpty
            }
            if hasReceived { return false }
            if await store.isSettled { return false }
            if clock.now >= deadline { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Why nothing was received, and what to try.
    private func waitingHint(timedOut: Bool, timeout: Duration) async -> String {
        let effects = await store.effects
        if timedOut {
            let running = effects.filter { $0.status == .running }.map(\.id.description).joined(separator: ", ")
            return "Effects were still running after \(timeout) (\(running)). To fix, make them finish, or pass a longer `timeout:`."
        }
        if effects.contains(where: { $0.status == .waitingOnTestClock }) {
            return "An effect is waiting on the test clock. To fix, advance it first: `\(advanceHint)`."
        }
        return "No effect is in flight that could send one. To fix, check that the reducer returns the effect that sends it."
    }

    private func unexpectedActionMessage(_ action: Action, expected: Action?, described: String) -> String {
        guard let expected else {
            return """
                Received unexpected action: …

                  Received: \(Self.describe(action))
                  Expected: \(described)

                To fix, receive the actions in the order effects sent them.
                """
        }
        let diff = LineDiff.render(expected: ValueDumper.lines(expected), actual: ValueDumper.lines(action), format: .typographic)
            .split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        return """
            Received unexpected action: …

            \(diff)

            (Expected: \u{2212}, Received: +)

            To fix, receive the actions in the order effects sent them.
            """
    }
}

// MARK: - For test stores built on this one

extension TestStore {
    /// How many actions effects sent that no `receive` has asserted yet, once the store settled
    /// (TCA's spelling asks before skipping them strictly).
    package func unassertedReceivedActionCount() async -> Int {
        await prepare()
        if store.dependencies.testClock != nil {
            try? await store.settle(timeout: timeout)
        }
        return book.withLock { book in
            Self.absorb(log.take(), into: &book)
            return book.received.count
        }
    }
}
