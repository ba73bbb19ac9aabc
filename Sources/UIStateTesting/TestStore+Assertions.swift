public import StoreRuntime
import JSON

// MARK: - Checking state

extension TestStore {
    /// Checks the state a processed action left against the test's closure, as the exhaustivity
    /// setting says, and reports any mismatch with a diff.
    func expectState(
        _ step: Step<State, Action>,
        update: ((inout State) throws -> Void)?,
        doing: String,
        at site: CallSite
    ) {
        let actual = step.record.state
        let actualShared = step.record.shared
        // A key first read during the step (a persisted value loaded) held that value before it.
        let sharedBefore = step.sharedBefore.filling(from: store.sharedFirstReads)
        do {
            switch step.exhaustivity {
            case .on:
                let (expected, expectedShared, assignedShared) = try sharedBefore.assigningValues { () throws -> State in
                    var expected = step.before
                    try update?(&expected)
                    return expected
                }
                if !matches(expected, expectedShared, actual, actualShared) {
                    let opening = update == nil
                        ? "State was not expected to change, but a change occurred: …"
                        : "A state change does not match expectation: …"
                    let fix = update == nil
                        ? "To fix, pass a trailing closure that turns the state before the action into the state after it."
                        : "To fix, make the trailing closure turn the state before the action into the state after it; every field it leaves alone must not have changed."
                    onFailure(site.failure("""
                        \(opening)

                        \(diff(expected, expectedShared, actual, actualShared))

                        (Expected: \u{2212}, Actual: +)

                        Action: \(doing). \(fix)
                        """))
                } else if update != nil, !assignedShared, matches(expected, expectedShared, step.before, sharedBefore) {
                    onFailure(site.failure("""
                        Expected state to change, but no change occurred.

                        Action: \(doing). The trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.
                        """))
                }
            case .off(let showSkipped):
                let (expected, expectedShared) = try actualShared.withValues { () throws -> State in
                    var expected = actual
                    try update?(&expected)
                    return expected
                }
                if !matches(expected, expectedShared, actual, actualShared) {
                    onFailure(site.failure("""
                        A state change does not match expectation: …

                        \(diff(expected, expectedShared, actual, actualShared))

                        (Expected: \u{2212}, Actual: +)

                        Action: \(doing). To fix, make the trailing closure assign the values the state has after the action (exhaustivity is off, so the closure receives the state after it).
                        """))
                } else if showSkipped {
                    let (fromBefore, fromBeforeShared) = try sharedBefore.withValues { () throws -> State in
                        var expected = step.before
                        try update?(&expected)
                        return expected
                    }
                    if !matches(fromBefore, fromBeforeShared, actual, actualShared) {
                        onFailure(site.failure("""
                            A state change was not asserted (exhaustivity is off): …

                            \(diff(fromBefore, fromBeforeShared, actual, actualShared))

                            (Expected: \u{2212}, Actual: +)

                            Action: \(doing).
                            """, kind: .skippedAssertion))
                    }
                }
            }
        } catch {
            onFailure(site.failure("Threw error: \(error)\n\nAction: \(doing). The trailing closure threw while building the expected state."))
        }
    }

    /// Checks the store's state as it is now, without sending anything, as TCA's
    /// `store.assert { $0.count = 1 }`: the closure receives the current state and must leave it
    /// as it is (every value it assigns is the value the state has).
    public func assert(
        _ updateStateToExpectedResult: (inout State) throws -> Void,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let actual = state
        let actualShared = store.sharedSnapshot
        do {
            let (expected, expectedShared) = try actualShared.withValues { () throws -> State in
                var expected = actual
                try updateStateToExpectedResult(&expected)
                return expected
            }
            guard !matches(expected, expectedShared, actual, actualShared) else { return }
            onFailure(site.failure("""
                The state does not match expectation: …

                \(diff(expected, expectedShared, actual, actualShared))

                (Expected: \u{2212}, Actual: +)

                To fix, make the trailing closure assign the values the state has now.
                """))
        } catch {
            onFailure(site.failure("Threw error: \(error)\n\nThe trailing closure of assert threw while building the expected state."))
        }
    }

    /// Whether two states are the same, shared values included: compared with `==` and, when the
    /// store has shared values, by their dumps (which read each handle's value).
    private func matches(_ lhs: State, _ lhsShared: SharedSnapshot, _ rhs: State, _ rhsShared: SharedSnapshot) -> Bool {
        guard lhs == rhs else { return false }
        if lhsShared.isEmpty && rhsShared.isEmpty { return true }
        return dumpLines(lhs, lhsShared) == dumpLines(rhs, rhsShared)
    }

    private func dumpLines(_ state: State, _ shared: SharedSnapshot) -> [String] {
        shared.withValues { ValueDumper.lines(state) }.result
    }

    /// The `−`/`+` diff of two states, indented for a failure message.
    func diff(_ expected: State, _ expectedShared: SharedSnapshot, _ actual: State, _ actualShared: SharedSnapshot) -> String {
        LineDiff.render(expected: dumpLines(expected, expectedShared), actual: dumpLines(actual, actualShared), format: .typographic)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }
            .joined(separator: "\n")
    }

    // MARK: - Describing

    /// An action (or any value) on one line when short, else indented under the first line.
    static func describe(_ value: Any) -> String {
        let lines = ValueDumper.lines(value)
        guard lines.count > 1 else { return lines.first ?? "" }
        var joined = ""
        for line in lines.map({ $0.drop(while: { $0 == " " }) }) {
            let tight = joined.isEmpty || joined.hasSuffix("(") || joined.hasSuffix("[") || line.hasPrefix(")") || line.hasPrefix("]")
            joined += (tight ? "" : " ") + line
        }
        if joined.count <= 100 { return joined }
        return lines.enumerated().map { $0.offset == 0 ? $0.element : "    " + $0.element }.joined(separator: "\n")
    }

    /// Records as an indented list of their actions.
    static func list(_ records: [StoreRecord<State, Action>]) -> String {
        records.compactMap(\.action).map { "    " + describe($0) }.joined(separator: "\n")
    }

    /// The failure message for effect-sent actions nobody received.
    static func unexpectedActionsMessage(_ received: [Received]) -> String {
        """
        The store received \(received.count) unexpected \(received.count == 1 ? "action" : "actions"): …

          Unhandled actions:
        \(list(received.map(\.record)))

        To fix, assert them with `await store.receive(…)`, or skip them with `await store.skipReceivedActions()`.
        """
    }

    // MARK: - Effect errors

    /// Fails for each error an effect threw that no `catch` handler took, once each.
    func checkEffectErrors(at site: CallSite) async {
        let errors = await store.unhandledEffectErrors
        let (new, actions) = book.withLock { book in
            defer { book.effectErrorsReported = errors.count }
            return (errors.dropFirst(book.effectErrorsReported), book.actions)
        }
        for failure in new {
            let action = actions[failure.startedBy].map(Self.describe) ?? "action #\(failure.startedBy)"
            onFailure(site.failure("""
                An effect returned for \(action) threw an error that no catch handler took: \(failure.error)

                To fix, give the `.run` effect a `catch:` handler that turns the error into an action.
                """))
        }
    }
}

// MARK: - Shared handles in dumps

extension Shared: TestDumpable {
    /// A handle dumps as the value it currently refers to.
    public var testDumpValue: Any { wrappedValue }
}
