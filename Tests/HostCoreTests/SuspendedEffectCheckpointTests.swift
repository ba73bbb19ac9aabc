import Components
import FeatureKit
import Features
import HostCore
import JSON
import StoreRuntime
import Testing

/// A store whose effects in flight are timers the runtime knows (a debounce's wait,
/// `Effect.send(_:after:)`) stands where another store may go on from, effects and all: the
/// continued store lists the same effects, waits for the same next timer and answers the same
/// later steps as the store it was taken from. Work suspended inside a closure leaves none.
@Suite("Checkpoints with timers in flight")
struct SuspendedEffectCheckpointTests {
    let counter = FeatureDefinition(CounterFeature.self)
    let timers = FeatureDefinition(TimerLog.self)

    @Test func aStoreWithADebounceInFlightIsContinuedWithIt() async throws {
        let source = try await counter.makeStore(StoreConfiguration())
        _ = try await source.launch()
        _ = try await source.dispatch("incrementButtonTapped")
        _ = try await source.advance(milliseconds: 200)
        let standing = try #require(await source.standing())
        #expect(!standing.isQuiescent)
        #expect(standing.isContinuable)
        // A fork still takes only a quiescent source from its checkpoint.
        #expect(await source.checkpoint() == nil)

        let continued = try await counter.makeStore(continuing: standing.position, StoreConfiguration())
        try await expectSame(source, continued)
        #expect(continued.nextTimerMilliseconds() == 300)
        // The debounce fires where it would have; a later one is numbered after it, as there.
        for store in [source, continued] { _ = try await store.dispatch("incrementButtonTapped") }
        try await expectSame(source, continued)
        try await expectSameSteps(source, continued, [.advance(499), .advance(1), .dispatch("incrementButtonTapped"), .advance(500)])
        #expect(try await continued.state().value["fact"] == "3 is a good number.")
        await source.shutDown()
        await continued.shutDown()
    }

    /// Timers due at the same instant wake in the order they were started, in a continued store
    /// as in the first: their ids and the times their sleeps began go with them.
    @Test func timersDueTogetherWakeInTheOrderTheyWereStartedAfterContinuing() async throws {
        let source = try await timers.makeStore(StoreConfiguration())
        _ = try await source.dispatch(["start": ["name": "late", "milliseconds": 300]])
        _ = try await source.advance(milliseconds: 100)
        _ = try await source.dispatch(["start": ["name": "early", "milliseconds": 200]])
        _ = try await source.dispatch(["start": ["name": "third", "milliseconds": 200]])
        let standing = try #require(await source.standing())
        #expect(standing.isContinuable)
        let continued = try await timers.makeStore(continuing: standing.position, StoreConfiguration())
        try await expectSame(source, continued)
        try await expectSameSteps(source, continued, [.advance(200), .advance(100)])
        #expect(try await continued.state().value["fired"] == ["late", "early", "third"])
        await source.shutDown()
        await continued.shutDown()
    }

    @Test func aCancelledTimerIsNotSentByTheContinuedStore() async throws {
        let source = try await timers.makeStore(StoreConfiguration())
        _ = try await source.dispatch(["start": ["name": "kept", "milliseconds": 100]])
        _ = try await source.dispatch(["start": ["name": "dropped", "milliseconds": 100]])
        let continued = try await timers.makeStore(continuing: try #require(await source.standing()).position, StoreConfiguration())
        try await expectSameSteps(source, continued, [.dispatch(["cancel": "dropped"]), .advance(100)])
        #expect(try await continued.state().value["fired"] == ["kept"])
        await source.shutDown()
        await continued.shutDown()
    }

    /// The counter's `slow` fact client sleeps inside the effect's own closure: that sleep
    /// cannot be started again midway, so the store is reached again only by replaying.
    @Test func aSleepInsideAClosureLeavesNoPlaceToGoOnFrom() async throws {
        var configuration = StoreConfiguration()
        configuration.presets = [("numberFact", "slow")]
        let source = try await counter.makeStore(configuration)
        _ = try await source.launch()
        _ = try await source.dispatch("incrementButtonTapped")
        #expect(try #require(await source.standing()).isContinuable)
        _ = try await source.advance(milliseconds: 500)
        #expect(await source.effects().isEmpty == false)
        let standing = try #require(await source.standing())
        #expect(!standing.isContinuable)
        await source.shutDown()
    }

    // MARK: - Comparing

    enum Step {
        case dispatch(JSONValue)
        case advance(Int)
    }

    /// The same state, effects in flight (ids and causes too) and next timer.
    private func expectSame(_ source: any FeatureStore, _ continued: any FeatureStore) async throws {
        #expect(try await continued.state().value == source.state().value)
        #expect(await continued.effects() == source.effects())
        #expect(continued.nextTimerMilliseconds() == source.nextTimerMilliseconds())
    }

    /// `steps` on both stores answer alike: what effects sent back, what is in flight after, the state.
    private func expectSameSteps(_ source: any FeatureStore, _ continued: any FeatureStore, _ steps: [Step]) async throws {
        for step in steps {
            var replies: [StepReport] = []
            for store in [source, continued] {
                switch step {
                case .dispatch(let action): replies.append(try await store.dispatch(action))
                case .advance(let milliseconds): replies.append(try await store.advance(milliseconds: milliseconds))
                }
            }
            #expect(replies[1].received == replies[0].received)
            #expect(replies[1].effects == replies[0].effects)
            try await expectSame(source, continued)
        }
    }
}

// MARK: - TimerLog

/// Starts named timers (`Effect.send(_:after:)`, cancellable by name) and logs each as it fires.
struct TimerLog: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var fired: [String] = []
    }

    enum Action: Codable, Equatable, Sendable {
        case start(name: String, milliseconds: Int)
        case cancel(String)
        case fire(String)
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .start(let name, let milliseconds):
                return .send(.fire(name), after: .milliseconds(milliseconds)).cancellable(id: name)
            case .cancel(let name):
                return .cancel(id: name)
            case .fire(let name):
                state.fired.append(name)
                return .none
            }
        }
    }

    static let name = "timerLog"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { nil }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.start(name: "a", milliseconds: 1), .cancel("a"), .fire("a")]
    static let stateSchema: JSONValue = ["type": "object"]
    static let actionSchema: JSONValue = ["type": "object"]

    static func view(_ state: State) -> some Component<Action> {
        Text(state.fired.joined(separator: ", ")).id("fired")
    }
}
