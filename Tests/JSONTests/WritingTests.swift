import JSON
import Testing

@Suite struct Writing {
    @Test func compactKeepsInsertionOrder() {
        let value: JSONValue = ["b": 1, "a": [true, nil]]
        #expect(value.serializedString() == #"{"b":1,"a":[true,null]}"#)
    }

    @Test func canonicalSortsKeysByBytes() {
        let value: JSONValue = ["b": 1, "a": ["z": 1, "é": 2, "Z": 3]]
        #expect(value.serializedString(.canonical) == #"{"a":{"Z":3,"z":1,"é":2},"b":1}"#)
    }

    @Test func prettyIndentsByTwoSpaces() {
        let value: JSONValue = ["a": [1, 2], "b": [:], "c": []]
        #expect(value.serializedString(.pretty) == """
            {
              "a": [
                1,
                2
              ],
              "b": {},
              "c": []
            }
            """)
    }

    @Test func doublesUseTheShortestFormThatReadsBack() throws {
        let cases: [(Double, String)] = [(0.1, "0.1"), (1, "1.0"), (-2.5, "-2.5"), (1e20, "1e+20"), (1e-7, "1e-07"), (.leastNonzeroMagnitude, "5e-324")]
        for (number, text) in cases {
            #expect(JSONValue.double(number).serializedString() == text)
            #expect(try JSONValue(parsing: text) == .double(number))
        }
    }

    @Test func nonFiniteDoublesBecomeNull() {
        #expect(JSONValue.double(.infinity).serializedString() == "null")
        #expect(JSONValue.double(.nan).serializedString() == "null")
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let value = JSONValue.string("\"\\/\n\r\t\u{08}\u{0C}\u{01}\u{1F}é한👩‍👩‍👧")
        #expect(value.serializedString() == #""\"\\/\n\r\t\b\f\u0001\u001fé한👩‍👩‍👧""#)
    }

    @Test func writesIntegersAtTheEdgesOfInt64() {
        #expect(JSONValue.integer(.min).serializedString() == "-9223372036854775808")
        #expect(JSONValue.integer(.max).serializedString() == "9223372036854775807")
        #expect(JSONValue.integer(0).serializedString() == "0")
    }

    @Test func appendsToAnExistingBuffer() {
        var bytes = Array("Content: ".utf8)
        let value: JSONValue = ["a": 1]
        value.write(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"Content: {"a":1}"#)
    }
}
