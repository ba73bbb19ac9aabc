import Components
import FeatureKit
import Features
import HostCore
import JSON
import StoreRuntime
import Synchronization
import Testing

/// A store continued from a checkpoint goes on exactly as the store it was taken from: the same
/// state, the same next UUIDs and random numbers, the same test clock; and a store with an
/// effect in flight gives no checkpoint, since a suspended effect cannot be copied.
@Suite("Store checkpoints", .offThePool)
struct StoreCheckpointTests {
    let minter = FeatureDefinition(IDMinter.self)
    let counter = FeatureDefinition(CounterFeature.self)

    @Test func aStoreContinuedFromACheckpointMakesTheSameNextIDsAndRolls() async throws {
        let source = try await minter.makeStore(StoreConfiguration())
        _ = try await source.dispatch("mintTapped")
        _ = try await source.dispatch("mintTapped")
        let checkpoint = try #require(await source.checkpoint())
        let continued = try await minter.makeStore(continuing: checkpoint, StoreConfiguration())
        #expect(try await continued.state().value == source.state().value)

        _ = try await source.dispatch("mintTapped")
        _ = try await continued.dispatch("mintTapped")
        let state = try await continued.state().value
        #expect(state == (try await source.state().value))
        // The third id of an incrementing generator, not a first one again.
        #expect(state["ids"]?[2] == "00000000-0000-0000-0000-000000000002")
        await source.shutDown()
        await continued.shutDown()
    }

    @Test func aStoreWithAnEffectInFlightHasNoCheckpointUntilItFinishes() async throws {
        let source = try await counter.makeStore(StoreConfiguration())
        _ = try await source.launch()
        _ = try await source.dispatch("incrementButtonTapped")
        // The debounced fact waits on the test clock.
        #expect(await source.effects().isEmpty == false)
        #expect(await source.checkpoint() == nil)
        _ = try await source.advance(milliseconds: 500)
        #expect(await source.effects().isEmpty)
        let checkpoint = try #require(await source.checkpoint())

        // The continued store's clock is where the source's was: the same debounce fires after
        // the same 500 ms in both.
        let continued = try await counter.makeStore(continuing: checkpoint, StoreConfiguration())
        for store in [source, continued] {
            _ = try await store.dispatch("incrementButtonTapped")
            #expect(store.nextTimerMilliseconds() == 500)
            _ = try await store.advance(milliseconds: 500)
        }
        #expect(try await continued.state().value == source.state().value)
        #expect(try await continued.state().value["fact"] != .null)
        await source.shutDown()
        await continued.shutDown()
    }

    /// A TCA feature's stack ids and a view's `@State` live in clients set on its own store;
    /// continuing from values alone would start them over (exploration did), so there is no
    /// checkpoint and the store is reached by replaying.
    @Test func aStoreWithClientsOfItsOwnHasNoCheckpoint() async throws {
        let source = try await FeatureDefinition(TicketDesk.self).makeStore(StoreConfiguration())
        _ = try await source.dispatch("issueTapped")
        #expect(try await source.state().value == ["tickets": [1]])
        #expect(await source.checkpoint() == nil)
        await source.shutDown()
    }

    @Test func aCheckpointOfAnotherFeatureIsRefused() async throws {
        let source = try await minter.makeStore(StoreConfiguration())
        let checkpoint = try #require(await source.checkpoint())
        await #expect(throws: CheckpointMismatchError.self) {
            _ = try await counter.makeStore(continuing: checkpoint, StoreConfiguration())
        }
        await source.shutDown()
    }

    @Test func anInteractionOnAScreenRenderedBeforeDoesWhatARenderingInteractionDoes() async throws {
        let rendering = try await minter.makeStore(StoreConfiguration())
        let reusing = try await minter.makeStore(StoreConfiguration())
        let screen = await reusing.renderScreen()
        #expect(screen.json == (await rendering.render(format: .json).tree))
        let expected = try await rendering.interact(.tap(.id("mint")))
        let reported = try await reusing.interact(.tap(.id("mint")), on: screen)
        #expect(reported == expected)
        #expect(try await reusing.state().value == rendering.state().value)
        await rendering.shutDown()
        await reusing.shutDown()
    }

    @Test func anInteractionPreparedOnAScreenWorksOnAContinuedStoreOnceTheScreenIsGone() async throws {
        let rendering = try await minter.makeStore(StoreConfiguration())
        let source = try await minter.makeStore(StoreConfiguration())
        let checkpoint = try #require(await source.checkpoint())
        var prepared = [PreparedInteraction]()
        do {
            let screen = await source.renderScreen()
            prepared = [screen.prepare(.tap(.id("mint"))), screen.prepare(.tap(.id("nothingHere")))]
        }
        let continued = try await minter.makeStore(continuing: checkpoint, StoreConfiguration())
        let expected = try await rendering.interact(.tap(.id("mint")))
        #expect(try await continued.interact(prepared[0]) == expected)
        #expect(try await continued.state().value == rendering.state().value)

        // A refusal is found when preparing and reported when performed, as a rendering tap reports it.
        let refusal = await #expect(throws: ViewError.self) { try await rendering.interact(.tap(.id("nothingHere"))) }
        let prepareRefusal = await #expect(throws: ViewError.self) { try await continued.interact(prepared[1]) }
        #expect(prepareRefusal == refusal)
        for store in [rendering, source, continued] { await store.shutDown() }
    }
}

// MARK: - IDMinter

/// Mints an id and rolls a die at each tap: reads both generators a checkpoint must carry.
struct IDMinter: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var ids: [String] = []
        var rolls: [UInt64] = []
    }

    enum Action: Codable, Equatable, Sendable {
        case mintTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, _ in
            state.ids.append(Dependencies.current.uuid().uuidString)
            var random = Dependencies.current.random
            state.rolls.append(random.next() % 6 + 1)
            return .none
        }
    }

    static let name = "idMinter"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { nil }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.mintTapped]
    static let stateSchema: JSONValue = ["type": "object"]
    static let actionSchema: JSONValue = ["oneOf": [["const": "mintTapped"]]]

    static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 8) {
            Text(state.ids.last ?? "none").id("last")
            Button.titleOnly(title: "Mint", action: .mintTapped).id("mint")
        }
    }
}

/// Numbers its tickets with a counter set on each store's own dependencies, as a hosted TCA
/// feature numbers its navigation stack.
struct TicketDesk: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var tickets: [Int] = []
    }

    enum Action: Codable, Equatable, Sendable {
        case issueTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, _ in
            state.tickets.append(Dependencies.current[TicketNumbersKey.self].next())
            return .none
        }
    }

    static let name = "ticketDesk"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { nil }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.issueTapped]
    static let stateSchema: JSONValue = ["type": "object"]
    static let actionSchema: JSONValue = ["oneOf": [["const": "issueTapped"]]]

    static func prepareDependencies(_ dependencies: inout Dependencies) {
        dependencies[TicketNumbersKey.self] = TicketNumbers()
    }

    static func view(_ state: State) -> some Component<Action> {
        Button.titleOnly(title: "Issue", action: .issueTapped).id("issue")
    }
}

/// The next ticket number of one store.
final class TicketNumbers: Sendable {
    private let last = Mutex(0)

    func next() -> Int {
        last.withLock { last in
            last += 1
            return last
        }
    }
}

enum TicketNumbersKey: DependencyKey {
    static var liveValue: TicketNumbers { TicketNumbers() }
}
