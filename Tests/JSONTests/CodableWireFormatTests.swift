import JSON
import Testing

/// The action wire format of docs/decisions.md, both ways: what each case shape encodes to, and that
/// both the wire form and Swift's synthesized form decode back.
@Suite struct CodableWireFormatTests {
    func wire<T: Encodable>(_ value: T) throws -> String {
        try JSONValueEncoder().encode(value).serializedString()
    }

    func decoded<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONValueDecoder().decode(type, from: JSONValue(parsing: text))
    }

    @Test(arguments: [
        (Action.saveButtonTapped, #""saveButtonTapped""#),
        (.itemTapped(3), #"{"itemTapped":3}"#),
        (.bookmarkResponse(id: 3, ok: true), #"{"bookmarkResponse":{"id":3,"ok":true}}"#),
        (.move(1, 2), #"{"move":[1,2]}"#),
        (.items([1, 2]), #"{"items":[1,2]}"#),
        (.items([]), #"{"items":[]}"#),
        (.pair([1, 2], 3), #"{"pair":[[1,2],3]}"#),
        (.optionalPair([1, 2], nil), #"{"optionalPair":{"_0":[1,2]}}"#),
        (.optionalPair(nil, 2), #"{"optionalPair":[null,2]}"#),
        (.optionalPair(nil, nil), #""optionalPair""#),
        (.search(nil), #""search""#),
        (.search("q"), #"{"search":"q"}"#),
        (.mixed(1, label: "a"), #"{"mixed":{"_0":1,"label":"a"}}"#),
        (.optionalMixed(nil, label: "a"), #"{"optionalMixed":{"label":"a"}}"#),
        (.optionalMixed(1, label: nil), #"{"optionalMixed":1}"#),
        (.empty(Empty()), #"{"empty":{}}"#),
        (.bookmark(Bookmark(id: 1, title: "t")), #"{"bookmark":{"id":1,"title":"t"}}"#),
        (.relation(.delegate(.invalidText("가나다라마바사아자차카"))), #"{"relation":{"delegate":{"invalidText":"가나다라마바사아자차카"}}}"#),
        (.relation(.delegate(.selected([1, 2, 3]))), #"{"relation":{"delegate":{"selected":[1,2,3]}}}"#),
        (.relation(.reset), #"{"relation":"reset"}"#),
        (.matrix([[1], [2, 3]]), #"{"matrix":[[1],[2,3]]}"#),
        (.children([.dismissed, .selected([1])]), #"{"children":["dismissed",{"selected":[1]}]}"#),
        (.byName(["b": .dismissed, "a": .invalidText("x")]), #"{"byName":{"a":{"invalidText":"x"},"b":"dismissed"}}"#),
    ])
    func encodesEachCaseShapeInTheWireFormatAndDecodesItBack(action: Action, expected: String) throws {
        #expect(try wire(action) == expected)
        #expect(try decoded(Action.self, expected) == action)
    }

    @Test(arguments: [
        (#"{"saveButtonTapped":{}}"#, Action.saveButtonTapped),
        (#"{"itemTapped":{"_0":3}}"#, .itemTapped(3)),
        (#"{"move":{"_0":1,"_1":2}}"#, .move(1, 2)),
        (#"{"items":{"_0":[1,2]}}"#, .items([1, 2])),
        (#"{"pair":{"_0":[1,2],"_1":3}}"#, .pair([1, 2], 3)),
        (#"{"optionalPair":{"_1":2}}"#, .optionalPair(nil, 2)),
        (#"{"search":{}}"#, .search(nil)),
        (#"{"search":{"_0":"q"}}"#, .search("q")),
        (#"{"empty":{"_0":{}}}"#, .empty(Empty())),
        (#"{"relation":{"_0":{"delegate":{"_0":{"selected":{"_0":[1]}}}}}}"#, .relation(.delegate(.selected([1])))),
        (#"{"relation":{"reset":{}}}"#, .relation(.reset)),
    ])
    func decodesSwiftsSynthesizedForm(text: String, expected: Action) throws {
        #expect(try decoded(Action.self, text) == expected)
    }

    @Test func decodesWireFormsThatTheEncoderDoesNotWrite() throws {
        #expect(try decoded(Action.self, #"{"optionalPair":[[1,2]]}"#) == .optionalPair([1, 2], nil))
        #expect(try decoded(Action.self, #"{"optionalPair":[null,null]}"#) == .optionalPair(nil, nil))
        #expect(try decoded(Action.self, #"{"search":null}"#) == .search(nil))
        #expect(try decoded(Action.self, #"{"optionalMixed":{"_0":1}}"#) == .optionalMixed(1, label: nil))
    }

    @Test func leavesStructsUntouched() throws {
        #expect(try wire(HoldsEmpty(k: Empty())) == #"{"k":{}}"#)
        #expect(try decoded(HoldsEmpty.self, #"{"k":{}}"#) == HoldsEmpty(k: Empty()))
        #expect(try wire(PositionalLooking(_0: 3)) == #"{"_0":3}"#)
        #expect(try decoded(PositionalLooking.self, #"{"_0":3}"#) == PositionalLooking(_0: 3))
        #expect(try wire(Empty()) == "{}")
    }

    @Test func leavesRawValueEnumsAsTheirRawValues() throws {
        #expect(try wire(Theme.dark) == #""dark""#)
        #expect(try wire(Level.high) == "2")
        #expect(try decoded(Theme.self, #""light""#) == .light)
        #expect(try decoded(Level.self, "1") == .low)
        // Not `CodingKeyRepresentable`, so `Dictionary` writes its `[key, value, …]` array.
        #expect(try wire([Theme.light: 1]) == #"["light",1]"#)
    }

    @Test func encodesEnumsInsideArraysOptionalsAndDictionaries() throws {
        let values: [Suit?] = [.hearts, nil, .spades]
        #expect(try wire(values) == #"["hearts",null,"spades"]"#)
        #expect(try decoded([Suit?].self, #"["hearts",null,"spades"]"#) == values)
        #expect(try wire([Suit.spades: 1, .hearts: 2]) == #"["hearts",2,"spades",1]"#)
        #expect(try decoded([Suit: Int].self, #"["hearts",2,"spades",1]"#) == [.spades: 1, .hearts: 2])
    }

    @Test func readsABareStringAsACaseOnlyWhenTheKeyTypeHasIt() throws {
        #expect(throws: JSONDecodingError(path: "", message: #"expected object, found string "id""#)) {
            try decoded(Bookmark.self, #""id""#)
        }
    }
}
