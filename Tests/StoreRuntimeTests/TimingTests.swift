import StoreRuntime
import Testing

// MARK: - A feature that debounces and throttles

private struct Typing: Reducer {
    struct State: Equatable, Sendable {
        var saved: [String] = []
    }

    enum Action: Equatable, Sendable {
        case textChanged(String)
        case scrolled(Int, latest: Bool)
        case saved(String)
    }

    enum CancelID { case save, scroll }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .textChanged(let text):
            return .send(.saved(text)).debounce(id: CancelID.save, for: .milliseconds(300))
        case .scrolled(let offset, let latest):
            return .send(.saved("offset \(offset)")).throttle(id: CancelID.scroll, for: .milliseconds(500), latest: latest)
        case .saved(let text):
            state.saved.append(text)
            return .none
        }
    }
}

private func advance(_ store: Store<Typing>, milliseconds: Int) async throws {
    await store.dependencies.testClock?.advance(by: .milliseconds(milliseconds))
    try await store.settle()
}

// MARK: - Tests

@Test func debounceRunsOnlyTheLastEffectAfterAQuietPeriod() async throws {
    let store = Store(initialState: Typing.State(), reducer: Typing())
    await store.send(.textChanged("h"))
    try await advance(store, milliseconds: 200)
    await store.send(.textChanged("hi"))
    try await advance(store, milliseconds: 299)
    #expect(await store.state.saved.isEmpty)
    try await advance(store, milliseconds: 1)
    #expect(await store.state.saved == ["hi"])
    try await advance(store, milliseconds: 1000)
    #expect(await store.state.saved == ["hi"])
}

@Test func throttleWithoutLatestDropsEffectsInsideTheInterval() async throws {
    let store = Store(initialState: Typing.State(), reducer: Typing())
    await store.send(.scrolled(1, latest: false))
    try await advance(store, milliseconds: 100)
    await store.send(.scrolled(2, latest: false))
    try await advance(store, milliseconds: 399)
    await store.send(.scrolled(3, latest: false))
    try await advance(store, milliseconds: 1)
    await store.send(.scrolled(4, latest: false))
    try await advance(store, milliseconds: 1000)
    #expect(await store.state.saved == ["offset 1", "offset 4"])
}

@Test func throttleWithLatestRunsTheNewestEffectWhenTheIntervalEnds() async throws {
    let store = Store(initialState: Typing.State(), reducer: Typing())
    await store.send(.scrolled(1, latest: true))
    try await advance(store, milliseconds: 100)
    await store.send(.scrolled(2, latest: true))
    try await advance(store, milliseconds: 100)
    await store.send(.scrolled(3, latest: true))
    #expect(await store.state.saved == ["offset 1"])
    try await advance(store, milliseconds: 300)
    #expect(await store.state.saved == ["offset 1", "offset 3"])
    // The trailing run at 500 ms opened a new interval: 600 ms is inside it.
    try await advance(store, milliseconds: 100)
    await store.send(.scrolled(5, latest: true))
    try await advance(store, milliseconds: 399)
    #expect(await store.state.saved == ["offset 1", "offset 3"])
    try await advance(store, milliseconds: 1)
    #expect(await store.state.saved == ["offset 1", "offset 3", "offset 5"])
}
