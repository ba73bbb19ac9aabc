import UIStateTCA
import XCTest

// A feature written the way TCA 1.3 documents features: a reducer with `@Dependency` clients,
// `.run` effects, `TaskResult`-free responses, cancellation by id, and a timer on the clock.

struct FactClient {
    var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
    static let liveValue = FactClient(fetch: { "\($0) is a number." })
    static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))
}

extension DependencyValues {
    var factClient: FactClient {
        get { self[FactClient.self] }
        set { self[FactClient.self] = newValue }
    }
}

struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
        var fact: String?
        var isLoadingFact = false
        var isTimerRunning = false
        var error: String?
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case factButtonTapped
        case factResponse(String)
        case factFailed(String)
        case cancelFactButtonTapped
        case toggleTimerButtonTapped
        case timerTicked
    }

    @Dependency(\.factClient) var factClient
    @Dependency(\.continuousClock) var clock

    private enum CancelID { case fact, timer }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                return .none

            case .incrementButtonTapped:
                state.count += 1
                return .none

            case .factButtonTapped:
                state.fact = nil
                state.isLoadingFact = true
                return .run { [count = state.count] send in
                    try await send(.factResponse(self.factClient.fetch(count)))
                } catch: { error, send in
                    await send(.factFailed("\(error)"))
                }
                .cancellable(id: CancelID.fact)

            case let .factResponse(fact):
                state.fact = fact
                state.isLoadingFact = false
                return .none

            case let .factFailed(message):
                state.error = message
                state.isLoadingFact = false
                return .none

            case .cancelFactButtonTapped:
                state.isLoadingFact = false
                return .cancel(id: CancelID.fact)

            case .toggleTimerButtonTapped:
                state.isTimerRunning.toggle()
                if state.isTimerRunning {
                    return .run { send in
                        for await _ in self.clock.timer(interval: .seconds(1)) {
                            await send(.timerTicked, animation: .default)
                        }
                    }
                    .cancellable(id: CancelID.timer)
                }
                return .cancel(id: CancelID.timer)

            case .timerTicked:
                state.count += 1
                return .none
            }
        }
    }
}

@MainActor
final class EffectsTests: XCTestCase {
    func testCounting() async {
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
        await store.send(.decrementButtonTapped) { $0.count = 0 }
    }

    func testAFactArrivesFromTheClient() async {
        let store = TestStore(initialState: Counter.State(count: 3)) {
            Counter()
        } withDependencies: {
            $0.factClient.fetch = { "\($0) is a good number." }
        }
        await store.send(.factButtonTapped) { $0.isLoadingFact = true }
        await store.receive(.factResponse("3 is a good number.")) {
            $0.fact = "3 is a good number."
            $0.isLoadingFact = false
        }
    }

    func testDependenciesSetAfterCreationReachTheFeature() async {
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        }
        store.dependencies.factClient.fetch = { _ in "zero" }
        await store.send(.factButtonTapped) { $0.isLoadingFact = true }
        await store.receive(/Counter.Action.factResponse) {
            $0.fact = "zero"
            $0.isLoadingFact = false
        }
    }

    func testAFailingClientIsCaught() async {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.factClient.fetch = { _ in throw Offline() }
        }
        await store.send(.factButtonTapped) { $0.isLoadingFact = true }
        await store.receive(.factFailed("offline")) {
            $0.error = "offline"
            $0.isLoadingFact = false
        }
    }

    func testCancellingTheRequestDropsItsResponse() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.factClient.fetch = { count in
                try await clock.sleep(for: .seconds(1))
                return "\(count)"
            }
        }
        await store.send(.factButtonTapped) { $0.isLoadingFact = true }
        await store.send(.cancelFactButtonTapped) { $0.isLoadingFact = false }
        await clock.advance(by: .seconds(1))
        await store.finish()
    }

    func testTheTimerTicksAsTheTestClockMoves() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
        await clock.advance(by: .seconds(1))
        await store.receive(.timerTicked) { $0.count = 1 }
        await clock.advance(by: .seconds(2))
        await store.receive(.timerTicked) { $0.count = 2 }
        await store.receive(.timerTicked) { $0.count = 3 }
        await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = false }
    }

    func testAnImmediateClockRunsSleepsStraightThrough() async {
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.continuousClock = ImmediateClock()
            $0.factClient.fetch = { count in
                @Dependency(\.continuousClock) var clock
                try await clock.sleep(for: .seconds(5))
                return "\(count) after a while"
            }
        }
        await store.send(.factButtonTapped) { $0.isLoadingFact = true }
        await store.receive(.factResponse("0 after a while")) {
            $0.fact = "0 after a while"
            $0.isLoadingFact = false
        }
    }

    func testALongLivingEffectIsCancelledThroughItsTask() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.continuousClock = clock
        }
        let task = await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
        await clock.advance(by: .seconds(1))
        await store.receive(.timerTicked) { $0.count = 1 }
        await task.cancel()
        await clock.advance(by: .seconds(5))
    }
}
