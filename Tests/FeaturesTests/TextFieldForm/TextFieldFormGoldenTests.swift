import Components
import Features
import UIStateTesting
import JSON
import Testing

// Golden text renders of the form in its main states. Re-record with `UISTATE_RECORD=1`.

private typealias Form = TextFieldFormFeature

private func assertFormGolden(
    named name: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout Form.State) -> Void = { _ in }
) throws {
    var state = Form.initialState
    change(&state)
    let text = Form.view(state).render().outline(encodeAction: wire)
    try assertGolden(text, file: "TextFieldForm/\(name).txt", sourceLocation: sourceLocation)
}

@Test func goldenFormDefault() throws {
    try assertFormGolden(named: "default")
}

@Test func goldenFormFocusedWhileTyping() throws {
    try assertFormGolden(named: "focused") {
        $0.isPhoneFocused = true
        $0.phoneNumber = "010-1234"
        $0.defaultStyleText = "홍길동"
    }
}

@Test func goldenFormErrorShown() throws {
    try assertFormGolden(named: "error") {
        $0.phoneNumber = "010-1234"
        $0.isPhoneChecked = true
        $0.phoneError = PhoneNumberRule.invalidMessage
    }
}

@Test func goldenFormDisabled() throws {
    try assertFormGolden(named: "disabled") {
        $0.phoneNumber = "01012345678"
        $0.isPhoneDisabled = true
    }
}

@Test func goldenFormSubmitted() throws {
    try assertFormGolden(named: "submitted") {
        $0.phoneNumber = "010-1234-5678"
        $0.isPhoneChecked = true
        $0.submittedPhoneNumber = "01012345678"
    }
}

/// The styled fields' every resolved value, which the outline leaves out.
@Test func goldenStyleObjectsInTheJSONTree() throws {
    let tree = Form.view(Form.initialState).render().json(encodeAction: wire)
    var text = ""
    for id in ["form.style.default", "form.style.warning", "form.style.disabled"] {
        let node = try #require(galleryFormJSONNode(id: id, in: tree))
        text += id + " " + (node["properties"] ?? .null).serializedString(.canonical) + "\n"
    }
    try assertGolden(text, file: "TextFieldForm/style-objects-json.txt")
}
