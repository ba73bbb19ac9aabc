import Foundation
import JSON
import Testing

/// The bridge's fast paths (primitive arrays, primitive members, key sorting by prefixes, payload
/// paths resolved lazily) must give exactly what the general paths give, errors included.
@Suite struct CodableFastPathTests {
    func bytes<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONValueEncoder().encode(value).serialized(), as: UTF8.self)
    }

    /// Writes the given members in the given order, through a keyed container.
    struct Members: Encodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        var members: [(String, Int)]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members {
                try container.encode(value, forKey: Key(stringValue: key))
            }
        }
    }

    @Test func sortsKeysByBytesWhateverTheirPrefixes() throws {
        let members = Members(members: [
            ("abcdefgh2", 1), ("abcdefgh10", 2), ("é", 3), ("z", 4), ("a", 5), ("ab", 6), ("a\u{0}", 7), ("", 8),
        ])
        #expect(try bytes(members) == #"{"":8,"a":5,"a\u0000":7,"ab":6,"abcdefgh10":2,"abcdefgh2":1,"z":4,"é":3}"#)
    }

    @Test func keepsTheLastValueOfAKeyWrittenTwice() throws {
        #expect(try bytes(Members(members: [("b", 1), ("a", 2), ("b", 3), ("a", 4), ("c", 5)])) == #"{"a":4,"b":3,"c":5}"#)
        #expect(try bytes(Members(members: [("a", 1), ("a", 2)])) == #"{"a":2}"#)
    }

    @Test func sortsEachKeySetOfOneKeyTypeOnItsOwn() throws {
        // One key type writing different keys and orders: the per-type order cache must notice.
        #expect(try bytes(Members(members: [("b", 1), ("a", 2), ("c", 3)])) == #"{"a":2,"b":1,"c":3}"#)
        #expect(try bytes(Members(members: [("b", 1), ("a", 2), ("c", 3)])) == #"{"a":2,"b":1,"c":3}"#)
        #expect(try bytes(Members(members: [("c", 1), ("a", 2), ("b", 3)])) == #"{"a":2,"b":3,"c":1}"#)
        #expect(try bytes(Members(members: [("a", 1), ("b", 2), ("c", 3)])) == #"{"a":1,"b":2,"c":3}"#)
        #expect(try bytes(Members(members: [("b", 1), ("a", 2)])) == #"{"a":2,"b":1}"#)
        // U+212A KELVIN SIGN equals "K" as a Swift string but sorts after "a" by its bytes.
        #expect(try bytes(Members(members: [("K", 1), ("a", 2)])) == #"{"K":1,"a":2}"#)
        #expect(try bytes(Members(members: [("\u{212A}", 1), ("a", 2)])) == "{\"a\":2,\"\u{212A}\":1}")
        #expect(try bytes(Members(members: [("K", 1), ("a", 2)])) == #"{"K":1,"a":2}"#)
    }

    @Test func sortsObjectsWithManyKeys() throws {
        let keys = (0..<100).map { "key\($0)" }
        let members = Members(members: keys.reversed().enumerated().map { ($1, $0) } + [("key7", -1)])
        let expected = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { key in "\"\(key)\":\(key == "key7" ? -1 : 99 - Int(key.dropFirst(3))!)" }
        #expect(try bytes(members) == "{" + expected.joined(separator: ",") + "}")
    }

    struct Readings: Codable, Equatable {
        var values: [Double]
        var counts: [Int]
        var names: [String]
        var flags: [Bool]
    }

    @Test func encodesArraysOfPrimitivesAndReportsTheirBadElements() throws {
        let readings = Readings(values: [1.5, 2], counts: [1, -2], names: ["a", ""], flags: [true, false])
        #expect(try bytes(readings) == #"{"counts":[1,-2],"flags":[true,false],"names":["a",""],"values":[1.5,2.0]}"#)
        #expect(throws: JSONEncodingError(path: "/values/1", message: "non-finite number nan has no JSON form")) {
            try JSONValueEncoder().encode(Readings(values: [1, .nan], counts: [], names: [], flags: []))
        }
    }

    @Test func decodesArraysOfPrimitivesLikeTheGeneralPath() throws {
        let decoder = JSONValueDecoder()
        let lenient: JSONValue = ["values": [1, 2.5], "counts": [1.0, 2], "names": ["a"], "flags": [false]]
        #expect(try decoder.decode(Readings.self, from: lenient) == Readings(values: [1, 2.5], counts: [1, 2], names: ["a"], flags: [false]))
        #expect(throws: JSONDecodingError(path: "/counts/1", message: "expected integer, found number 2.5")) {
            try decoder.decode(Readings.self, from: ["values": [], "counts": [1, 2.5], "names": [], "flags": []])
        }
        #expect(throws: JSONDecodingError(path: "/names/0", message: "expected string, found integer 1")) {
            try decoder.decode(Readings.self, from: ["values": [], "counts": [], "names": [1], "flags": []])
        }
        #expect(throws: JSONDecodingError(path: "/flags", message: "expected array, found boolean true")) {
            try decoder.decode(Readings.self, from: ["values": [], "counts": [], "names": [], "flags": true])
        }
        #expect(throws: JSONDecodingError(path: "/0", message: "value 300 does not fit in UInt8")) {
            try decoder.decode([UInt8].self, from: [300])
        }
    }

    @Test func decodesPrimitiveMembersLikeTheGeneralPath() throws {
        struct Row: Codable, Equatable { var id: Int; var score: Double; var on: Bool; var name: String; var small: Int8 }
        let decoder = JSONValueDecoder()
        #expect(try decoder.decode(Row.self, from: ["id": 3.0, "score": 2, "on": true, "name": "x", "small": 1])
            == Row(id: 3, score: 2, on: true, name: "x", small: 1))
        #expect(throws: JSONDecodingError(path: "/small", message: "value 200 does not fit in Int8")) {
            try decoder.decode(Row.self, from: ["id": 1, "score": 2, "on": true, "name": "x", "small": 200])
        }
        #expect(throws: JSONDecodingError(path: "", message: "missing key \"id\"")) {
            try decoder.decode(Row.self, from: ["score": 2, "on": true, "name": "x", "small": 1])
        }
    }

    enum Gesture: Encodable {
        case move(Double, Double)
        case scale(Double)
        case labeled(x: Double)
    }

    @Test func namesPayloadValuesAsTheyReadOnTheWireInErrors() throws {
        let encoder = JSONValueEncoder()
        #expect(throws: JSONEncodingError(path: "/move/1", message: "non-finite number nan has no JSON form")) {
            try encoder.encode(Gesture.move(1, .nan))
        }
        #expect(throws: JSONEncodingError(path: "/scale", message: "non-finite number inf has no JSON form")) {
            try encoder.encode(Gesture.scale(.infinity))
        }
        #expect(throws: JSONEncodingError(path: "/labeled/x", message: "non-finite number nan has no JSON form")) {
            try encoder.encode(Gesture.labeled(x: .nan))
        }
    }
}
