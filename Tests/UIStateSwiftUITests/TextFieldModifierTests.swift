import UIStateSwiftUI
import XCTest

// What a SwiftUI user sets on text fields: submit actions, keyboard traits, search.

private enum FormAction: Equatable {
    case submitted, searched
}

private struct SignUp: View {
    let store: Sender<FormAction>
    @State private var name = ""
    @State private var code = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .textInputAutocapitalization(.words)
                .submitLabel(.next)
            TextField("Code", text: $code)
                .keyboardType(.numberPad)
                .autocorrectionDisabled()
                .submitScope()
        }
        .textFieldStyle(.roundedBorder)
        .onSubmit { store.send(.submitted) }
    }
}

private struct Contacts: View {
    let store: Sender<FormAction>
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Text(query.isEmpty ? "Everyone" : "Matching \(query)")
            }
            .searchable(text: $query, prompt: "Find a contact")
            .onSubmit(of: .search) { store.send(.searched) }
        }
    }
}

final class TextFieldModifierTests: XCTestCase {
    func testTextInputTraitsAreShownOnTheFieldsBelowThem() throws {
        let harness = ViewHarness(SignUp(store: Sender()), sending: FormAction.self)

        let name = try harness.line(.label("Name"))
        XCTAssertTrue(name.contains("returnKeyType=next autocapitalization=words textFieldStyle=roundedBorder"), name)
        let code = try harness.line(.label("Code"))
        XCTAssertTrue(code.contains("keyboardType=numberPad autocorrectionDisabled=true textFieldStyle=roundedBorder"), code)
    }

    func testTheReturnKeyRunsTheSubmitActionAroundTheFieldUnlessAScopeStopsIt() throws {
        let harness = ViewHarness(SignUp(store: Sender()), sending: FormAction.self)

        XCTAssertEqual(try harness.submit(.label("Name")), [#"{"action":"submitted"}"#])
        XCTAssertThrowsError(try harness.submit(.label("Code")), "inside a submit scope")
    }

    func testASearchableListHasASearchFieldBoundToTheQuery() throws {
        let harness = ViewHarness(Contacts(store: Sender()), sending: FormAction.self)
        XCTAssertEqual(
            try harness.line(.label("Find a contact")),
            #"textField #navigationStack.0/list.0/searchField "" label="Find a contact" placeholder="Find a contact" search=true → input {"viewState":"Contacts#0.query"}"#)

        try harness.input(.label("Find a contact"), "Ann")

        XCTAssertNoThrow(try harness.node(.text("Matching Ann")))
        XCTAssertEqual(try harness.submit(.label("Find a contact")), [#"{"action":"searched"}"#])
    }
}
