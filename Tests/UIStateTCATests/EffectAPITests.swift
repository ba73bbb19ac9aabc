import UIStateTCA
import XCTest

// Features written with the rest of TCA 1.x's effect API: a request made cancellable from inside
// its effect by `withTaskCancellation`, cancelling several ids at once, and merging and
// concatenating collections of effects.

struct TriviaClient {
    var fact: @Sendable (Int) async throws -> String
}

extension TriviaClient: DependencyKey {
    static let liveValue = TriviaClient(fact: { "\($0) is a number." })
    static let testValue = TriviaClient(fact: unimplemented("TriviaClient.fact"))
}

extension DependencyValues {
    var trivia: TriviaClient {
        get { self[TriviaClient.self] }
        set { self[TriviaClient.self] = newValue }
    }
}

struct Trivia: Reducer {
    struct State: Equatable {
        var number = 0
        var fact: String?
        var isLoading = false
    }

    enum Action: Equatable {
        case numberChanged(Int)
        case factResponse(String)
        case requestCancelled
        case cancelButtonTapped
        case stopFromAnotherEffectTapped
    }

    @Dependency(\.trivia) var trivia

    private enum CancelID { case fact }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .numberChanged(number):
                state.number = number
                state.isLoading = true
                return .run { send in
                    do {
                        try await withTaskCancellation(id: CancelID.fact, cancelInFlight: true) {
                            let fact = try await self.trivia.fact(number)
                            await send(.factResponse(fact))
                        }
                    } catch is CancellationError {
                        await send(.requestCancelled)
                    }
                }

            case let .factResponse(fact):
                state.fact = fact
                state.isLoading = false
                return .none

            case .requestCancelled:
                return .none

            case .cancelButtonTapped:
                state.isLoading = false
                return .cancel(id: CancelID.fact)

            case .stopFromAnotherEffectTapped:
                state.isLoading = false
                return .run { _ in Task.cancel(id: CancelID.fact) }
            }
        }
    }
}

struct Downloads: Reducer {
    struct State: Equatable {
        var finished: [String] = []
    }

    enum Action: Equatable {
        case startTapped
        case finished(String)
        case cancelAllTapped
        case queueTapped([String])
        case announceTapped([String])
    }

    @Dependency(\.continuousClock) var clock

    private enum CancelID: Hashable { case photos, videos }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .startTapped:
                return .merge(
                    self.download("photos", seconds: 1).cancellable(id: CancelID.photos),
                    self.download("videos", seconds: 2).cancellable(id: CancelID.videos)
                )

            case let .finished(name):
                state.finished.append(name)
                return .none

            case .cancelAllTapped:
                return .cancel(ids: [CancelID.photos, CancelID.videos])

            case let .queueTapped(names):
                return .concatenate(names.lazy.map { self.download($0, seconds: 1) })

            case let .announceTapped(names):
                return .merge(names.lazy.map { Effect.send(.finished($0)) })
            }
        }
    }

    private func download(_ name: String, seconds: Int) -> Effect<Action> {
        .run { send in
            try await self.clock.sleep(for: .seconds(seconds))
            await send(.finished(name))
        }
    }
}

@MainActor
final class EffectAPITests: XCTestCase {
    // MARK: - withTaskCancellation

    /// A trivia feature whose client answers a second after it is asked, on `clock`.
    private func slowTriviaStore(_ clock: TestClock) -> TestStoreOf<Trivia> {
        TestStore(initialState: Trivia.State()) {
            Trivia()
        } withDependencies: {
            $0.continuousClock = clock
            $0.trivia.fact = { number in
                try await clock.sleep(for: .seconds(1))
                return "\(number) is a good number."
            }
        }
    }

    /// Asks for the fact about `number`, which starts loading.
    private func ask(_ store: TestStoreOf<Trivia>, about number: Int) async {
        await store.send(.numberChanged(number)) {
            $0.number = number
            $0.isLoading = true
        }
    }

    func testALaterRequestCancelsTheOneInFlightUnderTheSameID() async {
        let clock = TestClock()
        let store = slowTriviaStore(clock)
        await ask(store, about: 1)
        await clock.advance(by: .milliseconds(500))
        await store.send(.numberChanged(2)) { $0.number = 2 }
        await store.receive(.requestCancelled)
        // The first request would have answered at 1 s; only the second answers, at 1.5 s.
        await clock.advance(by: .seconds(1))
        await store.receive(.factResponse("2 is a good number.")) {
            $0.fact = "2 is a good number."
            $0.isLoading = false
        }
    }

    func testTheReducersCancelStopsTheOperationAndItsCallerSeesTheCancellation() async {
        let clock = TestClock()
        let store = slowTriviaStore(clock)
        await ask(store, about: 7)
        await store.send(.cancelButtonTapped) { $0.isLoading = false }
        await store.receive(.requestCancelled)
        await clock.advance(by: .seconds(2))
        await store.finish()
    }

    func testTaskCancelFromAnotherEffectStopsTheOperation() async {
        let clock = TestClock()
        let store = slowTriviaStore(clock)
        await ask(store, about: 3)
        await store.send(.stopFromAnotherEffectTapped) { $0.isLoading = false }
        await store.receive(.requestCancelled)
        await clock.advance(by: .seconds(2))
        await store.finish()
    }

    func testAnOperationNobodyCancelsAnswersAsTheClockReachesIt() async {
        let clock = TestClock()
        let store = slowTriviaStore(clock)
        await ask(store, about: 4)
        await clock.advance(by: .seconds(1))
        await store.receive(.factResponse("4 is a good number.")) {
            $0.fact = "4 is a good number."
            $0.isLoading = false
        }
    }

    func testWithTaskCancellationOutsideAStoreRunsTheOperation() async {
        let value = await withTaskCancellation(id: "outside", cancelInFlight: true) { 42 }
        XCTAssertEqual(value, 42)
    }

    // MARK: - Cancelling several ids

    func testCancellingSeveralIDsStopsEveryEffectMarkedWithThem() async {
        let clock = TestClock()
        let store = TestStore(initialState: Downloads.State()) {
            Downloads()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.startTapped)
        await store.send(.cancelAllTapped)
        // Either download still running would finish and send here, which `finish` reports.
        await clock.advance(by: .seconds(3))
        await store.finish()
    }

    // MARK: - Collections of effects

    func testConcatenatingACollectionRunsEachEffectAfterTheLast() async {
        let clock = TestClock()
        let store = TestStore(initialState: Downloads.State()) {
            Downloads()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.queueTapped(["a", "b"]))
        await clock.advance(by: .seconds(1))
        await store.receive(.finished("a")) { $0.finished = ["a"] }
        // "b" starts only once "a" is done, so it needs a second more.
        await store.send(.announceTapped([]))
        await clock.advance(by: .seconds(1))
        await store.receive(.finished("b")) { $0.finished = ["a", "b"] }
    }

    func testMergingASequenceRunsEveryEffect() async {
        let store = TestStore(initialState: Downloads.State()) {
            Downloads()
        }
        await store.send(.announceTapped(["x", "y"]))
        await store.receive(.finished("x")) { $0.finished = ["x"] }
        await store.receive(.finished("y")) { $0.finished = ["x", "y"] }
    }

    // MARK: - The main serial executor and mega yields

    func testATestOnTheMainSerialExecutorPassesAsItWould() async {
        let mainQueue = DispatchQueue.test
        let store = TestStore(initialState: SavedBanner.State()) {
            SavedBanner()
        } withDependencies: {
            $0.mainQueue = mainQueue.eraseToAnyScheduler()
        }
        store.useMainSerialExecutor = true
        XCTAssertTrue(store.useMainSerialExecutor)
        await withMainSerialExecutor {
            await store.send(.saved("Done")) { $0.message = "Done" }
            await Task.megaYield()
            await mainQueue.advance(by: .seconds(2))
            await store.receive(.bannerTimedOut) { $0.message = nil }
        }
        store.useMainSerialExecutor = false
        XCTAssertFalse(store.useMainSerialExecutor)
    }
}

/// A test case that runs every test on the main serial executor, as TCA test suites do.
@MainActor
final class MainSerialExecutorTests: XCTestCase {
    override func invokeTest() {
        withMainSerialExecutor {
            super.invokeTest()
        }
    }

    func testATestSuiteOnTheMainSerialExecutorRunsItsTestsUnchanged() async {
        XCTAssertTrue(uncheckedUseMainSerialExecutor)
        let store = TestStore(initialState: Trivia.State()) {
            Trivia()
        } withDependencies: {
            $0.trivia.fact = { "\($0) is prime." }
        }
        await store.send(.numberChanged(5)) {
            $0.number = 5
            $0.isLoading = true
        }
        await store.receive(.factResponse("5 is prime.")) {
            $0.fact = "5 is prime."
            $0.isLoading = false
        }
    }
}
