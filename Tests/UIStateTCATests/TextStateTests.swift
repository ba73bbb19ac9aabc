import UIStateTCA
import XCTest

// TextState as a feature builds it and a test compares, prints and sends it.

final class TextStateTests: XCTestCase {
    private func json(_ text: TextState) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(text), as: UTF8.self)
    }

    private func decoded(_ json: String) throws -> TextState {
        try JSONDecoder().decode(TextState.self, from: Data(json.utf8))
    }

    // MARK: Making text

    func testALiteralAVerbatimStringAndAStringValueMakeEqualTexts() {
        let name: String = "Milk"
        XCTAssertEqual(TextState("Milk"), TextState(verbatim: "Milk"))
        XCTAssertEqual(TextState("Milk"), TextState(name))
        XCTAssertEqual(TextState("Milk"), TextState(name[...]))
        XCTAssertEqual(TextState("Milk", tableName: "Items", bundle: .main, comment: "a product"), TextState("Milk"))
        XCTAssertNotEqual(TextState("Milk"), TextState("Eggs"))
    }

    func testInterpolationMakesTheInterpolatedWords() {
        let name = "Milk"
        let count = 3
        XCTAssertEqual(String(state: TextState("Delete \(count) × \(name)?")), "Delete 3 × Milk?")
        XCTAssertEqual(TextState("Delete \(name)?"), TextState(verbatim: "Delete Milk?"))
    }

    func testConcatenationJoinsTheWordsAndKeepsEachPiecesModifiers() {
        let text = TextState("Hello, ") + TextState("Blob").bold() + TextState("!")
        XCTAssertEqual(String(state: text), "Hello, Blob!")
        XCTAssertNotEqual(text, TextState("Hello, ") + TextState("Blob") + TextState("!"))
    }

    func testConcatenationIsTheSameHoweverItIsGrouped() {
        let a = TextState("a"), b = TextState("b").italic(), c = TextState("c")
        XCTAssertEqual((a + b) + c, a + (b + c))
        XCTAssertEqual(Set([(a + b) + c, a + (b + c)]).count, 1)
    }

    func testAModifiedConcatenationKeepsItsModifierOverTheWhole() {
        let whole = (TextState("a") + TextState("b")).bold()
        XCTAssertEqual(String(state: whole), "ab")
        XCTAssertNotEqual(whole + TextState("c"), TextState("a") + TextState("b") + TextState("c"))
        XCTAssertEqual(String(state: whole + TextState("c")), "abc")
    }

    // MARK: Modifiers

    func testModifiersTakePartInEqualityInTheirOrder() {
        XCTAssertNotEqual(TextState("Delete").bold(), TextState("Delete"))
        XCTAssertEqual(TextState("Delete").bold(), TextState("Delete").bold(isActive: true))
        XCTAssertNotEqual(TextState("Delete").bold(isActive: false), TextState("Delete").bold())
        XCTAssertNotEqual(TextState("Delete").bold().italic(), TextState("Delete").italic().bold())
        XCTAssertNotEqual(TextState("Delete").kerning(1), TextState("Delete").kerning(2))
    }

    func testStringOfStateIgnoresModifiers() {
        let styled = TextState("Delete").bold().italic().underline().strikethrough().kerning(2).tracking(1)
            .baselineOffset(-1).monospacedDigit().accessibilityLabel("Remove")
        XCTAssertEqual(String(state: styled), "Delete")
    }

    // MARK: Printing

    func testATextPrintsAsTheSwiftThatBuildsIt() {
        XCTAssertEqual(TextState("Delete?").debugDescription, #"TextState("Delete?")"#)
        XCTAssertEqual(
            TextState("Delete").bold().kerning(2).underline(false).debugDescription,
            #"TextState("Delete").bold().kerning(2.0).underline(false)"#
        )
        XCTAssertEqual(
            (TextState("Hello, ") + TextState("Blob").italic()).debugDescription,
            #"TextState("Hello, ") + TextState("Blob").italic()"#
        )
        XCTAssertEqual(
            (TextState("a") + TextState("b")).bold().debugDescription,
            #"(TextState("a") + TextState("b")).bold()"#
        )
        XCTAssertEqual(
            TextState("⌘").accessibilityLabel("Command").debugDescription,
            #"TextState("⌘").accessibilityLabel(TextState("Command"))"#
        )
    }

    func testATextHasNoChildrenToReflect() {
        XCTAssertTrue(Mirror(reflecting: TextState("Delete").bold()).children.isEmpty)
    }

    // MARK: Wire form

    func testPlainTextEncodesAsAString() throws {
        XCTAssertEqual(try json(TextState("Delete?")), #""Delete?""#)
        XCTAssertEqual(try decoded(#""Delete?""#), TextState("Delete?"))
    }

    func testStyledTextEncodesItsModifiersInOrder() throws {
        let text = TextState("Delete").bold().kerning(2).monospacedDigit().accessibilityLabel("Remove")
        XCTAssertEqual(
            try json(text),
            #"{"modifiers":[{"bold":true},{"kerning":2},"monospacedDigit",{"accessibilityLabel":"Remove"}],"text":"Delete"}"#
        )
        XCTAssertEqual(try decoded(json(text)), text)
    }

    func testConcatenatedTextEncodesItsPieces() throws {
        let text = TextState("Hello, ") + TextState("Blob").bold()
        XCTAssertEqual(
            try json(text),
            #"{"concatenation":["Hello, ",{"modifiers":[{"bold":true}],"text":"Blob"}]}"#
        )
        XCTAssertEqual(try decoded(json(text)), text)
        let styledWhole = text.italic()
        XCTAssertEqual(
            try json(styledWhole),
            #"{"concatenation":["Hello, ",{"modifiers":[{"bold":true}],"text":"Blob"}],"modifiers":[{"italic":true}]}"#
        )
        XCTAssertEqual(try decoded(json(styledWhole)), styledWhole)
    }

    func testEveryModifierSurvivesAJSONRoundTrip() throws {
        let text = TextState("x")
            .baselineOffset(1.5).bold().bold(isActive: false).italic().italic(isActive: false).kerning(0.5)
            .monospacedDigit().strikethrough().strikethrough(false).tracking(3).underline().underline(false)
            .accessibilityLabel(TextState("ex").bold()).speechAdjustedPitch(-0.5)
            .speechAlwaysIncludesPunctuation().speechAnnouncementsQueued(false).speechSpellsOutCharacters()
        XCTAssertEqual(try decoded(json(text)), text)
    }

    func testDecodingAnUnknownModifierFailsNamingTheKnownOnes() {
        XCTAssertThrowsError(try decoded(#"{"text":"x","modifiers":[{"blink":true}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("an object naming none"), "\(error)")
            XCTAssertTrue("\(error)".contains("kerning"), "\(error)")
        }
        XCTAssertThrowsError(try decoded(#"{"text":"x","modifiers":["bold"]}"#)) { error in
            XCTAssertTrue("\(error)".contains(#"found "bold""#), "\(error)")
        }
    }

    func testDecodingAnObjectWithBothTextAndConcatenationFails() {
        XCTAssertThrowsError(try decoded(#"{"text":"x","concatenation":["y"]}"#)) { error in
            XCTAssertTrue("\(error)".contains(#"exactly one of "text""#), "\(error)")
        }
        XCTAssertThrowsError(try decoded(#"{"modifiers":[]}"#))
    }
}
