import Testing
import JSON

@Test func millisecondsPrintOnlyWhenNotZeroUnlessAlwaysAskedFor() {
    #expect(ISO8601Timestamp.string(millisecondsSince1970: 1_767_225_600_000) == "2026-01-01T00:00:00Z")
    #expect(ISO8601Timestamp.string(millisecondsSince1970: 1_767_225_600_000, alwaysWithMilliseconds: true) == "2026-01-01T00:00:00.000Z")
    #expect(ISO8601Timestamp.string(millisecondsSince1970: 1_767_225_601_500) == "2026-01-01T00:00:01.500Z")
}

@Test func instantsBefore1970CountDaysDownward() {
    #expect(ISO8601Timestamp.string(millisecondsSince1970: -1) == "1969-12-31T23:59:59.999Z")
    #expect(ISO8601Timestamp.string(millisecondsSince1970: -86_400_000) == "1969-12-31T00:00:00Z")
}

@Test func yearsOutside0000To9999HaveNoText() {
    #expect(ISO8601Timestamp.string(millisecondsSince1970: 253_402_300_799_999) == "9999-12-31T23:59:59.999Z")
    #expect(ISO8601Timestamp.string(millisecondsSince1970: 253_402_300_800_000) == nil)
    #expect(ISO8601Timestamp.string(millisecondsSince1970: -62_167_219_200_001) == nil)
}

@Test func theTextReadsBackAsTheSameInstant() throws {
    let text = try #require(ISO8601Timestamp.string(millisecondsSince1970: 951_782_400_123))
    #expect(text == "2000-02-29T00:00:00.123Z")
    let date = try #require(ISO8601Timestamp.date(from: text))
    #expect(ISO8601Timestamp.string(from: date) == text)
}
