import UIStateTCA
import XCTest

// Shared keys as an app on today's TCA (swift-sharing) declares them: extensions of the key
// protocols that name a key and its default once, used as `@Shared(.hasSeenIntro)`, and TCA
// 1.10–1.15's `PersistenceKeyDefault` spelling beside them.

extension SharedKey where Self == AppStorageKey<Bool>.Default {
    static var hasSeenIntro: Self { Self[.appStorage("hasSeenIntro"), default: false] }
}

extension SharedKey where Self == FileStorageKey<[String]>.Default {
    static var recentSearches: Self {
        Self[.fileStorage(.documentsDirectory.appending(component: "recent-searches.json")), default: []]
    }
}

extension SharedKey where Self == InMemoryKey<Int> {
    static var introTaps: Self { inMemory("introTaps") }
}

extension PersistenceReaderKey where Self == PersistenceKeyDefault<AppStorageKey<Int>> {
    static var searchLimit: Self { PersistenceKeyDefault(.appStorage("searchLimit"), 2) }
}

@Reducer
struct Intro {
    @ObservableState
    struct State: Equatable {
        @Shared(.hasSeenIntro) var hasSeenIntro
        @Shared(.recentSearches) var recentSearches
        @Shared(.introTaps) var taps = 0
        @SharedReader(.searchLimit) var searchLimit
    }

    enum Action: Equatable {
        case finishTapped
        case searched(String)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .finishTapped:
                state.$hasSeenIntro.withLock { $0 = true }
                state.$taps.withLock { $0 += 1 }
                return .none
            case let .searched(text):
                let limit = state.searchLimit
                state.$recentSearches.withLock { searches in
                    searches.insert(text, at: 0)
                    searches = Array(searches.prefix(limit))
                }
                return .none
            }
        }
    }
}

@MainActor
final class SharedKeyExtensionTests: FailureCapturingTestCase {
    func testAKeyDeclaredWithItsDefaultStartsThere() {
        let state = Intro.State()
        XCTAssertEqual(state.hasSeenIntro, false)
        XCTAssertEqual(state.recentSearches, [])
        XCTAssertEqual(state.searchLimit, 2, "PersistenceKeyDefault's value")
    }

    func testWritesThroughExtendedKeysAreStateATestStoreChecks() async {
        let store = TestStore(initialState: Intro.State()) { Intro() }
        await store.send(.finishTapped) {
            $0.hasSeenIntro = true
            $0.taps = 1
        }
        await store.send(.searched("coffee")) {
            $0.recentSearches = ["coffee"]
        }
        await store.send(.searched("tea")) {
            $0.recentSearches = ["tea", "coffee"]
        }
        await store.send(.searched("cake")) {
            $0.recentSearches = ["cake", "tea"]
        }
    }

    func testAnExpectationWrittenWithLockIsCheckedToo() async {
        let store = TestStore(initialState: Intro.State()) { Intro() }
        await store.send(.finishTapped) {
            $0.$hasSeenIntro.withLock { $0 = true }
            $0.$taps.withLock { $0 = 2 }
        }
        let failures = captured.all.map(\.message)
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("taps") == true, "\(failures)")
    }

    func testTheStoredValueWinsOverTheKeysDefault() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intro-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let storage = try DirectoryStorage(directory: directory)
        try storage.save(Array("true".utf8), as: "hasSeenIntro")
        try storage.save(Array("3".utf8), as: "searchLimit")

        let store = TestStore(initialState: Intro.State()) { Intro() } withDependencies: {
            $0.storage = storage
        }
        await store.send(.searched("a")) {
            $0.recentSearches = ["a"]
        }
        await store.send(.searched("b")) {
            $0.recentSearches = ["b", "a"]
        }
        await store.send(.searched("c")) {
            $0.recentSearches = ["c", "b", "a"]
        }
        await store.send(.finishTapped) {
            $0.taps = 1
        }
        XCTAssertEqual(try String(contentsOfFile: directory + "/recent-searches.json", encoding: .utf8), #"["c","b","a"]"#)
    }

    /// A test gives app storage defaults of its own, as swift-sharing's tests do; here the
    /// store's storage keeps the values whichever is set, so the defaults stay untouched.
    func testDefaultAppStorageSetForATestLeavesThoseDefaultsAlone() async throws {
        let suite = "intro-tests-\(UUID())"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = TestStore(initialState: Intro.State()) { Intro() } withDependencies: {
            $0.defaultAppStorage = defaults
        }
        XCTAssertTrue(store.dependencies.defaultAppStorage === defaults)

        await store.send(.finishTapped) {
            $0.hasSeenIntro = true
            $0.taps = 1
        }
        XCTAssertNil(defaults.object(forKey: "hasSeenIntro"))
    }

    func testValueSpellingsOfUnkeyedHandles() {
        XCTAssertEqual(Shared(value: 3).wrappedValue, 3)
        XCTAssertEqual(SharedReader(value: "x").wrappedValue, "x")
        XCTAssertEqual(SharedReader.constant(7).wrappedValue, 7)
    }
}
