import RPCTestSupport
import StoreRuntime
import UIStateTesting
import Testing

// MARK: - Passing flows

@Test func aFlowThatAssertsEverythingReportsNothing() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.incrementTapped) {
        $0.count = 1
        $0.label = "count 1"
    }
    await store.send(.delayedIncrementTapped)
    await store.advance(by: .seconds(1))
    await store.receive(.delayedIncrementFinished) {
        $0.count = 2
    }
    await store.send(.saveTapped)
    await store.receive(.delegate(.saved(count: 2)))
    await store.finish()
    #expect(failures.all == [])
}

// MARK: - State mismatches

@Test func aWrongExpectationShowsADiffOfExpectedAgainstActual() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.incrementTapped) {
        $0.count = 2
        $0.label = "count 1"
    }
    #expect(failures.messages == [
        """
        A state change does not match expectation: …

            Counter.State(
          \u{2212}   count: 2,
          +   count: 1,
              label: "count 1",
              isTimerRunning: false
            )

        (Expected: \u{2212}, Actual: +)

        Action: sending Counter.Action.incrementTapped. To fix, make the trailing closure turn the state before the action into the state after it; every field it leaves alone must not have changed.
        """,
    ])
}

@Test func aChangeWithoutAClosureFailsNamingTheChange() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.incrementTapped)
    #expect(failures.messages == [
        """
        State was not expected to change, but a change occurred: …

            Counter.State(
          \u{2212}   count: 0,
          \u{2212}   label: "zero",
          +   count: 1,
          +   label: "count 1",
              isTimerRunning: false
            )

        (Expected: \u{2212}, Actual: +)

        Action: sending Counter.Action.incrementTapped. To fix, pass a trailing closure that turns the state before the action into the state after it.
        """,
    ])
}

@Test func aClosureForAnActionThatChangesNothingFails() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.noopTapped) { $0.count = 0 }
    #expect(failures.messages == [
        """
        Expected state to change, but no change occurred.

        Action: sending Counter.Action.noopTapped. The trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure.
        """,
    ])
}

// MARK: - Received actions

@Test func sendingWithUnassertedReceivedActionsFails() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.saveTapped)
    await store.send(.noopTapped)
    #expect(failures.messages == [
        """
        Must handle 1 received action before sending an action: …

          Unhandled actions:
            Counter.Action.delegate(.saved(count: 0))

          Action sent: Counter.Action.noopTapped

        To fix, assert them with `await store.receive(…)` before this send, or skip them with `await store.skipReceivedActions()`.
        """,
    ])
}

@Test func receivingTheWrongActionShowsBothActions() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.saveTapped)
    await store.receive(.delegate(.saved(count: 1)))
    #expect(failures.messages == [
        """
        Received unexpected action: …

          \u{2212} Counter.Action.delegate(.saved(count: 1))
          + Counter.Action.delegate(.saved(count: 0))

        (Expected: \u{2212}, Received: +)

        To fix, receive the actions in the order effects sent them.
        """,
    ])
}

@Test func receivingBeforeTheClockIsAdvancedSaysToAdvanceIt() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.delayedIncrementTapped)
    await store.receive(.delayedIncrementFinished) { $0.count = 1 }
    #expect(failures.messages == [
        """
        Expected to receive Counter.Action.delayedIncrementFinished, but received none.

        An effect is waiting on the test clock. To fix, advance it first: `await store.advance(by: …)`.
        """,
    ])
    await store.skipInFlightEffects()
}

@Test func receivesByPredicateAndByCasePath() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)
    let delegate = CasePath<Counter.Action, Counter.Action.Delegate>(
        embed: { .delegate($0) },
        extract: { if case .delegate(let delegate) = $0 { delegate } else { nil } }
    )

    await store.send(.saveTapped)
    await store.receive(where: { if case .delegate = $0 { true } else { false } })
    await store.send(.saveTapped)
    await store.receive(delegate)
    await store.send(.saveTapped)
    await store.receive(delegate, .saved(count: 0))
    await store.finish()
    #expect(failures.all == [])
}

// MARK: - Finishing

@Test func finishingWithAnEffectInFlightNamesTheEffectAndItsAction() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.timerToggled) { $0.isTimerRunning = true }
    await store.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.finish()
    #expect(failures.messages == [
        """
        An effect returned for this action is still running. It must complete before the end of the test. …

          Action:
            Counter.Action.timerToggled

          Effects:
            effect 1 (waiting on the test clock)

        To fix, advance the test clock past its sleeps (`await store.advance(by: …)`), send an action that cancels it, or call `await store.skipInFlightEffects()` if it is meant to outlive the test.
        """,
    ])
    #expect(await store.store.effects.isEmpty)
}

@Test func finishingWithUnassertedReceivedActionsListsThem() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)

    await store.send(.timerToggled) { $0.isTimerRunning = true }
    await store.advance(by: .seconds(2))
    await store.send(.timerToggled) { $0.isTimerRunning = false }
    await store.finish()
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Must handle 2 received actions before sending an action: …") == true)

    let second = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)
    await second.send(.saveTapped)
    await second.finish()
    #expect(failures.messages.last == """
        The store received 1 unexpected action: …

          Unhandled actions:
            Counter.Action.delegate(.saved(count: 0))

        To fix, assert them with `await store.receive(…)`, or skip them with `await store.skipReceivedActions()`.
        """)
}

@Test func anEffectErrorNoHandlerTookFails() async {
    struct Offline: Error {}
    let failures = FailureCollector()
    let store = TestStore(
        initialState: 0,
        reducer: Reduce<Int, Bool> { _, _ in .run { _ in throw Offline() } },
        onFailure: failures.handler
    )
    await store.send(true)
    await store.finish()
    #expect(failures.messages == [
        """
        An effect returned for true threw an error that no catch handler took: Offline()

        To fix, give the `.run` effect a `catch:` handler that turns the error into an action.
        """,
    ])
}

// MARK: - Non-exhaustive

@Test func nonExhaustiveStoresCheckOnlyWhatIsAsserted() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)
    store.exhaustivity = .off

    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.timerToggled)
    await store.advance(by: .seconds(3))
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.send(.saveTapped)
    await store.finish()
    #expect(failures.all == [])
}

@Test func nonExhaustiveStoresStillFailWrongAssertions() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)
    store.exhaustivity = .off

    await store.send(.incrementTapped) { $0.count = 5 }
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("\u{2212}   count: 5,\n") == true)
}

@Test func nonExhaustiveStoresCanListWhatTheySkipped() async {
    let failures = FailureCollector()
    let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: failures.handler)
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.saveTapped)
    await store.finish()
    #expect(failures.messages == [])
    #expect(failures.skipped == [
        """
        A state change was not asserted (exhaustivity is off): …

            Counter.State(
              count: 1,
          \u{2212}   label: "zero",
          +   label: "count 1",
              isTimerRunning: false
            )

        (Expected: \u{2212}, Actual: +)

        Action: sending Counter.Action.incrementTapped.
        """,
        """
        Skipped receiving 1 action: …

            Counter.Action.delegate(.saved(count: 1))
        """,
    ])
}

// MARK: - Live clock

@Test func receivesFromAnEffectUnderTheLiveClock() async {
    let failures = FailureCollector()
    // The effect's one-second live sleep wakes on its task's executor: here a thread of its own.
    // On the cooperative pool, which the whole suite shares (a thousand tests start at once, and
    // the conformance suite starts a hundred servers beside this one), the wake-up was seen to
    // queue behind more than 120 seconds of their work on a loaded machine.
    let executor = DedicatedThreadExecutor()
    defer { executor.shutDown() }
    var dependencies = Dependencies.live()
    dependencies.effectExecutor = executor
    let store = TestStore(
        initialState: Counter.State(), reducer: Counter(), dependencies: dependencies, onFailure: failures.handler
    )
    // A safety net: `receive` returns as soon as the action arrives, a second in.
    store.timeout = .seconds(120)
    await store.send(.delayedIncrementTapped)
    await store.receive(.delayedIncrementFinished) { $0.count = 1 }
    await store.finish()
    #expect(failures.all == [])
}
