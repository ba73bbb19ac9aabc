import JSON
import Testing

@Suite("JSONValue inside Codable types")
struct JSONValueCodableTests {
    struct Params: Codable, Equatable {
        var storeId: String
        var action: JSONValue
        var extra: JSONValue?
    }

    @Test func freeJSONPassesThroughTheBridgeUnchanged() throws {
        // An object shaped like a synthesized enum payload must not be re-tagged.
        let action: JSONValue = ["itemTapped": ["_0": 3], "list": [1, 2.5, nil, true, "x"]]
        let decoded = try JSONValueDecoder().decode(Params.self, from: ["storeId": "counter-1", "action": action])
        #expect(decoded == Params(storeId: "counter-1", action: action, extra: nil))
        let encoded = try JSONValueEncoder().encode(decoded)
        #expect(encoded["action"] == action)
    }

    @Test func scalarsAndNullDecode() throws {
        for value: JSONValue in ["tapped", 3, 2.5, true, [:], []] {
            let decoded = try JSONValueDecoder().decode(Params.self, from: ["storeId": "s", "action": value])
            #expect(decoded.action == value)
        }
        let withNull = try JSONValueDecoder().decode(Params.self, from: ["storeId": "s", "action": 1, "extra": nil])
        #expect(withNull.extra == nil)
    }

    @Test func aMissingMemberIsStillAnError() {
        #expect(throws: JSONDecodingError.self) {
            try JSONValueDecoder().decode(Params.self, from: ["storeId": "s"])
        }
    }
}
