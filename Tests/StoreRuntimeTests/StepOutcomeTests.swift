import StoreRuntime
import Testing

// MARK: - A feature whose steps do a little of everything

private struct Search: Reducer {
    struct State: Equatable, Sendable {
        var query = ""
        var results = 0
    }

    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case searchTapped
        case resultsLoaded(Int)
        case clearTapped
        case cleared
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let query):
            state.query = query
            Dependencies.current.events.emit("haptic", ["style": "selection"])
            return .none
        case .searchTapped:
            return .run { send, dependencies in
                try await dependencies.clock.sleep(for: .milliseconds(300))
                await send(.resultsLoaded(3))
            }
        case .resultsLoaded(let count):
            state.results = count
            return .none
        case .clearTapped:
            return .send(.cleared)
        case .cleared:
            state = State()
            return .none
        }
    }
}

// MARK: - What a step gathers

@Test func aStepGathersItsRecordsEventsAndNothingItDidNotReceive() async {
    let store = Store(initialState: Search.State(), reducer: Search())
    let outcome = await store.perform { store in
        store.beginStep()
        store.send(.queryChanged("swift"))
        return store.endStep()
    }
    #expect(outcome.sequences == 1..<2)
    #expect(!outcome.receivesActions)
    #expect(await store.takeStepReceived().isEmpty)
    #expect(outcome.events.map(\.name) == ["haptic"])
}

@Test func actionsEffectsSendDuringTheStepAreReceivedInOrder() async throws {
    let store = Store(initialState: Search.State(), reducer: Search())
    await store.beginStep()
    await store.send(.searchTapped)
    await store.dependencies.testClock?.advance(by: .milliseconds(300))
    try await store.settle()
    await store.send(.clearTapped)
    let outcome = await store.endStep()
    #expect(outcome.sequences == 1..<5)
    #expect(outcome.receivesActions)
    #expect(await store.takeStepReceived() == [.resultsLoaded(3), .cleared])
    #expect(await store.takeStepReceived().isEmpty)
    #expect(outcome.events.isEmpty)
}

@Test func aStepGatheringSentActionsHandsOverThoseSentFromOutsideInOrderAndOnlyThose() async throws {
    let store = Store(initialState: Search.State(), reducer: Search())
    await store.beginStep(gatheringSent: true)
    await store.send(.searchTapped)
    await store.dependencies.testClock?.advance(by: .milliseconds(300))
    try await store.settle()
    await store.send(.clearTapped)
    _ = await store.endStep()
    #expect(await store.takeStepSent() == [.searchTapped, .clearTapped])
    #expect(await store.takeStepSent().isEmpty)
    #expect(await store.takeStepReceived() == [.resultsLoaded(3), .cleared])
}

@Test func aStepNotGatheringSentActionsHandsNoneOver() async {
    let store = Store(initialState: Search.State(), reducer: Search())
    await store.beginStep(gatheringSent: true)
    await store.send(.queryChanged("a"))
    await store.beginStep()
    await store.send(.clearTapped)
    _ = await store.endStep()
    #expect(await store.takeStepSent().isEmpty)
}

@Test func aStepThatProcessesNothingIsEmptyAndStartsAfterTheLastRecord() async {
    let store = Store(initialState: Search.State(), reducer: Search())
    await store.send(.queryChanged("a"))
    await store.beginStep()
    let outcome = await store.endStep()
    #expect(outcome == StepOutcome(sequences: 2..<2, events: [], receivesActions: false))
}

@Test func environmentChangesAndRestoresCountAsRecordsOfTheStep() async {
    let store = Store(initialState: Search.State(), reducer: Search(), environment: "large")
    await store.beginStep()
    await store.setEnvironment("xxLarge")
    await store.restore(state: Search.State(query: "back", results: 0), environment: "large")
    let outcome = await store.endStep()
    #expect(outcome.sequences == 1..<3)
}

@Test func nothingIsGatheredOutsideAStep() async {
    let store = Store(initialState: Search.State(), reducer: Search())
    await store.beginStep()
    _ = await store.endStep()
    await store.send(.clearTapped)
    await store.beginStep()
    let outcome = await store.endStep()
    #expect(outcome == StepOutcome(sequences: 3..<3, events: [], receivesActions: false))
}
