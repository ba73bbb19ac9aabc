import StoreRuntime
import StoreTesting
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
