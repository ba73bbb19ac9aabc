@testable import Explore
import FeatureKit
import Features
import HostCore
import Testing

/// A try that starts a timer the runtime knows, or cancels one, is taken without a store: the
/// state it reaches is named with the effects in flight a store would then hold, so it is the
/// very state the store's way finds.
@Suite("Quiet tries that start or cancel a timer")
struct QuietTimerTests {
    let relationship = BuiltInPlugins.features.first { $0.name == "relationship" }

    /// Relationship's custom item: text longer than ten characters shows a toast and starts
    /// its 2 s timer, cancelling the toast's timer already waiting.
    @Test func typingTooLongATextGetsTheFingerprintTheStoreGets() async throws {
        let feature = try #require(relationship)
        let explorer = Explorer(feature: feature)
        let app = try await explorer.app(from: nil, replaying: [])
        _ = try await explorer.apply(.tap("customInputButton"), to: app)
        var texts = ["열한 글자가 넘는 이름입니다", "열두 글자가 넘는 이름이에요", "열한 글자가 넘는 이름입니다"]
        while !texts.isEmpty {
            let text = texts.removeFirst()
            let before = try await Observation.read(app)
            let start = try #require(before.quietStart)
            let steps = try #require(feature.quietSteps(from: start.position))
            let typing = await app.store.renderScreen().prepare(.input(.id("customTextField"), text: text))
            let quiet = try #require(steps.successor(performing: typing, explorer.configuration()))
            let inFlight = try #require(quiet.effectsInFlight)
            let canonical = try #require(quiet.canonicalState)
            let reached = try #require(start.reached(canonical: canonical, inFlight: inFlight))

            _ = try await explorer.apply(.input("customTextField", text: text), to: app)
            let after = try await Observation.read(app)
            // One toast timer in flight after each: the one waiting before (if any) cancelled.
            #expect(after.effects.count == 1)
            #expect(reached.fingerprint == after.fingerprint)
            #expect(reached.nextTimer == after.nextTimer)
            #expect(reached.effects.map { $0["action"] } == after.effects.map { $0["action"] })
        }
        await app.shutDown()
    }
}
