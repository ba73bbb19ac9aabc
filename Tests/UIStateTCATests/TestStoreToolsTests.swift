import UIStateTCA
import XCTest

// The test store's tools beyond send and receive, as a TCA user writes tests with them:
// `assert`, `withExhaustivity`, `isDismissed`, a pinned `date.now`, zero-length sleeps on a
// test clock, and an effect waiting on real time that an action cancels.

@Reducer
private struct Recorder {
    @ObservableState
    struct State: Equatable {
        var startedAt: Date?
        var ticks = 0
        var isSaving = false
    }

    enum Action: Equatable {
        case startTapped
        case tick
        case finishTapped
        case saveTapped
        case yieldTapped
        case cancelSaveTapped
        case saved
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.date.now) var now
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.saveRecording) var saveRecording

    private enum CancelID { case save }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .startTapped:
                state.startedAt = now
                return .run { send in
                    for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
                }
            case .tick:
                state.ticks += 1
                return .none
            case .finishTapped:
                return .run { _ in await dismiss() }
            case .saveTapped:
                state.isSaving = true
                return .run { send in
                    try await saveRecording()
                    await send(.saved)
                }
                .cancellable(id: CancelID.save)
            case .yieldTapped:
                return .run { send in
                    try await clock.sleep(for: .zero)
                    await send(.tick)
                }
            case .cancelSaveTapped:
                state.isSaving = false
                return .cancel(id: CancelID.save)
            case .saved:
                state.isSaving = false
                return .none
            }
        }
    }
}

private enum SaveRecordingKey: DependencyKey {
    static let liveValue: @Sendable () async throws -> Void = {}
}

extension DependencyValues {
    fileprivate var saveRecording: @Sendable () async throws -> Void {
        get { self[SaveRecordingKey.self] }
        set { self[SaveRecordingKey.self] = newValue }
    }
}

final class TestStoreToolsTests: FailureCapturingTestCase {
    private let start = Date(timeIntervalSince1970: 1_234_567_890)

    /// A recorder on `clock` whose dates are pinned to `start`.
    @MainActor
    private func recorder(on clock: TestClock) -> TestStoreOf<Recorder> {
        TestStore(initialState: Recorder.State()) { Recorder() } withDependencies: {
            $0.continuousClock = clock
            $0.date.now = self.start
        }
    }

    @MainActor
    func testAssertChecksTheStateAsItIsNow() async {
        let store = TestStore(initialState: Recorder.State(ticks: 2)) { Recorder() }
        store.assert { $0.ticks = 2 }
        XCTAssertTrue(captured.all.isEmpty)

        store.assert { $0.ticks = 3 }
        XCTAssertEqual(captured.all.count, 1)
        XCTAssertTrue(captured.all.first?.message.contains("−   ticks: 3") == true, captured.all.first?.message ?? "")
        XCTAssertTrue(captured.all.first?.message.contains("+   ticks: 2") == true, captured.all.first?.message ?? "")
    }

    @MainActor
    func testSettingNowPinsTheDateAndExhaustivityCanBeOffForAWhile() async {
        let clock = TestClock()
        let store = recorder(on: clock)
        await store.send(.startTapped) { $0.startedAt = self.start }
        await store.withExhaustivity(.off) {
            await clock.advance(by: .seconds(3))
            await store.receive(\.tick)
            await store.receive(\.tick)
            await store.receive(\.tick) { $0.ticks = 3 }
        }
        XCTAssertEqual(store.exhaustivity, .on, "set back after the closure")
        await store.skipInFlightEffects()
    }

    @MainActor
    func testAFeatureThatDismissesItselfEndsItsEffectsAndTakesNoMoreActions() async {
        let clock = TestClock()
        let store = recorder(on: clock)
        await store.send(.startTapped) { $0.startedAt = self.start }
        XCTAssertFalse(store.isDismissed)
        await store.send(.finishTapped)
        await store.finish()
        XCTAssertTrue(store.isDismissed, "the timer ended with the feature: finish reports nothing in flight")
        XCTAssertTrue(captured.all.isEmpty, captured.all.map(\.message).joined(separator: "\n"))

        await store.send(.tick)
        XCTAssertEqual(captured.all.map(\.message), ["Can't send action to dismissed test store."])
    }

    @MainActor
    func testAnEffectWaitingOnRealTimeCanBeCancelledByTheNextAction() async {
        let store = TestStore(initialState: Recorder.State()) { Recorder() } withDependencies: {
            $0.saveRecording = { try await Task.sleep(for: .seconds(600)) }
        }
        await store.send(.saveTapped) { $0.isSaving = true }
        await store.send(.cancelSaveTapped) { $0.isSaving = false }
    }

    @MainActor
    func testASleepOfNothingOnATestClockWaitsForTheNextAdvance() async throws {
        let clock = TestClock()
        let store = TestStore(initialState: Recorder.State()) { Recorder() } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.yieldTapped)
        XCTAssertEqual(store.state.ticks, 0, "the effect waits on the clock")
        await clock.advance()
        await store.receive(\.tick) { $0.ticks = 1 }

        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
        XCTAssertEqual(clock.sleeperCount, 0, "a deadline already passed returns at once")
    }

    func testASharedOptionalUnwrapsToAHandleOfItsValue() {
        @Shared(.inMemory("maybeCount")) var maybe: Int? = nil
        XCTAssertNil(Shared($maybe))
        maybe = 3
        let count = Shared($maybe)
        XCTAssertEqual(count?.wrappedValue, 3)
    }
}
