import Features
import UIStateTCA
import XCTest

// The built-in counter's reducer tests (FeaturesTests' CounterFeatureTests) as a TCA user writes
// them: the test clock injected as `continuousClock`, the fact client overridden by its key.
//
// Not ported: the haptic the fact emits. Events are uistate's own (the store keeps them with
// the processed action, and TCA has no such channel), so only FeaturesTests can see it.

@MainActor
final class CounterFeatureTests: XCTestCase {
    func testOneFactIsFetchedAfterTheLastTapOfABurst() async {
        let clock = TestClock()
        let store = TestStore(initialState: CounterFeature.State()) {
            CounterFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.incrementButtonTapped) {
            $0.count = 1
            $0.countText = "1"
            $0.isLoadingFact = true
        }
        await clock.advance(by: .milliseconds(300))
        await store.send(.incrementButtonTapped) {
            $0.count = 2
            $0.countText = "2"
        }
        await clock.advance(by: .milliseconds(300))
        await store.send(.incrementButtonTapped) {
            $0.count = 3
            $0.countText = "3"
        }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.factResponse("3 is a good number.")) {
            $0.fact = "3 is a good number."
            $0.isLoadingFact = false
        }
        await store.finish()
    }

    func testTheCountGoesBelowZero() async {
        let clock = TestClock()
        let store = TestStore(initialState: CounterFeature.State(count: 0)) {
            CounterFeature()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.decrementButtonTapped) {
            $0.count = -1
            $0.countText = "-1"
            $0.isLoadingFact = true
        }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.factResponse("-1 is a good number.")) {
            $0.fact = "-1 is a good number."
            $0.isLoadingFact = false
        }
        await store.finish()
    }

    func testAFailingFactClientEndsTheLoading() async {
        struct Offline: Error {}
        let clock = TestClock()
        let store = TestStore(initialState: CounterFeature.State()) {
            CounterFeature()
        } withDependencies: {
            $0.continuousClock = clock
            $0[NumberFactKey.self] = NumberFactClient { _ in throw Offline() }
        }

        await store.send(.incrementButtonTapped) {
            $0.count = 1
            $0.countText = "1"
            $0.isLoadingFact = true
        }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.factFailed) {
            $0.isLoadingFact = false
        }
        await store.finish()
    }

    /// FeaturesTests reads the effects' status (uistate's own); here the state shows that no
    /// fact arrived before the client's two seconds passed on the test clock.
    func testASlowFactClientWaitsOnTheTestClock() async {
        let clock = TestClock()
        let store = TestStore(initialState: CounterFeature.State()) {
            CounterFeature()
        } withDependencies: {
            $0.continuousClock = clock
            $0[NumberFactKey.self] = NumberFactClient { number in
                try await clock.sleep(for: .seconds(2))
                return "\(number) is a good number."
            }
        }

        await store.send(.incrementButtonTapped) {
            $0.count = 1
            $0.countText = "1"
            $0.isLoadingFact = true
        }
        // The debounce's half second, then the client's two seconds but one millisecond.
        await clock.advance(by: .milliseconds(500))
        await clock.advance(by: .milliseconds(1999))
        XCTAssertNil(store.state.fact)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.factResponse("1 is a good number.")) {
            $0.fact = "1 is a good number."
            $0.isLoadingFact = false
        }
        await store.finish()
    }
}

// MARK: - A wrong expectation

@MainActor
final class CounterFeatureFailureTests: FailureCapturingTestCase {
    func testAWrongExpectationShowsADiffOfTheState() async {
        let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }

        let line = #line + 1
        await store.send(.incrementButtonTapped) {
            $0.count = 2
            $0.countText = "1"
            $0.isLoadingFact = true
        }
        await store.skipInFlightEffects()

        XCTAssertEqual(captured.all.map(\.line), [line])
        XCTAssertEqual(captured.all.first.map { Self.withoutXCTestPrefix($0.message) }, """
            A state change does not match expectation: …

                CounterFeature.State(
              \u{2212}   count: 2,
              +   count: 1,
                  fact: nil,
                  isLoadingFact: true,
                … (3 unchanged)

            (Expected: \u{2212}, Actual: +)

            Action: sending CounterFeature.Action.incrementButtonTapped. To fix, make the trailing closure turn the state before the action into the state after it; every field it leaves alone must not have changed.
            """)
    }

    /// XCTest puts `failed - ` before the message `XCTFail` was given.
    private static func withoutXCTestPrefix(_ description: String) -> String {
        let prefix = "failed - "
        return description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
    }
}
