import StoreRuntime
import UIStateTesting
import Testing

// A history jump restores persisted shared values on disk too (DECISIONS: a jump restores shared
// state, persisted keys included). A key the store had not touched yet at the target version goes
// back to what storage held before the store first touched it.

private func launch(_ storage: InMemoryStorage) -> Store<BookmarksFeature> {
    var dependencies = Dependencies.test()
    dependencies.storage = storage
    return Store(initialState: BookmarksFeature.State(), reducer: BookmarksFeature(), dependencies: dependencies)
}

private func bytes(_ storage: InMemoryStorage) throws -> String? {
    try storage.load("hasSeenOnboarding").map { String(decoding: $0, as: UTF8.self) }
}

@Test func aJumpToBeforeTheFirstWriteDeletesAFileThatDidNotExist() async throws {
    let storage = InMemoryStorage()
    let store = launch(storage)
    let history = await History.attach(to: store)
    await store.send(.onboardingFinished)
    #expect(try bytes(storage) == "true")

    let jump = try await history.jump(to: 0, in: store)
    #expect(jump.stateChanged)
    #expect(try bytes(storage) == nil)
    #expect(await store.reading { $0.hasSeenOnboarding } == false)
    // The next launch of the same storage sees onboarding as never shown.
    #expect(await launch(storage).reading { $0.hasSeenOnboarding } == false)
}

@Test func aJumpToBeforeTheFirstTouchRewritesTheBytesStorageHeldThen() async throws {
    let storage = InMemoryStorage()
    try storage.save(Array("false".utf8), as: "hasSeenOnboarding")
    let store = launch(storage)
    let history = await History.attach(to: store)
    await store.send(.onboardingFinished)
    #expect(try bytes(storage) == "true")

    try await history.jump(to: 0, in: store)
    #expect(try bytes(storage) == "false")
    #expect(await store.reading { $0.hasSeenOnboarding } == false)
}

@Test func jumpingBackAndForthRewritesThePersistedValueOfEachVersion() async throws {
    let storage = InMemoryStorage()
    let store = launch(storage)
    let history = await History.attach(to: store)
    await store.send(.onboardingFinished)

    try await history.jump(to: 0, in: store)
    #expect(try bytes(storage) == nil)
    try await history.jump(to: 1, in: store)
    #expect(try bytes(storage) == "true")
    #expect(await store.reading { $0.hasSeenOnboarding })
    #expect(await store.version == 3)
    #expect(store.shared.storageErrors.isEmpty)
}

@Test func aJumpThatChangesNoPersistedKeyLeavesItsFileAlone() async throws {
    let storage = InMemoryStorage()
    try storage.save(Array("true".utf8), as: "hasSeenOnboarding")
    let store = launch(storage)
    let history = await History.attach(to: store)
    await store.send(.feed(.bookmarkTapped(1)))

    try await history.jump(to: 0, in: store)
    #expect(try bytes(storage) == "true")
    #expect(await store.reading { $0.hasSeenOnboarding })
}
