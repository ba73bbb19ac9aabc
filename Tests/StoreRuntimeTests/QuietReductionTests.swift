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
