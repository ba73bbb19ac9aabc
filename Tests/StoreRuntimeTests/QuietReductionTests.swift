import StoreRuntime
import Testing

// MARK: - A feature whose actions tell each other things

/// `opened` sends two actions at once, the first of which sends one more: the order a store
/// processes them in is first in, first out (`a`, `b`, then `c`, which `a` queued after `b`).
private struct Relay: Reducer {
    struct State: Equatable, Sendable {
        var log: [String] = []
        var saved = false
    }

    enum Action: Equatable, Sendable {
        case opened, a, b, c
        case saveTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .opened:
            state.log.append("opened")
            return .merge(.send(.a), .send(.b))
        case .a:
            state.log.append("a")
            return .send(.c)
        case .b:
            state.log.append("b")
            return .none
        case .c:
            state.log.append("c")
            return .none
        case .saveTapped:
            state.saved = true
            return .run { _, _ in }
        }
    }
}

// MARK: - Reducing without a store

@Test func aQuietReductionProcessesSentActionsInTheStoresOrder() async throws {
    let store = Store(initialState: Relay.State(), reducer: Relay())
    await store.beginStep()
    await store.send(.opened)
    await store.send(.b)
    _ = await store.endStep()
    let received = await store.takeStepReceived()

    let quiet = try #require(Relay().prepared().reducedQuietly(
        Relay.State(), actions: [.opened, .b], dependencies: .test(), shared: SharedSnapshot()
    ))
    #expect(quiet.state == (await store.state))
    #expect(quiet.state.log == ["opened", "a", "b", "c", "b"])
    #expect(quiet.received == received)
    #expect(quiet.received == [.a, .b, .c])
}

@Test func aQuietReductionLeavesAsyncWorkToAStore() {
    let quiet = Relay().prepared().reducedQuietly(
        Relay.State(), actions: [.b, .saveTapped], dependencies: .test(), shared: SharedSnapshot()
    )
    #expect(quiet == nil)
}

// MARK: - Timers

/// A toast that a timer hides, as relationship's: showing it again cancels the timer waiting.
private struct Toast: Reducer {
    struct State: Equatable, Sendable {
        var message: String?
    }

    enum Action: Equatable, Sendable {
        case shown(String), hidden, closeTapped
    }

    enum CancelID: Hashable, Sendable { case toast }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .shown(let message):
            state.message = message
            return .send(.hidden, after: .seconds(2)).cancellable(id: CancelID.toast, cancelInFlight: true)
        case .hidden:
            state.message = nil
            return .none
        case .closeTapped:
            state.message = nil
            return .cancel(id: CancelID.toast)
        }
    }
}

/// A timer the runtime knows and a cancellation by id are all a store does with them in the
/// step (the timer then waits on the clock): the reduction reports them in the order the store
/// cancels and starts, and leaves the effects in flight to its caller.
@Test func aQuietReductionReportsTimersAndCancellationsInTheStoresOrder() throws {
    let quiet = try #require(Toast().prepared().reducedQuietly(
        Toast.State(), actions: [.shown("Saved"), .closeTapped], dependencies: .test(), shared: SharedSnapshot()
    ))
    #expect(quiet.state == Toast.State(message: nil))
    let toast = CancelID(Toast.CancelID.toast)
    let reported = quiet.effects.map { effect in
        switch effect {
        case .timer(let cause, let delay, let cancelIDs): "timer \(cause) after \(delay.components.seconds) s, cancellable: \(cancelIDs == [toast])"
        case .cancel(let id): "cancel \(id == toast)"
        }
    }
    #expect(reported == ["cancel true", #"timer shown("Saved") after 2 s, cancellable: true"#, "cancel true"])
    // Nothing waits after: the timer started was cancelled in the same step.
    let after = try #require(SuspendedEffects<Toast.Action>.afterQuietStep(quiet.effects, from: nil, now: UIInstant(sinceEpoch: .zero)))
    #expect(after.startedBy.isEmpty && after.kept.isEmpty && after.nextDeadline == nil)
    let shown = try #require(Toast().prepared().reducedQuietly(
        Toast.State(), actions: [.shown("Saved")], dependencies: .test(), shared: SharedSnapshot()
    ))
    let waiting = try #require(SuspendedEffects<Toast.Action>.afterQuietStep(shown.effects, from: nil, now: UIInstant(sinceEpoch: .zero)))
    #expect(waiting.startedBy == [.shown("Saved")])
    #expect(waiting.nextDeadline == .seconds(2))
}
