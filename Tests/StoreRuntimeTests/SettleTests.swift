import StoreRuntime
import Testing

// MARK: - A feature that waits on the clock or on another thread

private struct Waiting: Reducer {
    struct State: Equatable, Sendable {
        var ticks = 0
        var resumed = false
    }

    enum Action: Equatable, Sendable {
        case timerStarted
        case tick
        case waitOnGate(Gate)
        case resumed
        case failingStarted
    }

    struct Failure: Error {}

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .timerStarted:
            return .run { send, dependencies in
                while true {
                    try await dependencies.clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
        case .tick:
            state.ticks += 1
            return .none
        case .waitOnGate(let gate):
            return .run { send in
                await gate.wait()
                await send(.resumed)
            }
        case .resumed:
            state.resumed = true
            return .none
        case .failingStarted:
            return .run { _ in throw Failure() }
        }
    }
}

// MARK: - Tests

@Test func settlesWhileAnEffectIsParkedOnTheTestClock() async throws {
    let store = Store(initialState: Waiting.State(), reducer: Waiting())
    await store.send(.timerStarted)
    try await store.settle(timeout: .seconds(60))
    #expect(await store.isSettled)
    #expect(await store.effects.map(\.status) == [.waitingOnTestClock])

    await store.dependencies.testClock?.advance(by: .seconds(3))
    try await store.settle(timeout: .seconds(60))
    #expect(await store.state.ticks == 3)
    await store.cancelAllEffects()
    try await store.settle(timeout: .seconds(60))
    #expect(await store.effects.isEmpty)
}

@Test func settleWaitsForAContinuationResumedFromAnotherThread() async throws {
    let store = Store(initialState: Waiting.State(), reducer: Waiting())
    let gate = Gate()
    await store.send(.waitOnGate(gate))
    #expect(await store.isSettled == false)
    gate.open()
    try await store.settle(timeout: .seconds(60))
    #expect(await store.state.resumed)
}

@Test func settleTimesOutNamingTheEffectStillRunning() async throws {
    let store = Store(initialState: Waiting.State(), reducer: Waiting())
    let gate = Gate()
    let result = await store.send(.waitOnGate(gate))
    // The timeout is the behaviour under test; the gate stays closed until it has fired.
    await expectShortSettleTimesOut(store, naming: result.effectsStarted)
    gate.open()
    try await store.settle(timeout: .seconds(60))
    #expect(await store.state.resumed)
}

// The limit is the failure this test looks for (the short wait expiring only with the hour-long
// one); the test takes milliseconds alone and about 30 s inside the whole suite on a loaded
// two-core machine, so five minutes is ten times that.
@Test(.timeLimit(.minutes(5)))
func aShortSettleTimeoutFiresWhileALongerSettleWaits() async throws {
    // One watchdog serves every wait; a wait with an earlier deadline than the one it sleeps
    // towards must still time out on time, not when the longer wait would.
    let store = Store(initialState: Waiting.State(), reducer: Waiting())
    let gate = Gate()
    let result = await store.send(.waitOnGate(gate))
    let long = Task { try await store.settle(timeout: .seconds(3600)) }
    // Lets the long wait start first when the pool allows; either order must time out on time.
    for _ in 0..<10 { await Task.yield() }
    // The timeout is the behaviour under test; the gate stays closed until it has fired.
    await expectShortSettleTimesOut(store, naming: result.effectsStarted)
    gate.open()
    try await long.value
    #expect(await store.state.resumed)
}

@Test func recordsErrorsNoCatchHandlerTook() async throws {
    let store = Store(initialState: Waiting.State(), reducer: Waiting())
    let result = await store.send(.failingStarted)
    try await store.settle()
    let failures = await store.unhandledEffectErrors
    #expect(failures.map(\.effect) == result.effectsStarted)
    #expect(failures.first?.error is Waiting.Failure)
}

/// A 50 ms settle on a store whose effect waits on a closed gate times out, naming `running`:
/// it timed out rather than waited, and the effect was still running when settle gave up.
private func expectShortSettleTimesOut(_ store: Store<Waiting>, naming running: [EffectID],
                                       sourceLocation: SourceLocation = #_sourceLocation) async {
    do {
        try await store.settle(timeout: .milliseconds(50))
        Issue.record("settle returned while an effect was running", sourceLocation: sourceLocation)
    } catch let error as SettleTimeoutError {
        #expect(error.runningEffects == running, sourceLocation: sourceLocation)
    } catch {
        Issue.record("settle threw \(error)", sourceLocation: sourceLocation)
    }
}
