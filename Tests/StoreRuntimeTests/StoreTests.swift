import StoreRuntime
import Synchronization
import Testing

// MARK: - A feature with every kind of outcome

private struct Profile: Reducer {
    struct State: Equatable, Sendable {
        var name = ""
        var loads = 0
    }

    enum Action: Equatable, Sendable {
        case nameChanged(String)
        case loadTapped
        case loaded
        case cancelTapped
    }

    enum CancelID { case load }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .nameChanged(let name):
            state.name = name
            Dependencies.current.events.emit("haptic", ["style": "selection"])
            return .none
        case .loadTapped:
            return .run { send, dependencies in
                try await dependencies.clock.sleep(for: .seconds(1))
                await send(.loaded)
            }
            .cancellable(id: CancelID.load)
        case .loaded:
            state.loads += 1
            return .none
        case .cancelTapped:
            return .cancel(id: CancelID.load)
        }
    }
}

// MARK: - Versions

@Test func versionCountsStateChangesAndEnvironmentChangesOnly() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile(), environment: "large")
    #expect(await store.version == 0)
    await store.send(.nameChanged("Ada"))
    #expect(await store.version == 1)
    await store.send(.nameChanged("Ada"))
    #expect(await store.version == 1)
    let load = await store.send(.loadTapped)
    #expect(load.version == 1 && !load.stateChanged)
    await store.setEnvironment("xxLarge")
    #expect(await store.version == 2)
    #expect(await store.environment as? String == "xxLarge")
    await store.dependencies.testClock?.advance(by: .seconds(1))
    try await store.settle()
    #expect(await store.version == 3)
}

@Test func restoreCancelsEffectsAndCountsAsANewVersion() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile(), environment: "large")
    let records = await store.record()
    await store.send(.nameChanged("Ada"))
    let load = await store.send(.loadTapped)
    await store.restore(state: Profile.State(), environment: "small")
    #expect(await store.version == 2)
    #expect(await store.state == Profile.State())
    #expect(records.all.last?.effectsCancelled == load.effectsStarted)
    await store.dependencies.testClock?.advance(by: .seconds(1))
    try await store.settle()
    #expect(await store.state.loads == 0)
}

// MARK: - Observers

@Test func observersHearEachProcessedActionOnceWithEverythingHistoryNeeds() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let records = await store.record()
    await store.send(.nameChanged("Ada"))
    let load = await store.send(.loadTapped)
    await store.dependencies.testClock?.advance(by: .seconds(1))
    try await store.settle()
    let reload = await store.send(.loadTapped)
    let cancel = await store.send(.cancelTapped)
    await store.setEnvironment(42)

    let all = records.all
    try #require(all.count == 6)
    #expect(all.map(\.sequence) == [1, 2, 3, 4, 5, 6])
    #expect(all.map(\.version) == [1, 1, 2, 2, 2, 3])
    #expect(all.map(\.stateChanged) == [true, false, true, false, false, false])
    #expect(all.compactMap(\.action) == [.nameChanged("Ada"), .loadTapped, .loaded, .loadTapped, .cancelTapped])
    #expect(all[0].origin == .outside)
    #expect(all[2].origin == .effect(EffectOrigin(effect: load.effectsStarted.first, startedBy: 2)))
    #expect(all[0].events == [UIEvent(name: "haptic", payload: ["style": "selection"])])
    #expect(all[1].events.isEmpty)
    #expect(all[1].effectsStarted == load.effectsStarted)
    #expect(all[4].effectsCancelled == reload.effectsStarted)
    #expect(cancel.effectsCancelled == reload.effectsStarted)
    #expect(all[2].state.loads == 1)
    if case .environmentChanged = all[5].kind {} else { Issue.record("expected an environment record") }
    #expect(all[5].environment as? Int == 42)
}

@Test func removedObserversHearNothingMore() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let records = Records<Profile.State, Profile.Action>()
    let token = await store.addObserver { records.append($0) }
    await store.send(.nameChanged("a"))
    await store.removeObserver(token)
    await store.send(.nameChanged("b"))
    #expect(records.actions == [.nameChanged("a")])
}

@Test func removingOneObserverLeavesTheOthersHearingInTheOrderTheyWereAdded() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let heard = Mutex<[String]>([])
    await store.addObserver { _ in heard.withLock { $0.append("first") } }
    let second = await store.addObserver { _ in heard.withLock { $0.append("second") } }
    await store.addObserver { _ in heard.withLock { $0.append("third") } }
    await store.send(.nameChanged("a"))
    await store.removeObserver(second)
    await store.removeObserver(second)
    await store.send(.nameChanged("b"))
    #expect(heard.withLock { $0 } == ["first", "second", "third", "first", "third"])
}

@Test func aRecordOfNoActionHasNoOrigin() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let records = await store.record()
    await store.send(.nameChanged("a"))
    await store.setEnvironment(1)
    await store.restore(state: Profile.State(), environment: 2)
    #expect(records.all.map(\.origin) == [.outside, nil, nil])
}

@Test func eventsEmittedOutsideAReducerJoinTheNextAction() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    store.dependencies.events.emit("haptic", ["style": "light"])
    let result = await store.send(.loadTapped)
    #expect(result.events == [UIEvent(name: "haptic", payload: ["style": "light"])])
}

@Test func sendingFromTheStoresOwnExecutorNeedsNoHop() async throws {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let version = await store.perform { store in
        for index in 0..<1000 { store.send(.nameChanged("\(index)")) }
        return store.version
    }
    #expect(version == 1000)
}
