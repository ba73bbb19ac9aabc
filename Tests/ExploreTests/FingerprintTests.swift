@testable import Explore
import Components
import FeatureKit
import Features
import HostCore
import JSON
import RPCTestSupport
import StoreRuntime
import Testing

/// States and screens are named by FNV-1a of their canonical JSON; the search computes that hash
/// in one pass, without the bytes. Both ways must give the same number for every value, or
/// reports would name the same states differently.
@Suite("A fingerprint hashed in one pass is the hash of its canonical bytes")
struct FingerprintTests {
    static let states: [JSONValue] = [
        .null,
        [:],
        ["b": 1, "a": [true, false, .null], "c": ["z": -42, "y": 0.1, "x": 1e300]],
        ["quote\"d": "tab\there", "back\\slash": "line\nbreak \u{1}", "é": "ünïcödé", "z": "", "E": "e"],
        ["items": [["id": 3, "title": "Three"], ["title": "Four", "id": 4]], "count": 9_223_372_036_854_775_807],
        ["nested": [[[], [:], [[:]]]], "min": .integer(Int64.min), "double": 2.0, "negative": -0.5],
    ]

    /// The parts of a fingerprint besides the state: none, and some of each.
    static let others: [(effects: [JSONValue], nextTimer: Int?, storage: [String: [UInt8]], relaunched: Bool)] = [
        ([], nil, [:], false),
        (
            [
                ["id": 1, "action": ["dismiss": ["after": 2]], "status": "waitingOnTestClock", "cancelled": false, "cancelIds": ["toast"]],
                ["status": "running"],
            ],
            1500, ["b.json": Array("{\"x\":1}".utf8), "a.json": [0xFF, 0x41], "é": []], true
        ),
    ]
    static let environment: JSONValue = ["colorScheme": "dark", "dynamicTypeSize": "large", "focus": .null]

    @Test(arguments: states)
    func theStateHashIsTheHashOfItsCanonicalBytes(_ state: JSONValue) {
        for (effects, nextTimer, storage, relaunched) in Self.others {
            let environment = Self.environment
            let bytes = Fingerprint.state(
                state, effects: effects, nextTimer: nextTimer, environment: environment, storage: storage, relaunched: relaunched
            )
            let onePass = Fingerprint.stateValue(
                state, effects: effects, nextTimer: nextTimer, environment: environment, storage: storage, relaunched: relaunched
            )
            #expect(onePass == Fingerprint.value(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test func theScreenHashIsTheHashOfItsSkeletonsCanonicalBytes() {
        let tree: JSONValue = [
            "id": "root", "type": "root", "enabled": true, "hidden": false, "properties": ["title": "ignored"],
            "children": [
                ["id": "vstack.0", "type": "vstack", "enabled": true, "hidden": true, "children": []],
                [
                    "type": "button", "id": "vstack.1/\"quoted\"\\é\t", "enabled": false, "hidden": false,
                    "children": [["id": "vstack.1/text.0", "type": "text", "enabled": false, "hidden": true, "children": []]],
                ],
            ],
        ]
        for screen in [tree, ["id": "only", "type": "root", "enabled": false, "hidden": false]] {
            let digest = TreeDigest(wireForm: screen)
            #expect(Fingerprint.screenValue(digest) == Fingerprint.value(Fingerprint.screen(screen)))
        }
        #expect(Fingerprint.screenValue(TreeDigest()) == Fingerprint.value(Array("null".utf8)))
    }

    // MARK: - Quiet steps

    /// A store position for quiet starts (the fingerprint does not read it).
    static func position() async throws -> StoreCheckpoint {
        let store = try await FeatureDefinition(CounterFeature.self).makeStore(StoreConfiguration())
        let standing = try #require(await store.standing())
        await store.shutDown()
        return standing.position
    }

    /// A quiet step's fingerprint is hashed from its start's parts, hashed once, around the
    /// state's canonical bytes: the same number as the state's fingerprint hashed whole.
    @Test func aQuietStepsFingerprintIsTheStatesFingerprint() async throws {
        let position = try await Self.position()
        for (effects, nextTimer, storage, relaunched) in Self.others {
            let start = QuietStart(
                position: position, effects: effects, nextTimer: nextTimer, environment: Self.environment, storage: storage,
                relaunched: relaunched
            )
            for state in Self.states {
                let whole = Fingerprint.stateValue(
                    state, effects: effects, nextTimer: nextTimer, environment: Self.environment, storage: storage, relaunched: relaunched
                )
                #expect(start.fingerprint(ofCanonical: state.serialized(.canonical)) == whole, "\(state)")
            }
        }
    }

    /// The states a relationship screen reaches by every sequence of up to three of its sample
    /// actions and a few more (other items, texts valid, invalid and too long): some 4,000.
    static func relationshipStates() -> [SelectionScreenFeature.State] {
        let reducer = RelationshipFeature().body.prepared()
        let actions = SelectionScreenFeature.sampleActions + [
            .selection(.itemTapped(2)), .selection(.itemTapped(4)), .selection(.customTextChanged("")),
            .selection(.customTextChanged("a!")), .selection(.customTextChanged("가나다라마바사아자차카타")),
        ]
        var states = [RelationshipFeature.initialState]
        var layer = states
        for _ in 0..<3 {
            layer = layer.flatMap { state in
                actions.map { action in
                    var next = state
                    _ = reducer.reduce(into: &next, action: action)
                    return next
                }
            }
            states += layer
        }
        return states
    }

    /// The states a relationship screen reaches by every sequence of up to three of its sample
    /// actions and a few more (other items, texts valid, invalid and too long): typed, written straight to canonical bytes (what a quiet step hashes), they get
    /// the fingerprints their trees get, so the two ways call the same states equal and the same
    /// states different.
    @Test func typedStatesGetTheFingerprintsOfTheirTrees() async throws {
        let position = try await Self.position()
        // Some 4,000 states encoded twice each: seconds of CPU in a debug build, off the pool.
        let (states, byQuietStep, byTree) = try await runBlocking {
            let states = Self.relationshipStates()
            let (effects, nextTimer, storage, relaunched) = Self.others[1]
            let start = QuietStart(
                position: position, effects: effects, nextTimer: nextTimer, environment: Self.environment, storage: storage,
                relaunched: relaunched
            )
            var byQuietStep: [UInt64] = []
            var byTree: [UInt64] = []
            for state in states {
                byQuietStep.append(start.fingerprint(ofCanonical: try JSONValueEncoder().canonicalBytes(state)))
                let tree = try JSONValueEncoder().encode(state)
                byTree.append(Fingerprint.stateValue(
                    tree, effects: effects, nextTimer: nextTimer, environment: Self.environment, storage: storage, relaunched: relaunched
                ))
            }
            return (states, byQuietStep, byTree)
        }
        #expect(byQuietStep == byTree)
        // A spread of distinct states, not one state many times.
        #expect(Set(byTree).count >= 30, "\(Set(byTree).count) distinct states")
        for first in states.indices.prefix(60) {
            for second in states.indices.prefix(60) {
                #expect((byQuietStep[first] == byQuietStep[second]) == (states[first] == states[second]))
            }
        }
    }

    /// A quiet try finds the fingerprint of a state reached before by the state's digest
    /// (`SeenStates.fingerprint(ofQuiet:from:)`), never writing its bytes again: each of the
    /// relationship screen's states, and each changed in one nested field (an item's title, the
    /// custom item's), must get its own fingerprint, the one its tree gets, from its bytes the
    /// first time and from its digest ever after, from starts that differ only besides the state.
    @Test func aStateFoundAgainByItsDigestGetsItsOwnFingerprint() async throws {
        let position = try await Self.position()
        let mismatch = try await runBlocking { () throws -> String? in
            var states = Self.relationshipStates()
            for state in states.prefix(200) {
                var retitled = state
                retitled.selection.items[3].title += "."
                var custom = state
                custom.selection.customItem?.title += "."
                states += [retitled, custom]
            }
            let seen = SeenStates()
            for (effects, nextTimer, storage, relaunched) in Self.others {
                let start = QuietStart(
                    position: position, effects: effects, nextTimer: nextTimer, environment: Self.environment, storage: storage,
                    relaunched: relaunched
                )
                for pass in ["first", "again"] {
                    var written = 0
                    for state in states {
                        let tree = try JSONValueEncoder().encode(state)
                        let expected = Fingerprint.stateValue(
                            tree, effects: effects, nextTimer: nextTimer, environment: Self.environment, storage: storage,
                            relaunched: relaunched
                        )
                        let found = seen.fingerprint(ofQuiet: ValueDigest.of(state), from: start) {
                            written += 1
                            return try? JSONValueEncoder().canonicalBytes(state)
                        }
                        if found != expected { return "\(pass): \(tree)\n- \(expected)\n+ \(found.map(String.init) ?? "nil")" }
                    }
                    // Found again, every state is told by its digest alone.
                    if pass == "again", written > 0 { return "\(written) states written again" }
                }
            }
            return nil
        }
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
