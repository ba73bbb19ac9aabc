import UIStateTesting
import Testing

// MARK: - A feature with every origin

private struct Editor: Reducer {
    struct State: Equatable, Sendable {
        var text = ""
        var saved: [String] = []
    }

    enum Action: Equatable, Sendable {
        case launched
        case typed(String)
        case noop
        case saveTapped
        case autosaveTapped
        case delegate(Delegate)
        case autosaved

        enum Delegate: Equatable, Sendable { case saved(String) }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .launched, .noop, .autosaved:
            return .none
        case .typed(let text):
            state.text = text
            Dependencies.current.events.emit("haptic")
            return .none
        case .saveTapped:
            return .send(.delegate(.saved(state.text)))
        case .delegate(.saved(let text)):
            state.saved.append(text)
            return .none
        case .autosaveTapped:
            return .run { send, dependencies in
                try await dependencies.clock.sleep(for: .seconds(1))
                await send(.autosaved)
            }
        }
    }
}

// MARK: - A shared value with two handles

/// A list in an in-memory shared value, written through one handle and read through the other: a
/// jump must restore the value the store holds, which every handle reads.
private struct SharedList: Reducer {
    struct State: Equatable, Sendable {
        @Shared(.inMemory("items")) var items: [Int] = []
        @Shared(.inMemory("items")) var sameItems: [Int] = []
    }

    enum Action: Equatable, Sendable { case added(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .added(let item):
            state.items.append(item)
            return .none
        }
    }
}

// MARK: - Recording

@Test func historyHasOneEntryPerProcessedActionWithItsOriginAndWhatItDid() async throws {
    let store = Store(initialState: Editor.State(), reducer: Editor())
    let history = await History.attach(to: store)

    await store.send(.launched, origin: .launch)
    let typed = await store.send(.typed("milk"))
    await store.send(.noop)
    let save = await store.send(.saveTapped)
    await store.setEnvironment("large")
    let autosave = await store.send(.autosaveTapped)
    await store.dependencies.testClock?.advance(by: .seconds(1))
    try await store.settle()

    let entries = history.entries()
    #expect(entries.map(\.origin) == [
        .launch,
        .outside,
        .outside,
        .outside,
        .delegate(startedBy: try #require(save.sequence)),
        .environment,
        .outside,
        .effect(try #require(autosave.effectsStarted.first), startedBy: try #require(autosave.sequence)),
    ])
    #expect(entries.map(\.origin.name) == ["launch", "outside", "outside", "outside", "effect", "environment", "outside", "effect"])
    #expect(entries.map(\.action) == [.launched, .typed("milk"), .noop, .saveTapped, .delegate(.saved("milk")), nil, .autosaveTapped, .autosaved])
    #expect(entries.map(\.version) == [0, 1, 1, 1, 2, 3, 3, 3])
    #expect(entries.map(\.stateChanged) == [false, true, false, false, true, false, false, false])
    #expect(entries[1].events == [UIEvent(name: "haptic")])
    #expect(entries[6].effectsStarted == autosave.effectsStarted)
    #expect(entries[5].environment as? String == "large")
    #expect(entries[4].state == Editor.State(text: "milk", saved: ["milk"]))
    #expect(typed.version == 1)
}

@Test func historyKeepsTheNewestEntriesWithinItsLimit() async throws {
    let store = Store(initialState: Editor.State(), reducer: Editor())
    let history = await History.attach(to: store, limit: 3)

    for word in ["a", "b", "c", "d", "e"] {
        await store.send(.typed(word))
    }
    #expect(history.entries().map(\.action) == [.typed("c"), .typed("d"), .typed("e")])
    #expect(history.droppedCount == 2)
    #expect(history.versions == 2...5)
    #expect(history.baseline.state.text == "b")
    await #expect(throws: UnknownVersionError(version: 1, available: 2...5)) {
        try await history.jump(to: 1, in: store)
    }
}

@Test func historyPagesBySequenceNumber() async {
    let store = Store(initialState: Editor.State(), reducer: Editor())
    let history = await History.attach(to: store)
    for word in ["a", "b", "c", "d", "e"] {
        await store.send(.typed(word))
    }

    let first = history.entries(from: 0, limit: 2)
    let second = history.entries(from: (first.last?.sequence ?? 0) + 1, limit: 2)
    let third = history.entries(from: (second.last?.sequence ?? 0) + 1, limit: 2)
    #expect((first + second + third).map(\.action) == ["a", "b", "c", "d", "e"].map { .typed($0) })
    #expect(third.count == 1)
}

@Test func summariesAndPagesMatchTheEntriesFromAnySequenceNumberWithinTheLimit() async {
    // Enough entries that a summary lookup takes both ways (a scan from the newest back, a
    // binary search further back), and some dropped by the limit.
    let store = Store(initialState: Editor.State(), reducer: Editor())
    let history = await History.attach(to: store, limit: 20)
    for index in 0..<30 {
        await store.send(index % 3 == 0 ? .noop : .typed("\(index)"))
    }

    let all = history.entries()
    for sequence in 0...32 {
        let entries = history.entries(from: sequence)
        #expect(entries.map(\.sequence) == all.filter { $0.sequence >= sequence }.map(\.sequence), "from \(sequence)")
        let summaries = history.summaries(from: sequence)
        #expect(summaries.map(\.sequence) == entries.map(\.sequence), "from \(sequence)")
        #expect(summaries.map(\.origin) == entries.map(\.origin), "from \(sequence)")
        #expect(summaries.map(\.events) == entries.map(\.events), "from \(sequence)")
    }
    #expect(history.summaries(from: 0).count == 20)
    #expect(history.latestSequence == history.entries().last?.sequence)
}

// MARK: - Jumping

@Test func jumpRestoresAnEarlierVersionAsANewVersionAndCancelsEffectsWithoutReRunningThem() async throws {
    let store = Store(initialState: Editor.State(), reducer: Editor())
    let history = await History.attach(to: store)
    await store.send(.typed("milk"))
    await store.setEnvironment("large")
    await store.send(.typed("eggs"))
    let autosave = await store.send(.autosaveTapped)

    let jump = try await history.jump(to: 1, in: store)
    #expect(jump.origin == .jump(toVersion: 1))
    #expect(jump.version == 4)
    #expect(jump.effectsCancelled == autosave.effectsStarted)
    #expect(await store.state.text == "milk")
    #expect(await store.environment as? String == nil)

    await store.dependencies.testClock?.advance(by: .seconds(5))
    try await store.settle()
    #expect(history.entries().last?.origin == .jump(toVersion: 1))
    #expect(await store.version == 4)
}

@Test func jumpRestoresSharedValues() async throws {
    let store = Store(initialState: SharedList.State(), reducer: SharedList())
    let history = await History.attach(to: store)
    await store.send(.added(1))
    await store.send(.added(2))

    try await history.jump(to: 1, in: store)
    #expect(await store.reading { $0.sameItems } == [1])
    #expect(await store.version == 3)
}

@Test func jumpToAnUnknownVersionLeavesTheStoreAsItWas() async {
    let store = Store(initialState: Editor.State(), reducer: Editor())
    let history = await History.attach(to: store)
    await store.send(.typed("milk"))

    await #expect(throws: UnknownVersionError(version: 7, available: 0...1)) {
        try await history.jump(to: 7, in: store)
    }
    #expect(await store.version == 1)
    #expect(history.count == 1)
}

// MARK: - With the test store

@Test func historyOfATestStoreRecordsWhatTheTestAsserted() async {
    let store = TestStore(initialState: Editor.State(), reducer: Editor())
    let history = await History.attach(to: store.store)

    await store.send(.typed("milk")) { $0.text = "milk" }
    await store.send(.saveTapped)
    await store.receive(.delegate(.saved("milk"))) { $0.saved = ["milk"] }
    await store.finish()
    #expect(history.entries().map(\.action) == [.typed("milk"), .saveTapped, .delegate(.saved("milk"))])
}
