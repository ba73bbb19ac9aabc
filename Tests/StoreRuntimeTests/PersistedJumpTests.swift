import StoreRuntime
import UIStateTesting
import Testing

// A history jump restores persisted shared values on disk too (DECISIONS: a jump restores shared
// state, persisted keys included). A key the store had not touched yet at the target version goes
// back to what storage held before the store first touched it.

private func launch(_ storage: InMemoryStorage) -> Store<OnboardingAndBookmarks> {
    var dependencies = Dependencies.test()
    dependencies.storage = storage
    return Store(initialState: OnboardingAndBookmarks.State(), reducer: OnboardingAndBookmarks(), dependencies: dependencies)
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
    await store.send(.bookmarkTapped(1))

    try await history.jump(to: 0, in: store)
    #expect(try bytes(storage) == "true")
    #expect(await store.reading { $0.hasSeenOnboarding })
}

// MARK: - An onboarding flag on disk, bookmarks in memory

/// What these tests need: a flag persisted like `@AppStorage` (stored as the text `true` or
/// `false`), and a shared value kept in memory only, so that an action, and a jump back over it,
/// can change shared state without touching the persisted key.
private struct OnboardingAndBookmarks: Reducer {
    struct State: Equatable, Sendable {
        @Shared(.persisted("hasSeenOnboarding", coder: FlagText())) var hasSeenOnboarding = false
        @Shared(.inMemory("bookmarks")) var bookmarks: [Int] = []
    }

    enum Action: Equatable, Sendable {
        case onboardingFinished
        case bookmarkTapped(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onboardingFinished:
            state.hasSeenOnboarding = true
        case .bookmarkTapped(let id):
            state.bookmarks.append(id)
        }
        return .none
    }
}

private struct FlagText: SharedCoder {
    func encode(_ value: Bool) throws -> [UInt8] { Array(String(value).utf8) }
    func decode(_ bytes: [UInt8]) throws -> Bool { String(decoding: bytes, as: UTF8.self) == "true" }
}
