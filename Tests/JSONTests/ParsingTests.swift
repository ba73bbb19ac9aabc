import JSON
import Testing

@Suite struct Parsing {
    @Test func keepsObjectKeyOrderAndEveryValueKind() throws {
        let value = try JSONValue(parsing: #"{"b":1,"a":[true,false,null,1.5,"x",-7]}"#)
        #expect(value.objectValue?.keys == ["b", "a"])
        #expect(value["a"] == [true, false, nil, 1.5, "x", -7])
    }

    @Test func acceptsAnyValueAtTheTopLevel() throws {
        #expect(try JSONValue(parsing: "3") == 3)
        #expect(try JSONValue(parsing: #""s""#) == "s")
        #expect(try JSONValue(parsing: " null ") == nil)
    }

    @Test func keepsIntegersExactAtTheEdgesOfInt64() throws {
        #expect(try JSONValue(parsing: "9223372036854775807") == .integer(.max))
        #expect(try JSONValue(parsing: "-9223372036854775808") == .integer(.min))
    }

    @Test func tellsIntegersFromDoubles() throws {
        #expect(try JSONValue(parsing: "1") == .integer(1))
        #expect(try JSONValue(parsing: "1.0") == .double(1))
        #expect(try JSONValue(parsing: "1e2") == .double(100))
    }

    @Test func keepsNulInsideStrings() throws {
        let value = try JSONValue(parsing: #""a\u0000b""#)
        #expect(value.stringValue?.utf8.count == 3)
        #expect(value.serializedString() == #""a\u0000b""#)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONValue(parsing: #""\u00e9\ud83d\ude00\n\/""#)
        #expect(value == .string("é😀\n/"))
    }

    @Test func objectsEqualRegardlessOfKeyOrder() throws {
        let one = try JSONValue(parsing: #"{"a":1,"b":{"c":[1,2],"d":null}}"#)
        let two = try JSONValue(parsing: #"{"b":{"d":null,"c":[1,2]},"a":1}"#)
        #expect(one == two)
        #expect(one.hashValue == two.hashValue)
        #expect(try JSONValue(parsing: "[1,2]") != JSONValue(parsing: "[2,1]"))
    }

    @Test func largeObjectsLookUpThroughTheirIndex() throws {
        let members = (0..<100).map { ("k\($0)", JSONValue.integer(Int64($0))) }
        var object = JSONObject(members)
        #expect(object["k73"] == 73)
        object["k73"] = nil
        #expect(object["k73"] == nil)
        #expect(object["k74"] == 74)
        #expect(object.count == 99)
        object["new"] = "x"
        #expect(object.keys.last == "new")
    }
}
