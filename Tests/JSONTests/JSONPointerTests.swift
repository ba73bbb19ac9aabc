import JSON
import Testing

@Suite struct JSONPointers {
    /// The document and pointers of RFC 6901, section 5.
    static let rfcDocument = #"""
        {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4,
         "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}
        """#

    static let rfcCases: [(String, String)] = [
        ("", rfcDocument), ("/foo", #"["bar","baz"]"#), ("/foo/0", #""bar""#), ("/", "0"),
        ("/a~1b", "1"), ("/c%d", "2"), ("/e^f", "3"), ("/g|h", "4"), (#"/i\j"#, "5"),
        (#"/k"l"#, "6"), ("/ ", "7"), ("/m~0n", "8"),
    ]

    @Test(arguments: rfcCases)
    func resolvesTheRFCExamples(pointer: String, expected: String) throws {
        let document = try JSONValue(parsing: Self.rfcDocument)
        #expect(try document.value(at: JSONPointer(parsing: pointer)) == JSONValue(parsing: expected))
    }

    @Test func printsTokensEscapedAndReadsThemBack() throws {
        let pointer = JSONPointer(tokens: ["a/b", "m~n", "", "0"])
        #expect(pointer.description == "/a~1b/m~0n//0")
        #expect(try JSONPointer(parsing: pointer.description) == pointer)
    }

    @Test func rejectsMalformedPointers() {
        #expect(throws: JSONPointerError.syntax("a", "a JSON Pointer is empty or starts with \"/\"")) {
            try JSONPointer(parsing: "a")
        }
        #expect(throws: JSONPointerError.self) { try JSONPointer(parsing: "/a~2") }
        #expect(throws: JSONPointerError.self) { try JSONPointer(parsing: "/a~") }
    }

    @Test func namesTheTokenThatDoesNotResolve() throws {
        let document: JSONValue = ["items": [["id": 1]]]
        let failures: [(String, String)] = [
            ("/items/1", "/items/1: index 1 is past the end of an array of 1"),
            ("/items/01", "/items/01: \"01\" is not an array index"),
            ("/items/-", "/items/-: \"-\" names no existing element"),
            ("/items/0/name", "/items/0/name: no member \"name\""),
            ("/items/0/id/x", "/items/0/id/x: cannot descend into a integer"),
        ]
        for (text, message) in failures {
            let pointer = try JSONPointer(parsing: text)
            #expect(throws: JSONPointerError.self) { try document.value(at: pointer) }
            do {
                _ = try document.value(at: pointer)
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func setsAndRemovesThroughPointers() throws {
        var document: JSONValue = ["list": [1, 2], "object": ["a": 1]]
        try document.add(3, at: JSONPointer(parsing: "/list/-"))
        try document.add(0, at: JSONPointer(parsing: "/list/0"))
        try document.replace("b", at: JSONPointer(parsing: "/object/a"))
        let removed = try document.remove(at: JSONPointer(parsing: "/list/1"))
        #expect(removed == 1)
        #expect(document == ["list": [0, 2, 3], "object": ["a": "b"]])
        #expect(throws: JSONPointerError.self) { try document.replace(1, at: JSONPointer(parsing: "/object/missing")) }
        #expect(throws: JSONPointerError.self) { try document.add(1, at: JSONPointer(parsing: "/list/5")) }
    }
}
