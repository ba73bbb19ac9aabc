import Components
import FeatureKit
import Features
import HostCore
import JSON
import Testing

/// A step that needs only the reducer (it sends actions returning no effect, writes no shared
/// value) is taken on a copy of the state, without a store, and finds the state the store finds;
/// any other step is left to a store.
@Suite("Quiet successors", .offThePool)
struct QuietSuccessorTests {
    let minter = FeatureDefinition(IDMinter.self)
    let counter = FeatureDefinition(CounterFeature.self)

    @Test func aQuietStepFindsTheStateTheStoreReachesWithTheGeneratorsWhereTheyStood() async throws {
        let store = try await minter.makeStore(StoreConfiguration())
        _ = try await store.dispatch("mintTapped")
        _ = try await store.dispatch("mintTapped")
        let standing = try #require(await store.standing())
        #expect(standing.isQuiescent)
        let mint = await store.renderScreen().prepare(.tap(.id("mint")))

        let quiet = try #require(minter.quietSuccessor(of: standing.position, performing: mint, StoreConfiguration()))
        // Taken twice from one position, the same state: the position itself is not moved.
        #expect(minter.quietSuccessor(of: standing.position, performing: mint, StoreConfiguration()) == quiet)
        // Nor by steps that share the position's prepared reducer: each draws from generators
        // of its own, where the position left them.
        let steps = try #require(minter.quietSteps(from: standing.position))
        #expect(steps.successor(performing: mint, StoreConfiguration()) == quiet)
        #expect(steps.successor(performing: mint, StoreConfiguration()) == quiet)
        _ = try await store.interact(mint)
        let reached = try await store.state().value
        #expect(quiet.state == reached)
        // What the state's identity is hashed from: the very bytes of the store's state.
        #expect(quiet.canonicalState == reached.serialized(.canonical))
        #expect(quiet.received == [])
        // The third id, as the store made it, not a first one again.
        #expect(reached["ids"]?[2] == "00000000-0000-0000-0000-000000000002")
        await store.shutDown()
    }

    @Test func withAnEffectInFlightAQuietStepLeavesItAsItWasAndFindsTheStoresState() async throws {
        let store = try await counter.makeStore(StoreConfiguration())
        _ = try await store.launch()
        _ = try await store.dispatch("incrementButtonTapped")
        // The debounced fact waits on the test clock: no checkpoint, but a standing.
        #expect(await store.checkpoint() == nil)
        let standing = try #require(await store.standing())
        #expect(!standing.isQuiescent)
        let screen = await store.renderScreen()
        let typing = screen.prepare(.input(.id("counter.field"), text: "abc"))
        let reset = screen.prepare(.tap(.id("counter.reset")))

        let quiet = try #require(counter.quietSuccessor(of: standing.position, performing: typing, StoreConfiguration()))
        // Reset cancels the request: an effect, so a store's step.
        #expect(counter.quietSuccessor(of: standing.position, performing: reset, StoreConfiguration()) == nil)
        let effects = await store.effects()
        _ = try await store.interact(typing)
        #expect(quiet.canonicalState == (try await store.state().value).serialized(.canonical))
        #expect(quiet.state?["countText"] == "abc")
        #expect(await store.effects() == effects)
        await store.shutDown()
    }

    /// A child tells its parent what happened by `.send`ing a delegate action: the store
    /// processes it at once, and so does a quiet step, reporting it received as the store does.
    @Test func actionsSentBackAtOnceAreProcessedAndReportedAsTheStoreDoes() async throws {
        let relationship = try #require(BuiltInPlugins.features.first { $0.name == "relationship" })
        var configuration = StoreConfiguration()
        configuration.reportsEffects = false
        configuration.receivedAsCaseNames = true
        let store = try await relationship.makeStore(configuration)
        _ = try await store.launch()
        let standing = try #require(await store.standing())
        // "친구": its list selects it and tells the screen (`.send(.delegate(.selected([1])))`).
        let tap = await store.renderScreen().prepare(.tap(.id("item-1")))

        let quiet = try #require(relationship.quietSuccessor(of: standing.position, performing: tap, configuration))
        let report = try await store.interact(tap)
        #expect(quiet.canonicalState == (try await store.state().value).serialized(.canonical))
        #expect(quiet.received.map(JSONValue.string) == report.received)
        #expect(quiet.received == ["selection"])
        await store.shutDown()
    }

    /// Text too long for relationship's custom item shows a toast that a timer hides
    /// (`.send(.toastTimerElapsed, after: 2s)`, cancelling the toast's timer in flight): a quiet
    /// step starts it, and cancels the one waiting, as the store does, and lists what is then in
    /// flight as the store's effects and next timer tell states apart.
    @Test func aTimerStartedOrCancelledIsInFlightAfterAQuietStepAsInTheStore() async throws {
        let relationship = try #require(BuiltInPlugins.features.first { $0.name == "relationship" })
        let store = try await relationship.makeStore(StoreConfiguration())
        _ = try await store.launch()
        _ = try await store.interact(await store.renderScreen().prepare(.tap(.id("customInputButton"))))
        let quiescent = try #require(await store.standing())
        #expect(quiescent.isQuiescent)
        let tooLong = await store.renderScreen().prepare(.input(.id("customTextField"), text: "열한 글자가 넘는 이름입니다"))

        let first = try #require(relationship.quietSuccessor(of: quiescent.position, performing: tooLong, StoreConfiguration()))
        _ = try await store.interact(tooLong)
        #expect(first.canonicalState == (try await store.state().value).serialized(.canonical))
        let firstEffects = await store.effects()
        #expect(firstEffects.count == 1)
        #expect(first.effectsInFlight == QuietEffectsInFlight(
            startCount: 0, kept: [], startedBy: firstEffects.compactMap { $0["action"] }, nextTimer: store.nextTimerMilliseconds()
        ))
        #expect(first.effectsInFlight?.nextTimer == 2000)

        // The toast's timer waits: typing too long a text again cancels it and starts another.
        let waiting = try #require(await store.standing())
        #expect(!waiting.isQuiescent && waiting.isContinuable)
        let longer = await store.renderScreen().prepare(.input(.id("customTextField"), text: "열두 글자가 넘는 이름이에요"))
        let second = try #require(relationship.quietSuccessor(of: waiting.position, performing: longer, StoreConfiguration()))
        _ = try await store.interact(longer)
        #expect(second.canonicalState == (try await store.state().value).serialized(.canonical))
        let secondEffects = await store.effects()
        #expect(secondEffects.count == 1)
        #expect(secondEffects != firstEffects)
        #expect(second.effectsInFlight == QuietEffectsInFlight(
            startCount: 1, kept: [], startedBy: secondEffects.compactMap { $0["action"] }, nextTimer: store.nextTimerMilliseconds()
        ))
        await store.shutDown()
    }

    /// A step that leaves the state as it was (`==`) writes no bytes: its fingerprint is its
    /// start's, which the caller knows.
    @Test func aQuietStepBackToItsStartWritesNoBytes() async throws {
        let store = try await counter.makeStore(StoreConfiguration())
        _ = try await store.launch()
        _ = try await store.interact(await store.renderScreen().prepare(.input(.id("counter.field"), text: "abc")))
        let standing = try #require(await store.standing())
        let before = try await store.state().value
        let screen = await store.renderScreen()
        // The same text again: no number, no request, the state as it was.
        let sameText = screen.prepare(.input(.id("counter.field"), text: "abc"))
        let otherText = screen.prepare(.input(.id("counter.field"), text: "abd"))

        let same = try #require(counter.quietSuccessor(of: standing.position, performing: sameText, StoreConfiguration()))
        #expect(same.canonicalState == nil)
        #expect(same.state == nil)
        #expect(same.received == [])
        let other = try #require(counter.quietSuccessor(of: standing.position, performing: otherText, StoreConfiguration()))
        #expect(other.state?["countText"] == "abd")
        _ = try await store.interact(sameText)
        #expect(try await store.state().value == before)
        await store.shutDown()
    }

    @Test func anActionWithAnEffectOrARefusedInteractionIsLeftToAStore() async throws {
        let store = try await counter.makeStore(StoreConfiguration())
        _ = try await store.launch()
        let standing = try #require(await store.standing())
        let screen = await store.renderScreen()
        // Incrementing requests a fact (debounced): an effect.
        let increment = screen.prepare(.tap(.label("Increment")))
        let missing = screen.prepare(.tap(.id("noSuchNode")))
        #expect(counter.quietSuccessor(of: standing.position, performing: increment, StoreConfiguration()) == nil)
        #expect(counter.quietSuccessor(of: standing.position, performing: missing, StoreConfiguration()) == nil)
        // The store takes both: the one starts its request, the other is refused.
        _ = try await store.interact(increment)
        #expect(await store.effects().isEmpty == false)
        await #expect(throws: ViewError.self) { try await store.interact(missing) }
        await store.shutDown()
    }
}
