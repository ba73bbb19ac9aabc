import StoreRuntime
import UIStateTesting
import Testing

// MARK: - Shared state

@Test func aWriteThroughOneHandleIsSeenByEveryHandleInTheSameAction() async {
    let store = TestStore(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks())

    await store.send(.feed(.bookmarkTapped(3))) {
        $0.feed.bookmarks = [3]
        $0.bookmarkCount = 1
    }
    await store.send(.settings(.clearBookmarksTapped)) {
        $0.settings.bookmarks = []
        $0.bookmarkCount = 0
    }
    await store.finish()
}

@Test func aSharedWriteIsAStateChangeThatBumpsTheVersion() async {
    let store = Store(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks())

    let tap = await store.send(.feed(.bookmarkTapped(3)))
    #expect(tap.stateChanged)
    #expect(tap.version == 1)
    #expect(store.sharedSnapshot[.bookmarks] == [3])
    #expect(await store.reading { $0.settings.bookmarks } == [3])
}

@Test func aWriteNoActionMadeIsAChangeOfStateOnlyWhenItChangesAValue() async {
    let store = Store(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks())
    let records = Records<TabsSharingBookmarks.State, TabsSharingBookmarks.Action>()
    await store.addObserver(records.append)
    let handle = TabsSharingBookmarks.State().feed.$bookmarks

    let write = { @Sendable (store: isolated Store<TabsSharingBookmarks>) in
        store.writeShared {
            var bookmarks = handle
            bookmarks.wrappedValue = [7]
        }
    }
    await store.perform(write)
    #expect(await store.version == 1)
    #expect(await store.reading { $0.settings.bookmarks } == [7])
    await store.perform(write)
    #expect(await store.version == 1, "the same value again changes nothing")
    #expect(records.all.count == 1)
    if case .sharedWritten = records.all.first?.kind {} else { Issue.record("expected a shared write's record") }
    #expect(records.all.first?.shared[.bookmarks] == [7])
}

@Test func inMemoryKeysBelongToOneStore() async {
    let first = Store(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks())
    let second = Store(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks())

    await first.send(.feed(.bookmarkTapped(3)))
    #expect(await first.reading { $0.feed.bookmarks } == [3])
    #expect(await second.reading { $0.feed.bookmarks } == [])
}

@Test func anUnassertedSharedChangeShowsInTheDiff() async {
    let failures = Failures()
    let store = TestStore(
        initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks(), onFailure: failures.append
    )

    await store.send(.feed(.bookmarkTapped(3))) { $0.bookmarkCount = 1 }
    let message = failures.messages.first ?? ""
    #expect(message.hasPrefix("State was not expected to change") == false)
    #expect(message.contains("    feed: Feed.State(\n  \u{2212}     bookmarks: []\n  +     bookmarks: [\n  +       [0]: 3\n  +     ]\n      ),"))
}

@Test func aPersistedValueSurvivesARelaunch() async throws {
    var dependencies = Dependencies.test()
    dependencies.storage = InMemoryStorage()
    let firstLaunch = TestStore(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks(), dependencies: dependencies)
    await firstLaunch.send(.onboardingFinished) { $0.hasSeenOnboarding = true }
    await firstLaunch.finish()

    let relaunch = Store(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks(), dependencies: dependencies)
    #expect(await relaunch.reading { $0.hasSeenOnboarding })
}

@Test func aPersistedValueThatCannotBeDecodedFallsBackToTheDefaultAndIsReported() async throws {
    let storage = InMemoryStorage()
    try storage.save(Array("maybe".utf8), as: "hasSeenOnboarding")
    var dependencies = Dependencies.test()
    dependencies.storage = storage
    let store = Store(initialState: TabsSharingBookmarks.State(), reducer: TabsSharingBookmarks(), dependencies: dependencies)

    #expect(await store.reading { $0.hasSeenOnboarding } == false)
    #expect(store.shared.storageErrors.map(\.description) == [
        "could not load shared persisted \"hasSeenOnboarding\": InvalidBytes()",
    ])
}

// MARK: - Two tabs sharing bookmarks

/// What these tests need of shared state, and no more: two tabs with a handle each on one
/// in-memory list of bookmarks (the feed adds, settings clears), a count the parent reads through
/// the settings tab's handle after either tab acts, and an onboarding flag persisted like
/// `@AppStorage`.
private struct TabsSharingBookmarks: Reducer {
    struct State: Equatable, Sendable {
        var feed = Feed.State()
        var settings = Settings.State()
        var bookmarkCount = 0
        @Shared(.hasSeenOnboarding) var hasSeenOnboarding = false
    }

    enum Action: Equatable, Sendable {
        case feed(Feed.Action)
        case settings(Settings.Action)
        case onboardingFinished
    }

    var body: some Reducer<State, Action> {
        Scope(state: \.feed, action: CasePath(embed: Action.feed, extract: { if case .feed(let a) = $0 { a } else { nil } })) {
            Feed()
        }
        Scope(state: \.settings, action: CasePath(embed: Action.settings, extract: { if case .settings(let a) = $0 { a } else { nil } })) {
            Settings()
        }
        Reduce { state, action in
            switch action {
            case .onboardingFinished:
                state.hasSeenOnboarding = true
            case .feed, .settings:
                // Reads through the settings tab's handle what the feed tab just wrote.
                state.bookmarkCount = state.settings.bookmarks.count
            }
            return .none
        }
    }
}

private struct Feed: Reducer {
    struct State: Equatable, Sendable {
        @Shared(.bookmarks) var bookmarks: [Int] = []
    }

    enum Action: Equatable, Sendable { case bookmarkTapped(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .bookmarkTapped(let id):
            state.bookmarks.append(id)
            return .none
        }
    }
}

private struct Settings: Reducer {
    struct State: Equatable, Sendable {
        @Shared(.bookmarks) var bookmarks: [Int] = []
    }

    enum Action: Equatable, Sendable { case clearBookmarksTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .clearBookmarksTapped:
            state.bookmarks = []
            return .none
        }
    }
}

extension SharedValueKey where Value == [Int] {
    fileprivate static var bookmarks: SharedValueKey { .inMemory("bookmarks") }
}

extension SharedValueKey where Value == Bool {
    fileprivate static var hasSeenOnboarding: SharedValueKey { .persisted("hasSeenOnboarding", coder: FlagText()) }
}

/// Stores a flag as the text `true` or `false`, and refuses any other bytes.
private struct FlagText: SharedCoder {
    struct InvalidBytes: Error {}

    func encode(_ value: Bool) throws -> [UInt8] { Array(String(value).utf8) }

    func decode(_ bytes: [UInt8]) throws -> Bool {
        guard let value = Bool(String(decoding: bytes, as: UTF8.self)) else { throw InvalidBytes() }
        return value
    }
}

@Suite struct SharedSnapshotTests {
    /// A key of optional value that was never read has no value, not a value of nil: a store
    /// starting that key falls back to the handle's default (a missing declaration once made
    /// every `Shared<Item?>` start at nil).
    @Test func aMissingKeyOfOptionalValueHasNoValue() {
        let key = SharedValueKey<Int?>.inMemory("item")
        let empty: SharedSnapshot = [:]
        #expect(empty[key] == Optional<Int?>.none)
        let holdingNil = SharedSnapshot([key.id: Optional<Int>.none])
        #expect(holdingNil[key] == Optional<Int?>.some(nil))
        let holdingOne = SharedSnapshot([key.id: Optional(1)])
        #expect(holdingOne[key] == Optional<Int?>.some(1))
    }
}
