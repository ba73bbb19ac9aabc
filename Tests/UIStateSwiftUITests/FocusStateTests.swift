import JSON
import UIStateSwiftUI
import XCTest

// @FocusState as a SwiftUI user writes it: one Boolean field, or an optional over several.

private enum Field: Hashable {
    case email, password
}

private struct Login: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button("Forgot password?") { focusedField = .email }
        }
    }
}

private struct Search: View {
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some View {
        VStack {
            QueryField(query: $query, isFocused: $isSearching)
            Text(isSearching ? "searching" : "idle")
        }
    }
}

/// A child view given the parent's focus binding, as `FocusState<Bool>.Binding`.
private struct QueryField: View {
    @Binding var query: String
    var isFocused: FocusState<Bool>.Binding

    var body: some View {
        TextField("Search", text: $query).focused(isFocused)
    }
}

final class FocusStateTests: XCTestCase {
    func testNoFieldIsFocusedUntilTheFocusStateSaysSo() throws {
        let harness = ViewHarness(Login())
        XCTAssertEqual(try harness.node(.label("Email")).properties["focused"], false)
        XCTAssertEqual(try harness.node(.label("Password")).properties["focused"], false)
    }

    func testFocusingAFieldWritesItsValueIntoTheFocusState() throws {
        let harness = ViewHarness(Login())

        XCTAssertEqual(try harness.focus(.label("Email")), [#"{"viewState":"Login#0.focusedField"}"#])

        XCTAssertTrue(try harness.line(.label("Email")).contains("[focused]"))
        try harness.focus(.label("Password"))
        XCTAssertEqual(try harness.node(.label("Email")).properties["focused"], false)
        XCTAssertEqual(try harness.node(.label("Password")).properties["focused"], true)
    }

    func testUnfocusingWritesNilThroughTheFocusedFieldsBlur() throws {
        let harness = ViewHarness(Login())
        try harness.focus(.label("Password"))

        XCTAssertEqual(try harness.focus(nil), [#"{"viewState":"Login#0.focusedField"}"#])

        XCTAssertEqual(try harness.node(.label("Password")).properties["focused"], false)
        XCTAssertEqual(try harness.focus(nil), [], "no field is focused any more")
    }

    func testTypingIntoAFieldNotFocusedYetFocusesItFirst() throws {
        let harness = ViewHarness(Login())

        XCTAssertEqual(
            try harness.input(.label("Email"), "ann@example.com"),
            [#"{"viewState":"Login#0.focusedField"}"#, #"{"viewState":"Login#0.email"}"#])

        XCTAssertEqual(try harness.node(.label("Email")).properties["focused"], true)
        XCTAssertEqual(try harness.input(.label("Email"), "ann"), [#"{"viewState":"Login#0.email"}"#])
    }

    func testAButtonThatSetsTheFocusStateFocusesTheField() throws {
        let harness = ViewHarness(Login())

        try harness.tap(.text("Forgot password?"))

        XCTAssertEqual(try harness.node(.label("Email")).properties["focused"], true)
    }

    func testABooleanFocusStatePassedToAChildFocusesItsField() throws {
        let harness = ViewHarness(Search())

        XCTAssertEqual(try harness.focus(.label("Search")), [#"{"viewState":"Search#0.isSearching"}"#])

        XCTAssertNoThrow(try harness.node(.text("searching")))
        try harness.focus(nil)
        XCTAssertNoThrow(try harness.node(.text("idle")))
    }

    func testTheFieldsFocusInteractionsAreWrittenAsSteps() throws {
        let json = try ViewHarness(Login()).node(.label("Email")).json(encodeAction: Self.noAction)
        XCTAssertEqual(json["interactions"]?["focus"], ["steps": [["viewState": "Login#0.focusedField"]]])
        XCTAssertEqual(json["interactions"]?["blur"], ["steps": [["viewState": "Login#0.focusedField"]]])
    }

    /// The harness's views send nothing, so no action is ever encoded.
    private static func noAction(_ action: Never) -> JSONValue {}

}
