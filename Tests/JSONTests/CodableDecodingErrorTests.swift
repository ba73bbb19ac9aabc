import JSON
import Testing

/// Every decoding failure names the offending value by JSON Pointer, with a precise message.
@Suite struct CodableDecodingErrorTests {
    struct Item: Codable, Equatable { var id: Int }
    struct Order: Codable, Equatable { var action: Action?; var items: [Item] }
    struct User: Codable, Equatable { var name: String; var age: UInt8? }
    struct Envelope: Codable, Equatable { var user: User }
    struct Flags: Codable, Equatable { var on: Bool }
    struct Odd: Codable, Equatable {
        var value: Int
        enum CodingKeys: String, CodingKey { case value = "a/b~c" }
    }
    struct Positive: Decodable {
        var n: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            n = try container.decode(Int.self, forKey: .n)
            guard n > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .n, in: container, debugDescription: "must be positive")
            }
        }
        enum CodingKeys: CodingKey { case n }
    }
    enum Listed: Codable, Equatable {
        case first, second(Int)
        enum CodingKeys: String, CodingKey, CaseIterable { case first, second }
    }

    func error<T: Decodable>(decoding type: T.Type, _ text: String) throws -> JSONDecodingError? {
        do {
            _ = try JSONValueDecoder().decode(type, from: JSONValue(parsing: text))
            return nil
        } catch let error as JSONDecodingError {
            return error
        }
    }

    func described<T: Decodable>(decoding type: T.Type, _ text: String) throws -> String? {
        try error(decoding: type, text).map(String.init(describing:))
    }

    // MARK: - Types and ranges

    @Test func namesTheArrayElementAndFieldOfAMistypedValue() throws {
        let text = #"{"items": [{"id": 1}, {"id": 2}, {"id": "x"}]}"#
        #expect(try described(decoding: Order.self, text) == #"/items/2/id: expected integer, found string "x""#)
    }

    @Test func describesTheValueFoundForEachJSONType() throws {
        #expect(try described(decoding: Item.self, #"{"id": null}"#) == "/id: expected integer, found null")
        #expect(try described(decoding: Item.self, #"{"id": true}"#) == "/id: expected integer, found boolean true")
        #expect(try described(decoding: Item.self, #"{"id": 3.5}"#) == "/id: expected integer, found number 3.5")
        #expect(try described(decoding: Item.self, #"{"id": [1]}"#) == "/id: expected integer, found array")
        #expect(try described(decoding: Item.self, #"{"id": {}}"#) == "/id: expected integer, found object")
        #expect(try described(decoding: Item.self, "[]") == ": expected object, found array")
        #expect(try described(decoding: [Item].self, "{}") == ": expected array, found object")
        #expect(try described(decoding: Flags.self, #"{"on": 1}"#) == "/on: expected boolean, found integer 1")
        #expect(try described(decoding: String.self, "1") == ": expected string, found integer 1")
        #expect(try described(decoding: Double.self, #""1""#) == #": expected number, found string "1""#)
    }

    @Test func shortensLongStringsInMessages() throws {
        let long = String(repeating: "a", count: 50)
        #expect(try described(decoding: Int.self, "\"\(long)\"")
            == ": expected integer, found string \"\(String(repeating: "a", count: 40))…\"")
    }

    @Test func checksIntegerRanges() throws {
        #expect(try described(decoding: [UInt8].self, "[1, 300]") == "/1: value 300 does not fit in UInt8")
        #expect(try described(decoding: Int8.self, "-129") == ": value -129 does not fit in Int8")
        #expect(try described(decoding: UInt.self, "-1") == ": value -1 does not fit in UInt")
        #expect(try described(decoding: Int32.self, "1e10") == ": value 10000000000.0 does not fit in Int32")
        #expect(try described(decoding: User.self, #"{"name": "a", "age": 256}"#) == "/age: value 256 does not fit in UInt8")
        #expect(try described(decoding: Float.self, "1e300") == ": value 1e+300 does not fit in Float")
    }

    // MARK: - Keys

    @Test func namesTheObjectThatLacksAKey() throws {
        #expect(try described(decoding: Envelope.self, #"{"user": {"age": 3}}"#) == #"/user: missing key "name""#)
    }

    @Test func escapesTildeAndSlashInPathTokens() throws {
        #expect(try described(decoding: Odd.self, #"{"a/b~c": "x"}"#) == #"/a~1b~0c: expected integer, found string "x""#)
    }

    @Test func convertsDecodingErrorsThrownByHandWrittenInitializers() throws {
        #expect(try described(decoding: [Positive].self, #"[{"n": 1}, {"n": 0}]"#) == "/1/n: must be positive")
    }

    // MARK: - Enums

    @Test func namesAnUnknownCaseGivenAsObjectOrBareString() throws {
        let object = try error(decoding: Order.self, #"{"action": {"foo": 1}, "items": []}"#)
        #expect(object == JSONDecodingError(path: "/action", message: #"unknown case "foo""#, expected: nil, kind: .unknownCase))
        let bare = try error(decoding: Order.self, #"{"action": "foo", "items": []}"#)
        #expect(bare == JSONDecodingError(path: "/action", message: #"unknown case "foo""#, expected: nil, kind: .unknownCase))
    }

    @Test func listsTheValidCasesWhenTheyCanBeKnown() throws {
        // Coding keys that are CaseIterable…
        let keys = try error(decoding: Listed.self, #""third""#)
        #expect(keys == JSONDecodingError(path: "", message: #"unknown case "third""#, expected: ["first", "second"], kind: .unknownCase))
        // …an enum that is CaseIterable itself…
        let cases = try error(decoding: [Suit].self, #"["hearts", "clubs"]"#)
        #expect(cases == JSONDecodingError(path: "/1", message: #"unknown case "clubs""#, expected: ["hearts", "spades"], kind: .unknownCase))
        // …and a raw-value enum.
        let raw = try error(decoding: Theme.self, #""blue""#)
        #expect(raw == JSONDecodingError(path: "", message: #"unknown case "blue""#, expected: ["light", "dark"], kind: .unknownCase))
    }

    @Test func refusesAnObjectWithSeveralCasesOrNone() throws {
        #expect(try described(decoding: Action.self, #"{"itemTapped": 1, "move": [1, 2]}"#)
            == #": expected one case, found 2 keys: "itemTapped", "move""#)
        #expect(try described(decoding: Action.self, "{}") == ": expected one case, found an empty object")
        #expect(try described(decoding: Action.self, "3") == ": expected object, found integer 3")
    }

    @Test func namesPathsThroughUnwrappedPayloads() throws {
        let text = #"{"relation": {"delegate": {"selected": [1, "x"]}}}"#
        #expect(try described(decoding: Action.self, text) == #"/relation/delegate/selected/1: expected integer, found string "x""#)
        #expect(try described(decoding: Action.self, #"{"move": [1, "x"]}"#) == #"/move/1: expected integer, found string "x""#)
        #expect(try described(decoding: Action.self, #"{"move": {"_0": 1, "_1": "x"}}"#) == #"/move/_1: expected integer, found string "x""#)
        #expect(try described(decoding: Action.self, #"{"bookmarkResponse": {"id": 3, "ok": 1}}"#)
            == "/bookmarkResponse/ok: expected boolean, found integer 1")
    }

    @Test func namesAMissingPayload() throws {
        #expect(try described(decoding: Action.self, #""itemTapped""#) == #": case "itemTapped" needs a payload"#)
        #expect(try described(decoding: Action.self, #""bookmarkResponse""#)
            == #": case "bookmarkResponse" needs a payload with key "id""#)
        #expect(try described(decoding: Action.self, #"{"move": [1]}"#) == "/move: expected at least 2 elements, found 1")
        #expect(try described(decoding: Action.self, #"{"bookmarkResponse": {"id": 3}}"#) == #"/bookmarkResponse: missing key "ok""#)
        #expect(try described(decoding: Action.self, #"{"bookmarkResponse": 3}"#) == "/bookmarkResponse: expected object, found integer 3")
    }

    @Test func describesItselfAsPathColonMessage() {
        let error = JSONDecodingError(path: "/a", message: "m", expected: ["x"])
        #expect(error.description == "/a: m")
    }
}
