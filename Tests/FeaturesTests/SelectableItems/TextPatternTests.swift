@testable import Features
import Testing

// MARK: - The relationship pattern

@Suite("Selectable items: the validation pattern")
struct TextPatternTests {
    let pattern = RelationshipFeature.relationshipPattern

    @Test(arguments: ["친구", "동", "대학 동기", "Best buddy", "Kim 선배", "가나다라마바사아자차"])
    func acceptsOneToTenHangulOrLatinLettersOrSpaces(_ text: String) {
        #expect(TextPattern.matches(text, pattern: pattern))
    }

    @Test(arguments: ["", "가나다라마바사아자차카", "친구|동료", "|", "동창1", "ㅋㅋ", "친구!", "친구\n", "Ä"])
    func rejectsEverythingElse(_ text: String) {
        #expect(!TextPattern.matches(text, pattern: pattern))
    }

    @Test func theArticlesClassLetThePipeThroughAndStaysAvailable() {
        #expect(RelationshipFeature.seedRelationshipPattern == "^[가-힣|a-z|A-Z| ]{1,10}$")
        #expect(TextPattern.matches("친구|동료", pattern: RelationshipFeature.seedRelationshipPattern))
        #expect(TextPattern.matches("대학 동기", pattern: RelationshipFeature.seedRelationshipPattern))
        #expect(!TextPattern.matches("친구|동료", pattern: RelationshipFeature.relationshipPattern))
    }

    @Test func aPatternThatDoesNotCompileMatchesNothing() {
        #expect(!TextPattern.matches("친구", pattern: "[가-"))
    }
}
