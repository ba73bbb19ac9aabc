import StoreRuntime

// MARK: - Finishing

extension TestStore {
    /// Ends the test: waits for effects (up to `timeout` for those not parked on the test
    /// clock), then fails for every received action not asserted and every effect still in
    /// flight, and cancels what is left so nothing outlives the test.
    ///
    /// ```swift
    /// await store.send(.incrementButtonTapped) { $0.count = 1 }
    /// await store.finish() // fails if the debounced fact request is still pending
    /// ```
    nonisolated(nonsending) public func finish(
        timeout: Duration? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await prepare()
        try? await store.settle(timeout: timeout ?? self.timeout)
        let (received, exhaustivity, actions) = book.withLock { book in
            Self.absorb(log.take(), into: &book)
            defer {
                book.received.removeAll()
                book.isFinished = true
            }
            return (book.received, book.exhaustivity, book.actions)
        }
        let effects = await store.effects.filter { $0.parent == nil && !$0.isCancelled }
        await checkEffectErrors(at: site)

        switch exhaustivity {
        case .on:
            if !received.isEmpty {
                onFailure(site.failure(Self.unexpectedActionsMessage(received)))
            }
            for group in Self.byAction(effects) {
                onFailure(site.failure(inFlightMessage(group, actions: actions)))
            }
        case .off(showSkippedAssertions: true):
            if !received.isEmpty {
                onFailure(site.failure("""
                    Skipped receiving \(received.count) \(received.count == 1 ? "action" : "actions"): …

                    \(Self.list(received.map(\.record)))
                    """, kind: .skippedAssertion))
            }
            for group in Self.byAction(effects) {
                onFailure(site.failure("Skipped an effect still in flight: …\n\n" + effectLines(group, actions: actions), kind: .skippedAssertion))
            }
        case .off:
            break
        }
        await skipInFlightEffects()
    }

    /// Cancels every effect in flight and waits for them to unwind, so that `finish()` does not
    /// report them.
    nonisolated(nonsending) public func skipInFlightEffects() async {
        await store.cancelAllEffects()
        try? await store.settle(timeout: timeout)
    }

    // MARK: - Messages

    private static func byAction(_ effects: [EffectInfo<Action>]) -> [[EffectInfo<Action>]] {
        var groups: [Int: [EffectInfo<Action>]] = [:]
        for effect in effects { groups[effect.startedBy, default: []].append(effect) }
        return groups.keys.sorted().compactMap { groups[$0] }
    }

    private func inFlightMessage(_ effects: [EffectInfo<Action>], actions: [Int: Action]) -> String {
        let onClock = effects.contains { $0.status != .running }
        let hint = onClock
            ? "advance the test clock past its sleeps (`\(advanceHint)`), "
            : "make it finish (a dependency that never returns keeps it running), "
        return """
            An effect returned for this action is still running. It must complete before the end of the test. …

            \(effectLines(effects, actions: actions))

            To fix, \(hint)send an action that cancels it, or call `await store.skipInFlightEffects()` if it is meant to outlive the test.
            """
    }

    private func effectLines(_ effects: [EffectInfo<Action>], actions: [Int: Action]) -> String {
        let action = effects.first.map { actions[$0.startedBy].map(Self.describe) ?? Self.describe($0.action) } ?? ""
        let list = effects.map { effect in
            let status = switch effect.status {
            case .running: "running"
            case .waitingOnTestClock: "waiting on the test clock"
            case .waitingOnChildren: "waiting on the test clock or its steps"
            }
            return "    \(effect.id) (\(status))"
        }
        return "  Action:\n    \(action)\n\n  Effects:\n" + list.joined(separator: "\n")
    }
}
