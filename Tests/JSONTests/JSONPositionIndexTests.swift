import JSON
import Testing

@Suite struct JSONPositionIndexTests {
    static let text = """
        {
          "name": "가족",
          "steps": [
            {"tap": {"id": "a"}},
            {"a/b": 1, "esc\\"aped": [true, null]}
          ]
        }
        """

    func position(_ pointer: String) throws -> String? {
        try JSONPositionIndex(text: Self.text).position(of: JSONPointer(parsing: pointer))?.description
    }

    @Test func membersAreFoundAtTheirKeys() throws {
        #expect(try position("") == "1:1")
        #expect(try position("/name") == "2:3")
        #expect(try position("/steps/0/tap") == "4:6")
        #expect(try position("/steps/0/tap/id") == "4:14")
    }

    @Test func arrayElementsAndEscapedKeys() throws {
        #expect(try position("/steps/1") == "5:5")
        #expect(try position("/steps/1/a~1b") == "5:6")
        #expect(try position("/steps/1/esc\"aped/1") == "5:36")
    }

    @Test func missingMembersFallBackToTheNearestAncestor() throws {
        #expect(try position("/steps/0/tap/text") == "4:6")
        #expect(try position("/nothing") == "1:1")
    }

    @Test func columnsCountScalarsAndValuePositionsAreKept() throws {
        let index = JSONPositionIndex(text: "{\"가\": \"나\", \"b\": 2}")
        #expect(index.position(of: try JSONPointer(parsing: "/b"))?.column == 12)
        #expect(index.valuePosition(of: try JSONPointer(parsing: "/b"))?.column == 17)
        #expect(JSONPositionIndex(text: "{\"a\": [1,").position(of: try JSONPointer(parsing: "/a/0"))?.column == 8)
    }
}
