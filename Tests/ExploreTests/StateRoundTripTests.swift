@testable import Explore
import FeatureKit
import HostCore
import JSON
import Testing

/// Every new state is checked to survive its own encode/decode: decoded as the feature's state
/// and encoded back, as a store made with it as its initial state reads it — found without
/// making that store, with the store's answer.
@Suite("A state that does not survive its own encode/decode")
struct StateRoundTripTests {
    let note = FeatureDefinition(ForgetfulNote.self)

    /// What a store made with `state` as its initial state reads back, or why it was not made.
    private func readByAStore(_ state: JSONValue) async -> String {
        do {
            let store = try await note.makeStore(StoreConfiguration(initialState: state))
            let back = try await store.state().value
            await store.shutDown()
            return back.serializedString(.canonical)
        } catch {
            return "\(error)"
        }
    }

    @Test func aStateReadBackWithoutAStoreIsWhatAStoreReads() async throws {
        let states: [JSONValue] = [
            ["saved": 2, "draft": ""],
            // The draft is lost: the store reads an empty one.
            ["saved": 2, "draft": "a draft"],
            // Not a state: no store is made, for the same reason.
            ["draft": "a draft"],
        ]
        for state in states {
            let storeless: String
            do {
                storeless = try note.stateAfterDecoding(state, StoreConfiguration(initialState: state)).serializedString(.canonical)
            } catch {
                storeless = "\(error)"
            }
            #expect(storeless == (await readByAStore(state)), "\(state)")
        }
        #expect(try note.stateAfterDecoding(["saved": 2, "draft": "a draft"], StoreConfiguration()) == ["saved": 2, "draft": ""])
    }

    @Test func exploringFindsTheStateThatDoesNotSurviveAtItsShortestPath() async throws {
        var options = ExploreOptions()
        options.depth = 3
        let result = try await Explorer(feature: note, options: options).runOffThePool()
        let violation = try #require(result.violations.first { $0.invariant == Invariants.BuiltIn.stateRoundTrips })
        #expect(violation.path == [.tap("draft")])
        #expect(violation.message.contains(#"{"draft":"","saved":0}"#), "\(violation.message)")
        #expect(result.violations.count == 1)
    }
}
