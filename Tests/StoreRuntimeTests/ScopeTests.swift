import StoreRuntime
import Testing

// MARK: - Five levels of Scope

private struct Leaf: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case incrementTapped, incremented }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementTapped:
            return .run { send in await send(.incremented) }
        case .incremented:
            state.count += 1
            return .none
        }
    }
}

private struct Level<Inner: Reducer & SendableMetatype>: Reducer where Inner.State: Equatable & Sendable, Inner.Action: Equatable {
    struct State: Equatable, Sendable {
        var inner: Inner.State
        var seen = 0
    }

    enum Action: Equatable, Sendable { case inner(Inner.Action) }

    let child: Inner

    var body: some Reducer<State, Action> {
        Scope(state: \.inner, action: CasePath(embed: Action.inner, extract: { if case .inner(let a) = $0 { a } else { nil } })) {
            child
        }
        Reduce { state, _ in
            state.seen += 1
            return .none
        }
    }
}

@Test func routesActionsAndEffectsThroughFiveScopeLevels() async throws {
    typealias Five = Level<Level<Level<Level<Level<Leaf>>>>>
    let state = Five.State(inner: .init(inner: .init(inner: .init(inner: .init(inner: .init())))))
    let store = Store(initialState: state, reducer: Five(child: .init(child: .init(child: .init(child: .init(child: Leaf()))))))
    let records = await store.record()
    await store.send(.inner(.inner(.inner(.inner(.inner(.incrementTapped))))))
    try await store.settle()
    let after = await store.state
    #expect(after.inner.inner.inner.inner.inner.count == 1)
    #expect(after.seen == 2 && after.inner.inner.inner.inner.seen == 2)
    #expect(records.effectActions == [.inner(.inner(.inner(.inner(.inner(.incremented)))))])
}

// MARK: - ifLet with dismiss

private struct Ticker: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case started, tick }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .started:
            return .run { send, dependencies in
                while true {
                    try await dependencies.clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
        case .tick:
            state.ticks += 1
            return .none
        }
    }
}

private struct Sheet: Reducer {
    struct State: Equatable, Sendable {
        var timer: Ticker.State?
        var dismissals = 0
    }

    enum Action: Equatable, Sendable {
        case showTapped
        case timer(PresentationAction<Ticker.Action>)
    }

    static let timerPath = CasePath<Action, PresentationAction<Ticker.Action>>(
        embed: Action.timer, extract: { if case .timer(let a) = $0 { a } else { nil } }
    )

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .showTapped:
                state.timer = Ticker.State()
            case .timer(.dismiss):
                // The parent runs before the child state is cleared: it still sees it.
                if state.timer != nil { state.dismissals += 1 }
            case .timer(.presented):
                break
            }
            return .none
        }
        .ifLet(\.timer, action: Self.timerPath) { Ticker() }
    }
}

@Test func ifLetDismissClearsTheChildAndCancelsItsEffects() async throws {
    let store = Store(initialState: Sheet.State(), reducer: Sheet())
    let clock = try #require(store.dependencies.testClock)
    await store.send(.timer(.presented(.started)))
    #expect(await store.effects.isEmpty)

    await store.send(.showTapped)
    await store.send(.timer(.presented(.started)))
    await clock.advance(by: .seconds(2))
    try await store.settle()
    #expect(await store.state.timer?.ticks == 2)

    let dismissed = await store.send(.timer(.dismiss))
    #expect(dismissed.effectsCancelled.count == 1)
    await clock.advance(by: .seconds(5))
    try await store.settle()
    #expect(await store.state == Sheet.State(timer: nil, dismissals: 1))
    #expect(await store.effects.isEmpty)
}

// MARK: - forEach

private struct Row: Reducer {
    struct State: Equatable, Sendable, Identifiable {
        let id: Int
        var count = 0
    }

    enum Action: Equatable, Sendable { case tapped, delayedTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .tapped:
            state.count += 1
            return .none
        case .delayedTapped:
            return .run { send, dependencies in
                try await dependencies.clock.sleep(for: .seconds(1))
                await send(.tapped)
            }
        }
    }
}

private struct List: Reducer {
    struct State: Equatable, Sendable {
        var rows: IdentifiedArray<Row.State> = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
    }

    enum Action: Equatable, Sendable {
        case rows(IdentifiedAction<Int, Row.Action>)
        case removeTapped(Int)
    }

    static let rowsPath = CasePath<Action, IdentifiedAction<Int, Row.Action>>(
        embed: Action.rows, extract: { if case .rows(let a) = $0 { a } else { nil } }
    )

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            if case .removeTapped(let id) = action { state.rows.remove(id: id) }
            return .none
        }
        .forEach(\.rows, action: Self.rowsPath) { Row() }
    }
}

@Test func forEachRoutesByIDAndCancelsEffectsOfRemovedRows() async throws {
    let store = Store(initialState: List.State(), reducer: List())
    let records = await store.record()
    await store.send(.rows(.element(id: 2, action: .tapped)))
    await store.send(.rows(.element(id: 9, action: .tapped)))
    #expect(await store.state.rows.map(\.count) == [0, 1, 0])
    #expect(records.all.map(\.stateChanged) == [true, false])

    await store.send(.rows(.element(id: 1, action: .delayedTapped)))
    await store.send(.rows(.element(id: 3, action: .delayedTapped)))
    let removal = await store.send(.removeTapped(3))
    #expect(removal.effectsCancelled.count == 1)
    await store.dependencies.testClock?.advance(by: .seconds(1))
    try await store.settle()
    #expect(await store.state.rows.map(\.count) == [1, 1])
    #expect(records.effectActions == [.rows(.element(id: 1, action: .tapped))])
}

// MARK: - onChange

private struct Query: Reducer {
    struct State: Equatable, Sendable {
        var query = ""
        var searches = 0
    }

    enum Action: Equatable, Sendable { case queryChanged(String) }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            if case .queryChanged(let query) = action { state.query = query }
            return .none
        }
        .onChange(of: { $0.query }) { oldValue, newValue in
            Reduce { state, _ in
                state.searches += 1
                return .none
            }
        }
    }
}

@Test func onChangeRunsOnlyWhenTheValueChanged() async throws {
    let store = Store(initialState: Query.State(), reducer: Query())
    await store.send(.queryChanged("a"))
    await store.send(.queryChanged("a"))
    await store.send(.queryChanged("ab"))
    #expect(await store.state == Query.State(query: "ab", searches: 2))
}
