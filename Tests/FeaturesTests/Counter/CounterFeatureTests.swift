import Features
import UIStateTesting
import Synchronization
import Testing

// MARK: - The counter example, tested exhaustively

@Test func counterFetchesOneFactAfterTheLastTapOfABurst() async {
    let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())

    await store.send(.incrementButtonTapped) {
        $0.count = 1
        $0.countText = "1"
        $0.isLoadingFact = true
    }
    await store.advance(by: .milliseconds(300))
    await store.send(.incrementButtonTapped) {
        $0.count = 2
        $0.countText = "2"
    }
    await store.advance(by: .milliseconds(300))
    await store.send(.incrementButtonTapped) {
        $0.count = 3
        $0.countText = "3"
    }
    await store.advance(by: .milliseconds(500))
    await store.receive(.factResponse("3 is a good number.")) {
        $0.fact = "3 is a good number."
        $0.isLoadingFact = false
    }
    await store.finish()
}

@Test func counterDecrementsBelowZero() async {
    let store = TestStore(initialState: CounterFeature.State(count: 0), reducer: CounterFeature())

    await store.send(.decrementButtonTapped) {
        $0.count = -1
        $0.countText = "-1"
        $0.isLoadingFact = true
    }
    await store.advance(by: .milliseconds(500))
    await store.receive(.factResponse("-1 is a good number.")) {
        $0.fact = "-1 is a good number."
        $0.isLoadingFact = false
    }
    await store.finish()
}

@Test func counterEmitsAHapticWithTheFact() async {
    let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
    let history = await History.attach(to: store.store)

    await store.send(.incrementButtonTapped) {
        $0.count = 1
        $0.countText = "1"
        $0.isLoadingFact = true
    }
    await store.advance(by: .milliseconds(500))
    await store.receive(.factResponse("1 is a good number.")) {
        $0.fact = "1 is a good number."
        $0.isLoadingFact = false
    }
    await store.finish()
    #expect(history.entries().last?.events == [UIEvent(name: "haptic", payload: ["style": "success"])])
}

@Test func counterReportsAFailedFactWithTheFailsPreset() async throws {
    var dependencies = Dependencies.test()
    try dependencies.selectPreset("fails", for: NumberFactKey.self)
    let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature(), dependencies: dependencies)

    await store.send(.incrementButtonTapped) {
        $0.count = 1
        $0.countText = "1"
        $0.isLoadingFact = true
    }
    await store.advance(by: .milliseconds(500))
    await store.receive(.factFailed) {
        $0.isLoadingFact = false
    }
    await store.finish()
}

@Test func counterWaitsOnTheTestClockWithTheSlowPreset() async throws {
    var dependencies = Dependencies.test()
    try dependencies.selectPreset("slow", for: NumberFactKey.self)
    let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature(), dependencies: dependencies)

    await store.send(.incrementButtonTapped) {
        $0.count = 1
        $0.countText = "1"
        $0.isLoadingFact = true
    }
    await store.advance(by: .milliseconds(500))
    #expect(await store.store.effects.map(\.status) == [.waitingOnChildren, .waitingOnTestClock])
    await store.advance(by: .seconds(2))
    await store.receive(.factResponse("1 is a good number.")) {
        $0.fact = "1 is a good number."
        $0.isLoadingFact = false
    }
    await store.finish()
}

@Test func counterShowsADiffForAWrongExpectation() async {
    let failures = Failures()
    let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature(), onFailure: failures.append)

    await store.send(.incrementButtonTapped) {
        $0.count = 2
        $0.countText = "1"
        $0.isLoadingFact = true
    }
    await store.skipInFlightEffects()
    #expect(failures.messages == [
        """
        A state change does not match expectation: …

            CounterFeature.State(
          \u{2212}   count: 2,
          +   count: 1,
              fact: nil,
              isLoadingFact: true,
            … (3 unchanged)

        (Expected: \u{2212}, Actual: +)

        Action: sending CounterFeature.Action.incrementButtonTapped. To fix, make the trailing closure turn the state before the action into the state after it; every field it leaves alone must not have changed.
        """,
    ])
}

// MARK: - Failures

/// Collects the test store's failures, for the test that expects one.
private final class Failures: Sendable {
    private let items = Mutex<[TestStoreFailure]>([])

    @Sendable func append(_ failure: TestStoreFailure) {
        items.withLock { $0.append(failure) }
    }

    var messages: [String] { items.withLock { $0.map(\.message) } }
}
