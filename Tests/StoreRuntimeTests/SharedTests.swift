import StoreRuntime
import UIStateTesting
import Testing

// MARK: - Shared state

@Test func aWriteThroughOneHandleIsSeenByEveryHandleInTheSameAction() async {
    let store = TestStore(initialState: BookmarksFeature.State(), reducer: BookmarksFeature())

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
    let store = Store(initialState: BookmarksFeature.State(), reducer: BookmarksFeature())

    let tap = await store.send(.feed(.bookmarkTapped(3)))
    #expect(tap.stateChanged)
    #expect(tap.version == 1)
    #expect(store.sharedSnapshot[.bookmarks] == [3])
    #expect(await store.reading { $0.settings.bookmarks } == [3])
}

@Test func inMemoryKeysBelongToOneStore() async {
    let first = Store(initialState: BookmarksFeature.State(), reducer: BookmarksFeature())
    let second = Store(initialState: BookmarksFeature.State(), reducer: BookmarksFeature())

    await first.send(.feed(.bookmarkTapped(3)))
    #expect(await first.reading { $0.feed.bookmarks } == [3])
    #expect(await second.reading { $0.feed.bookmarks } == [])
}

@Test func anUnassertedSharedChangeShowsInTheDiff() async {
    let failures = Failures()
    let store = TestStore(
        initialState: BookmarksFeature.State(), reducer: BookmarksFeature(), onFailure: failures.append
    )

    await store.send(.feed(.bookmarkTapped(3))) { $0.bookmarkCount = 1 }
    let message = failures.messages.first ?? ""
    #expect(message.hasPrefix("State was not expected to change") == false)
    #expect(message.contains("    feed: Feed.State(\n  \u{2212}     bookmarks: []\n  +     bookmarks: [\n  +       [0]: 3\n  +     ]\n      ),"))
}

@Test func aPersistedValueSurvivesARelaunch() async throws {
    var dependencies = Dependencies.test()
    dependencies.storage = InMemoryStorage()
    let firstLaunch = TestStore(initialState: BookmarksFeature.State(), reducer: BookmarksFeature(), dependencies: dependencies)
    await firstLaunch.send(.onboardingFinished) { $0.hasSeenOnboarding = true }
    await firstLaunch.finish()

    let relaunch = Store(initialState: BookmarksFeature.State(), reducer: BookmarksFeature(), dependencies: dependencies)
    #expect(await relaunch.reading { $0.hasSeenOnboarding })
}

@Test func aPersistedValueThatCannotBeDecodedFallsBackToTheDefaultAndIsReported() async throws {
    let storage = InMemoryStorage()
    try storage.save(Array("maybe".utf8), as: "hasSeenOnboarding")
    var dependencies = Dependencies.test()
    dependencies.storage = storage
    let store = Store(initialState: BookmarksFeature.State(), reducer: BookmarksFeature(), dependencies: dependencies)

    #expect(await store.reading { $0.hasSeenOnboarding } == false)
    #expect(store.shared.storageErrors.map(\.description) == [
        "could not load shared persisted \"hasSeenOnboarding\": InvalidBytes()",
    ])
}
