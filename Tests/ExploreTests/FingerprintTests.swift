@testable import Explore
import Components
import JSON
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

    @Test(arguments: states)
    func theStateHashIsTheHashOfItsCanonicalBytes(_ state: JSONValue) {
        let effects: [JSONValue] = [
            ["id": 1, "action": ["dismiss": ["after": 2]], "status": "waitingOnTestClock", "cancelled": false, "cancelIds": ["toast"]],
            ["status": "running"],
        ]
        let storage: [String: [UInt8]] = ["b.json": Array("{\"x\":1}".utf8), "a.json": [0xFF, 0x41], "é": []]
        for (effects, nextTimer, storage, relaunched) in [([], nil, [:], false), (effects, 1500, storage, true)] {
            let environment: JSONValue = ["colorScheme": "dark", "dynamicTypeSize": "large", "focus": .null]
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
}
