import Foundation
import Dispatch
import RPCTestSupport
import StoreRuntime
import Testing

// MARK: - A feature whose effects finish when told

private struct Jobs: Reducer {
    struct State: Equatable, Sendable {
        var finished: [String] = []
    }

    enum Action: Equatable, Sendable {
        case startOnClock(String, milliseconds: Int)
        case startOnThread(String, milliseconds: Int)
        case startOnGate(String, Gate)
        case startChain
        case finished(String)
    }

    let probe: Probe

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        probe.enter()
        defer { probe.leave() }
        switch action {
        case .startOnClock(let name, let milliseconds):
            return .run { send, dependencies in
                try await dependencies.clock.sleep(milliseconds: milliseconds)
                await send(.finished(name))
            }
        case .startOnThread(let name, let milliseconds):
            return .run { send in
                await resumeFromAnotherThread(after: milliseconds)
                await send(.finished(name))
            }
        case .startOnGate(let name, let gate):
            return .run { send in
                await gate.wait()
                await send(.finished(name))
            }
        case .startChain:
            return .concatenate(
                .run { send, dependencies in
                    try await dependencies.clock.sleep(milliseconds: 100)
                    await send(.finished("a"))
                },
                .send(.finished("b")),
                .merge(.send(.finished("c")), .run { send in await send(.finished("d")) })
            )
        case .finished(let name):
            state.finished.append(name)
            return name == "echo" ? .none : .send(.finished("echo"))
        }
    }
}

/// Suspends on a continuation that a thread of its own resumes: not the test clock, not the
/// store, and not a Dispatch timer (in two CI runs, timers of 1–2 ms, on the global queue
/// and on a queue of their own, had not fired after a minute while the test's other effects ran).
func resumeFromAnotherThread(after milliseconds: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
            continuation.resume()
        }
    }
}

// MARK: - Tests

@Test func processesEffectActionsInTheOrderEffectsFinishNotStart() async throws {
    let store = Store(initialState: Jobs.State(), reducer: Jobs(probe: Probe()))
    let first = Gate(), second = Gate()
    // The effect started second finishes first; the other one only once that was processed.
    _ = await store.addObserver { record in if record.action == .finished("fast") { first.open() } }
    await store.send(.startOnGate("slow", first))
    await store.send(.startOnGate("fast", second))
    second.open()
    try await store.settle(timeout: .seconds(60))
    #expect(await store.state.finished == ["fast", "echo", "slow", "echo"])
}

@Test func wakesClockSleepersByDeadlineThenBySchedulingOrder() async throws {
    for _ in 0..<10 {
        let store = Store(initialState: Jobs.State(), reducer: Jobs(probe: Probe()))
        await store.send(.startOnClock("late", milliseconds: 300))
        await store.send(.startOnClock("first", milliseconds: 100))
        await store.send(.startOnClock("second", milliseconds: 100))
        await store.send(.startOnClock("third", milliseconds: 100))
        try await store.settle()
        await store.dependencies.testClock?.advance(by: .milliseconds(300))
        try await store.settle()
        let finished = await store.state.finished.filter { $0 != "echo" }
        #expect(finished == ["first", "second", "third", "late"])
    }
}

@Test func queuesSentActionsBehindTheCurrentOneAndNeverReentersTheReducer() async throws {
    let probe = Probe()
    // The effects, and the store while they send, on a thread of their own: an effect resumed
    // from another thread otherwise queues for the cooperative pool, and in the whole suite
    // (a thousand tests on two pool threads) that wait outlasted the 60 s safety net in about
    // one run in three. What this test checks (ordering, no re-entry) holds on any executor.
    let executor = DedicatedThreadExecutor()
    defer { executor.shutDown() }
    var dependencies = Dependencies.test()
    dependencies.effectExecutor = executor
    let store = Store(initialState: Jobs.State(), reducer: Jobs(probe: probe), dependencies: dependencies)
    let records = await store.record()
    for index in 0..<20 {
        await store.send(.startOnThread("t\(index)", milliseconds: index % 3))
    }
    // A safety net, not a budget: the threads' 0–2 ms delays can stall for seconds under load.
    try await store.settle(timeout: .seconds(60))
    #expect(probe.violations == 0)
    #expect(await store.state.finished.count == 40)
    // Every "echo" (sent with `.send`) directly follows the action that queued it.
    let actions = records.actions.filter { if case .finished = $0 { true } else { false } }
    for pair in stride(from: 0, to: actions.count, by: 2) {
        #expect(actions[pair + 1] == .finished("echo"))
    }
}

@Test func concatenationRunsEachStepAfterThePreviousFinished() async throws {
    let store = Store(initialState: Jobs.State(), reducer: Jobs(probe: Probe()))
    await store.send(.startChain)
    try await store.settle()
    #expect(await store.state.finished.isEmpty)
    await store.dependencies.testClock?.advance(by: .milliseconds(100))
    try await store.settle()
    #expect(await store.state.finished.filter { $0 != "echo" } == ["a", "b", "c", "d"])
    #expect(await store.effects.isEmpty)
}
