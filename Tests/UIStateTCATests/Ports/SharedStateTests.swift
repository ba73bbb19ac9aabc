import UIStateTCA
import XCTest

// TCA 1.10's `@Shared` as a TCA app writes it: a parent's shared count handed to a child with
// `$count`, changed in the child's reducer and in an effect (`withLock`), and persisted with
// `.appStorage` and `.fileStorage`; each asserted with a test store.

struct SharedCountChild: Reducer {
    struct State: Equatable {
        @Shared var count: Int
    }

    enum Action: Equatable {
        case incrementButtonTapped
        case incrementLaterButtonTapped
        case incrementedLater
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            return .none
        case .incrementLaterButtonTapped:
            return .run { [count = state.$count] send in
                try await clock.sleep(for: .seconds(1))
                count.withLock { $0 += 1 }
                await send(.incrementedLater)
            }
        case .incrementedLater:
            return .none
        }
    }
}

struct SharedCountParent: Reducer {
    struct State: Equatable {
        @Shared(.inMemory("count")) var count = 0
        @SharedReader(.inMemory("count")) var countSeenElsewhere = 0
        var child: SharedCountChild.State?
    }

    enum Action: Equatable {
        case showChildButtonTapped
        case child(SharedCountChild.Action)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .showChildButtonTapped:
                state.child = SharedCountChild.State(count: state.$count)
                return .none
            case .child:
                return .none
            }
        }
        .ifLet(\.child, action: /Action.child) { SharedCountChild() }
    }
}

struct PersistedCounts: Reducer {
    struct State: Equatable {
        @Shared(.appStorage("launchCount")) var launchCount = 0
        @Shared(.fileStorage(URL.documentsDirectory.appending(component: "history.json"))) var history: [Int] = []
    }

    enum Action: Equatable {
        case launched
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.launchCount += 1
        state.history.append(state.launchCount)
        return .none
    }
}

@MainActor
final class SharedStateTests: FailureCapturingTestCase {
    /// A test store of the parent with its child shown, holding the parent's handle.
    private func storeShowingTheChild(clock: TestClock = TestClock()) async -> TestStoreOf<SharedCountParent> {
        let store = TestStore(initialState: SharedCountParent.State()) { SharedCountParent() } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.showChildButtonTapped) {
            $0.child = SharedCountChild.State(count: $0.$count)
        }
        return store
    }

    func testAChildChangesTheParentsValueThroughTheHandleItWasGiven() async {
        let store = await storeShowingTheChild()
        await store.send(.child(.incrementButtonTapped)) {
            $0.count = 1
        }
    }

    func testAnEffectChangesTheValueWithLockAndTheActionItSendsShowsIt() async {
        let clock = TestClock()
        let store = await storeShowingTheChild(clock: clock)
        await store.send(.child(.incrementLaterButtonTapped))
        await clock.advance(by: .seconds(1))
        await store.receive(.child(.incrementedLater)) {
            $0.count = 1
        }
    }

    func testAWrongExpectationOfASharedValueFails() async {
        let store = await storeShowingTheChild()
        await store.send(.child(.incrementButtonTapped)) {
            $0.count = 2
        }
        let failures = captured.all.map(\.message)
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("count") == true, "\(failures)")
    }

    func testAReaderSeesWhatTheSameKeyHolds() async {
        let store = await storeShowingTheChild()
        await store.send(.child(.incrementButtonTapped)) {
            XCTAssertEqual($0.countSeenElsewhere, 0)
            $0.count = 1
            XCTAssertEqual($0.countSeenElsewhere, 1)
        }
    }

    func testEachUnkeyedSharedValueIsAValueOfItsOwn() {
        let count = Shared(5)
        XCTAssertEqual(count, count.projectedValue, "a handle and its projection are one value")
        XCTAssertNotEqual(Shared(5), count, "another Shared(5) is another value")
        XCTAssertEqual(SharedReader(count).wrappedValue, 5, "outside a store a reader reads the default")
    }

    func testPersistedValuesOutliveTheStoreThatWroteThem() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The storage a host gives each store: files in its storage directory.
        let storage = try DirectoryStorage(directory: directory)
        let first = TestStore(initialState: PersistedCounts.State()) { PersistedCounts() } withDependencies: {
            $0.storage = storage
        }
        await first.send(.launched) {
            $0.launchCount = 1
            $0.history = [1]
        }
        XCTAssertEqual(try String(contentsOfFile: directory + "/launchCount", encoding: .utf8), "1")
        XCTAssertEqual(try String(contentsOfFile: directory + "/history.json", encoding: .utf8), "[1]")

        let second = TestStore(initialState: PersistedCounts.State()) { PersistedCounts() } withDependencies: {
            $0.storage = storage
        }
        await second.send(.launched) {
            $0.launchCount = 2
            $0.history = [1, 2]
        }
    }
}
