import StoreRuntime
import Testing

// MARK: - A feature with cancellable work

private struct Search: Reducer {
    struct State: Equatable, Sendable {
        var results: [String] = []
    }

    enum Action: Equatable, Sendable {
        case searchOnClock(String)
        case searchOnThread(String, milliseconds: Int)
        case searchReplacing(String)
        case cancelTapped
        case resultsReceived(String)
    }

    enum CancelID { case search }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .searchOnClock(let query):
            return .run { send, dependencies in
                try await dependencies.clock.sleep(for: .seconds(1))
                await send(.resultsReceived(query))
            }
            .cancellable(id: CancelID.search)
        case .searchOnThread(let query, let milliseconds):
            return .run { send in
                await resumeFromAnotherThread(after: milliseconds)
                await send(.resultsReceived(query))
            }
            .cancellable(id: CancelID.search)
        case .searchReplacing(let query):
            return .run { send, dependencies in
                try await dependencies.clock.sleep(for: .seconds(1))
                await send(.resultsReceived(query))
            }
            .cancellable(id: CancelID.search, cancelInFlight: true)
        case .cancelTapped:
            return .cancel(id: CancelID.search)
        case .resultsReceived(let query):
            state.results.append(query)
            return .none
        }
    }
}

// MARK: - Tests

@Test func cancelStopsAnEffectSleepingOnTheClock() async throws {
    let store = Store(initialState: Search.State(), reducer: Search())
    let records = await store.record()
    let started = await store.send(.searchOnClock("a"))
    let cancelled = await store.send(.cancelTapped)
    #expect(cancelled.effectsCancelled == started.effectsStarted)
    #expect(records.all.last?.effectsCancelled == started.effectsStarted)
    await store.dependencies.testClock?.advance(by: .seconds(2))
    try await store.settle()
    #expect(await store.state.results.isEmpty)
    #expect(await store.effects.isEmpty)
}

@Test func whetherEffectsAreInFlightAgreesWithTheirListing() async throws {
    let store = Store(initialState: Search.State(), reducer: Search())
    #expect(await store.hasEffectsInFlight == false)
    await store.send(.searchOnClock("a"))
    #expect(await store.hasEffectsInFlight)
    #expect(await store.effects.count == 1)
    await store.send(.cancelTapped)
    await store.dependencies.testClock?.advance(by: .seconds(2))
    try await store.settle()
    #expect(await store.effects.isEmpty)
    #expect(await store.hasEffectsInFlight == false)
}

@Test func cancelInFlightKeepsOnlyTheLatestEffect() async throws {
    let store = Store(initialState: Search.State(), reducer: Search())
    await store.send(.searchReplacing("a"))
    await store.send(.searchReplacing("ab"))
    let third = await store.send(.searchReplacing("abc"))
    #expect(third.effectsCancelled.count == 1)
    await store.dependencies.testClock?.advance(by: .seconds(1))
    try await store.settle()
    #expect(await store.state.results == ["abc"])
}

@Test func dropsActionsOfAnEffectCancelledWhileItWasResuming() async throws {
    // The effect's continuation is resumed by a Dispatch thread at about the moment the cancel
    // arrives. Whichever wins, a result processed after the cancel must never appear.
    for attempt in 0..<40 {
        let store = Store(initialState: Search.State(), reducer: Search())
        let records = await store.record()
        await store.send(.searchOnThread("q\(attempt)", milliseconds: 2))
        try? await Task.sleep(for: .milliseconds(attempt % 4))
        await store.send(.cancelTapped)
        try await store.settle(timeout: .seconds(60))
        let actions = records.actions
        let cancelIndex = try #require(actions.firstIndex(of: .cancelTapped))
        #expect(!actions[cancelIndex...].contains(.resultsReceived("q\(attempt)")))
        #expect(await store.effects.isEmpty)
    }
}

@Test func cancelsOneEffectByItsID() async throws {
    let store = Store(initialState: Search.State(), reducer: Search())
    let first = await store.send(.searchOnClock("a"))
    await store.send(.searchOnClock("b"))
    let effect = try #require(first.effectsStarted.first)
    #expect(await store.cancelEffect(effect) == [effect])
    await store.dependencies.testClock?.advance(by: .seconds(1))
    try await store.settle()
    #expect(await store.state.results == ["b"])
}

@Test func listsInFlightEffectsWithTheActionThatStartedThem() async throws {
    let store = Store(initialState: Search.State(), reducer: Search())
    let result = await store.send(.searchOnClock("a"))
    try await store.settle()
    let effects = await store.effects
    #expect(effects.map(\.id) == result.effectsStarted)
    #expect(effects.first?.action == .searchOnClock("a"))
    #expect(effects.first?.startedBy == result.sequence)
    #expect(effects.first?.cancelIDs == [CancelID(Search.CancelID.search)])
    #expect(effects.first?.status == .waitingOnTestClock)
    #expect(await store.cancelAllEffects() == result.effectsStarted)
}
