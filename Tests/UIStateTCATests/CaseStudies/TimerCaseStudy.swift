import UIStateTCA
import XCTest

// A timer toggled on and off, as a TCA app writes it: turning it off starts an effect that ends
// at once (its guard returns) and cancels the running timer. A test that ends right after that
// `send` has nothing left running, as in TCA.

@Reducer
struct Stopwatch {
    @ObservableState
    struct State: Equatable {
        var isRunning = false
        var seconds = 0
    }

    enum Action: Equatable {
        case tick
        case toggleButtonTapped
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case timer }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .tick:
                state.seconds += 1
                return .none
            case .toggleButtonTapped:
                state.isRunning.toggle()
                return .run { [isRunning = state.isRunning] send in
                    guard isRunning else { return }
                    for await _ in clock.timer(interval: .seconds(1)) {
                        await send(.tick)
                    }
                }
                .cancellable(id: CancelID.timer, cancelInFlight: true)
            }
        }
    }
}

@MainActor
final class TimerCaseStudyTests: XCTestCase {
    func testATestMayEndRightAfterTheSendWhoseEffectEndsAtOnce() async {
        let clock = TestClock()
        let store = TestStore(initialState: Stopwatch.State()) {
            Stopwatch()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.toggleButtonTapped) { $0.isRunning = true }
        await clock.advance(by: .seconds(2))
        await store.receive(\.tick) { $0.seconds = 1 }
        await store.receive(\.tick) { $0.seconds = 2 }
        await store.send(.toggleButtonTapped) { $0.isRunning = false }
    }
}

@MainActor
final class TimerCaseStudyFailureTests: FailureCapturingTestCase {
    func testATimerLeftRunningAtTheEndStillFailsTheTest() async {
        do {
            let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() }
            await store.send(.toggleButtonTapped) { $0.isRunning = true }
        }
        XCTAssertEqual(captured.all.count, 1)
        XCTAssertTrue(captured.all.first?.message.contains("is still running") ?? false, "\(captured.all.map(\.message))")
    }
}
