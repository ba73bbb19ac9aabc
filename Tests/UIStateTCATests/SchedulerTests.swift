import UIStateTCA
import XCTest

// Features written the way TCA 1.3 features wait on `@Dependency(\.mainQueue)`: a search field
// debounced on it, a stopwatch ticking on its timer, a banner sleeping on it, a throttled tap,
// and a reminder that waits on both the main queue and the continuous clock.

struct SearchEngineClient {
    var search: @Sendable (String) async throws -> [String]
}

extension SearchEngineClient: DependencyKey {
    static let liveValue = SearchEngineClient(search: { [$0] })
    static let testValue = SearchEngineClient(search: unimplemented("SearchEngineClient.search"))
}

extension DependencyValues {
    var searchEngine: SearchEngineClient {
        get { self[SearchEngineClient.self] }
        set { self[SearchEngineClient.self] = newValue }
    }
}

struct DebouncedSearch: Reducer {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
    }

    enum Action: Equatable {
        case queryChanged(String)
        case searchResponse(TaskResult<[String]>)
    }

    @Dependency(\.mainQueue) var mainQueue
    @Dependency(\.searchEngine) var searchEngine

    private enum CancelID { case search }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .queryChanged(query):
                state.query = query
                guard !query.isEmpty else {
                    state.results = []
                    return .cancel(id: CancelID.search)
                }
                return .run { send in
                    await send(.searchResponse(TaskResult { try await self.searchEngine.search(query) }))
                }
                .debounce(id: CancelID.search, for: 0.3, scheduler: self.mainQueue)

            case let .searchResponse(.success(results)):
                state.results = results
                return .none

            case .searchResponse(.failure):
                state.results = []
                return .none
            }
        }
    }
}

struct MainQueueStopwatch: Reducer {
    struct State: Equatable {
        var isRunning = false
        var secondsElapsed = 0
    }

    enum Action: Equatable {
        case toggleButtonTapped
        case timerTicked
    }

    @Dependency(\.mainQueue) var mainQueue

    private enum CancelID { case timer }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .toggleButtonTapped:
                state.isRunning.toggle()
                guard state.isRunning else { return .cancel(id: CancelID.timer) }
                return .run { send in
                    for await _ in self.mainQueue.timer(interval: .seconds(1)) {
                        await send(.timerTicked)
                    }
                }
                .cancellable(id: CancelID.timer, cancelInFlight: true)

            case .timerTicked:
                state.secondsElapsed += 1
                return .none
            }
        }
    }
}

struct SavedBanner: Reducer {
    struct State: Equatable {
        var message: String?
    }

    enum Action: Equatable {
        case saved(String)
        case bannerTimedOut
    }

    @Dependency(\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .saved(message):
                state.message = message
                return .run { send in
                    try await self.mainQueue.sleep(for: .seconds(2))
                    await send(.bannerTimedOut)
                }

            case .bannerTimedOut:
                state.message = nil
                return .none
            }
        }
    }
}

struct ThrottledLike: Reducer {
    struct State: Equatable {
        var likesSent: [Int] = []
    }

    enum Action: Equatable {
        case likeTapped(Int)
        case likeSent(Int)
    }

    @Dependency(\.mainQueue) var mainQueue

    private enum CancelID { case like }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .likeTapped(count):
                return .run { send in await send(.likeSent(count)) }
                    .throttle(id: CancelID.like, for: .seconds(1), scheduler: self.mainQueue, latest: true)

            case let .likeSent(count):
                state.likesSent.append(count)
                return .none
            }
        }
    }
}

struct TwoClockReminder: Reducer {
    struct State: Equatable {}

    enum Action: Equatable {
        case startTapped
        case clockFired
        case mainQueueFired
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.mainQueue) var mainQueue

    var body: some ReducerOf<Self> {
        Reduce { _, action in
            switch action {
            case .startTapped:
                return .merge(
                    .run { send in
                        try await self.clock.sleep(for: .seconds(1))
                        await send(.clockFired)
                    },
                    .run { send in
                        try await self.mainQueue.sleep(for: .seconds(1))
                        await send(.mainQueueFired)
                    }
                )

            case .clockFired, .mainQueueFired:
                return .none
            }
        }
    }
}

@MainActor
final class SchedulerTests: XCTestCase {
    // MARK: - Debouncing on the main queue

    func testTypingSearchesOnlyForTheLastQueryOnceTheMainQueueIsQuietForTheDebounce() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: DebouncedSearch.State()) {
            DebouncedSearch()
        } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
            $0.searchEngine.search = { ["\($0) result"] }
        }
        await store.send(.queryChanged("c")) { $0.query = "c" }
        await mainQueue.advance(by: .milliseconds(200))
        // A search for "c" sent by now would fail this send: it would be left unreceived.
        await store.send(.queryChanged("ca")) { $0.query = "ca" }
        await mainQueue.advance(by: .milliseconds(299))
        await store.send(.queryChanged("cat")) { $0.query = "cat" }
        await mainQueue.advance(by: 0.3)
        await store.receive(.searchResponse(.success(["cat result"]))) {
            $0.results = ["cat result"]
        }
    }

    func testClearingTheQueryCancelsThePendingSearch() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: DebouncedSearch.State()) {
            DebouncedSearch()
        } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await store.send(.queryChanged("c")) { $0.query = "c" }
        await store.send(.queryChanged("")) { $0.query = "" }
        // The unimplemented search endpoint would fail the test if the debounced search ran.
        await mainQueue.advance(by: .seconds(1))
        await store.finish()
    }

    func testAnImmediateMainQueueSearchesAtOnce() async {
        let store = TestStore(initialState: DebouncedSearch.State()) {
            DebouncedSearch()
        } withDependencies: {
            $0.mainQueue = .immediate
            $0.searchEngine.search = { ["\($0)!"] }
        }
        await store.send(.queryChanged("dog")) { $0.query = "dog" }
        await store.receive(.searchResponse(.success(["dog!"]))) { $0.results = ["dog!"] }
    }

    func testTheImmediateSchedulerOfDispatchQueueIsTheSameAsTheErasedOne() async {
        let store = TestStore(initialState: DebouncedSearch.State()) {
            DebouncedSearch()
        } withDependencies: {
            $0.mainQueue = DispatchQueue.immediate.eraseToAnyScheduler()
            $0.searchEngine.search = { [$0.uppercased()] }
        }
        await store.send(.queryChanged("owl")) { $0.query = "owl" }
        await store.receive(.searchResponse(.success(["OWL"]))) { $0.results = ["OWL"] }
    }

    // MARK: - Timers and sleeps on the main queue

    func testTheTimerTicksOncePerSecondTheTestSchedulerAdvances() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: MainQueueStopwatch.State()) {
            MainQueueStopwatch()
        } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await store.send(.toggleButtonTapped) { $0.isRunning = true }
        await mainQueue.advance(by: .seconds(1))
        await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
        await mainQueue.advance(by: .seconds(3))
        await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
        await store.receive(.timerTicked) { $0.secondsElapsed = 3 }
        await store.receive(.timerTicked) { $0.secondsElapsed = 4 }
        await store.send(.toggleButtonTapped) { $0.isRunning = false }
        // A timer still running would send ticks here, which `finish` reports.
        await mainQueue.advance(by: .seconds(5))
        await store.finish()
    }

    func testASleepOnTheMainQueueEndsWhenTheTestSchedulerReachesItsDeadline() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: SavedBanner.State()) {
            SavedBanner()
        } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await store.send(.saved("Saved")) { $0.message = "Saved" }
        await mainQueue.advance(by: .milliseconds(1999))
        // Sending fails while an action the effect sent is unreceived: the sleep has not ended.
        await store.send(.saved("Saved again"))  { $0.message = "Saved again" }
        await mainQueue.advance(to: mainQueue.now.advanced(by: .milliseconds(1)))
        await store.receive(.bannerTimedOut) { $0.message = nil }
        await mainQueue.run()
        await store.receive(.bannerTimedOut)
    }

    // MARK: - Throttling on the main queue

    func testThrottlingOnTheMainQueueSendsTheFirstTapAtOnceAndTheLatestWhenTheIntervalEnds() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: ThrottledLike.State()) {
            ThrottledLike()
        } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await store.send(.likeTapped(1))
        await store.receive(.likeSent(1)) { $0.likesSent = [1] }
        await store.send(.likeTapped(2))
        await store.send(.likeTapped(3))
        await mainQueue.advance(by: .seconds(1))
        await store.receive(.likeSent(3)) { $0.likesSent = [1, 3] }
    }

    // MARK: - A test clock and a test scheduler together

    func testATestSchedulerSetAfterATestClockMovesTheClocksWaitsToo() async {
        let clock = TestClock()
        let mainQueue = DispatchQueue.test
        let store = reminderStore {
            $0.continuousClock = clock
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await expectBothWaitsToEnd(store) { await mainQueue.advance(by: .seconds(1)) }
    }

    func testATestClockSetAfterATestSchedulerStillMovesWithTheScheduler() async {
        let clock = TestClock()
        let mainQueue = DispatchQueue.test
        let store = reminderStore {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
            $0.continuousClock = clock
        }
        await expectBothWaitsToEnd(store) { await mainQueue.advance(by: .seconds(1)) }
    }

    func testAdvancingTheTestClockMovesTheMainQueueToo() async {
        let clock = TestClock()
        let mainQueue = DispatchQueue.test
        let store = reminderStore {
            $0.continuousClock = clock
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        await expectBothWaitsToEnd(store) {
            await clock.advance(by: .milliseconds(500))
            await mainQueue.advance(by: .milliseconds(500))
        }
    }

    /// The reminder with the dependencies `prepare` sets, in the order it sets them.
    private func reminderStore(_ prepare: (inout DependencyValues) -> Void) -> TestStoreOf<TwoClockReminder> {
        TestStore(initialState: TwoClockReminder.State()) {
            TwoClockReminder()
        } withDependencies: {
            prepare(&$0)
        }
    }

    /// Starts both waits of a second, moves time with `advance`, and expects both to have ended:
    /// the clock's first, since it was started first and both are due at the same instant.
    private func expectBothWaitsToEnd(
        _ store: TestStoreOf<TwoClockReminder>,
        after advance: () async -> Void
    ) async {
        await store.send(.startTapped)
        await advance()
        await store.receive(.clockFired)
        await store.receive(.mainQueueFired)
    }

    func testWithoutASchedulerTheMainQueueIsTheStoresClock() async {
        let clock = TestClock()
        let store = TestStore(initialState: SavedBanner.State()) {
            SavedBanner()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.saved("Saved")) { $0.message = "Saved" }
        await clock.advance(by: .seconds(2))
        await store.receive(.bannerTimedOut) { $0.message = nil }
    }

    // MARK: - Strides as TCA users write them

    func testStridesAreWrittenInSecondsAndTheirFractions() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        XCTAssertEqual(0.3 as Stride, .milliseconds(300))
        XCTAssertEqual(1 as Stride, .seconds(1))
        XCTAssertEqual(Stride.seconds(1.5), .milliseconds(1500))
        XCTAssertEqual(Stride.microseconds(2_000), .milliseconds(2))
        XCTAssertEqual(Stride.milliseconds(300).magnitude, 300_000_000)
        XCTAssertEqual(Stride.seconds(1) + .milliseconds(500), 1.5)
        XCTAssertLessThan(Stride.milliseconds(999), .seconds(1))
    }

    func testASchedulersTimeMovesByTheStridesItAdvances() async {
        let mainQueue = DispatchQueue.test
        let start = mainQueue.now
        await mainQueue.advance(by: .seconds(2))
        XCTAssertEqual(start.distance(to: mainQueue.now), .seconds(2))
        XCTAssertEqual(start.advanced(by: .seconds(2)), mainQueue.now)
    }
}
