import Components
import Features
import JSON
import StoreRuntime
import Testing

// The rules of `TextFieldFormFeature` (see its doc comment), one test or more each, driven the
// way the host drives them: focus, input, submit and taps on the rendered tree.

private typealias Form = TextFieldFormFeature
private typealias Driver = GalleryFormDriver<Form>

private let phone = Selector.id("form.phone")
private let clearButton = Selector.id("form.phone/sideButton")
private let disableToggle = Selector.id("form.phoneDisabled")
private let invalid = PhoneNumberRule.invalidMessage
private let empty = PhoneNumberRule.emptyMessage

private func phoneNode(_ driver: Driver) throws -> RenderedNode<Form.Action> {
    try driver.tree().find(phone)
}

private func state(_ change: (inout Form.State) -> Void) -> Form.State {
    var state = Form.initialState
    change(&state)
    return state
}

// MARK: - Chained configuration

@Test func thePhoneFieldIsConfiguredByChaining() throws {
    let node = try phoneNode(Driver())
    #expect(node.properties["title"] == "휴대폰 번호를 입력하세요")
    #expect(node.properties["placeholder"] == "010-1234-5678")
    #expect(node.properties["keyboardType"] == "phonePad")
    #expect(node.properties["returnKeyType"] == "done")
    #expect(node.properties["isError"] == false)
    #expect(node.properties["errorMessage"] == .null)
    #expect(node.properties["focused"] == false)
    #expect(node.properties["style"] == "standard")
    #expect(node.isEnabled)
    let side = try Driver().tree().find(clearButton)
    #expect(side.accessibilityLabel == "지우기")
    // Seed 001: `.sideButton(content: { XButtonView() }, action: …)` — any view as the button.
    #expect(side.properties["style"] == "plain")
    #expect(side.children.map(\.type) == ["image"])
    #expect(side.children.first?.properties["systemName"] == "xmark.circle.fill")
    #expect(try Driver().tree().tap(clearButton).events.isEmpty)
}

// MARK: - Title and focus

@Test func theTitleIsThePlaceholderTextUnfocusedAndTheTitleFocused() async throws {
    let driver = Driver()
    #expect(try phoneNode(driver).properties["title"] == "휴대폰 번호를 입력하세요")
    try await driver.focus(phone, [.action(.phoneFocusChanged(true)) { $0.isPhoneFocused = true }])
    #expect(try phoneNode(driver).properties["title"] == "휴대폰 번호")
    #expect(try phoneNode(driver).properties["focused"] == true)
    try await driver.focus(nil, [.action(.phoneFocusChanged(false)) { $0.isPhoneFocused = false }])
    #expect(try phoneNode(driver).properties["title"] == "휴대폰 번호를 입력하세요")
    await driver.finish()
}

@Test func inputFocusesTheFieldBeforeSendingTheText() async throws {
    let driver = Driver()
    try await driver.input(phone, text: "010", [
        .action(.phoneFocusChanged(true)) { $0.isPhoneFocused = true },
        .action(.phoneNumberChanged("010")) { $0.phoneNumber = "010" },
    ])
    // Focused already: the text alone.
    try await driver.input(phone, text: "0101", [
        .action(.phoneNumberChanged("0101")) { $0.phoneNumber = "0101" },
    ])
    await driver.finish()
}

// MARK: - When the error shows

/// Focuses the phone field and types `text` into it.
private func type(_ text: String, into driver: Driver, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await driver.input(phone, text: text, [
        .action(.phoneFocusChanged(true)) { $0.isPhoneFocused = true },
        .action(.phoneNumberChanged(text)) { $0.phoneNumber = text },
    ], sourceLocation: sourceLocation)
}

@Test func noErrorWhileTypingBeforeTheNumberIsChecked() async throws {
    let driver = Driver()
    try await type("0101234", into: driver)
    #expect(try phoneNode(driver).properties["isError"] == false)
    await driver.finish()
}

@Test func leavingTheFieldWithAnInvalidNumberShowsTheError() async throws {
    let driver = Driver()
    try await type("0101234", into: driver)
    try await driver.focus(nil, [
        .action(.phoneFocusChanged(false)) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        },
    ])
    let node = try phoneNode(driver)
    #expect(node.properties["isError"] == true)
    #expect(node.properties["errorMessage"] == .string(invalid))
    #expect(node.properties["borderColor"] == "red")
    await driver.finish()
}

@Test func leavingTheFieldWithAValidNumberChecksItWithoutAnError() async throws {
    let driver = Driver()
    try await type("010-1234-5678", into: driver)
    try await driver.focus(nil, [
        .action(.phoneFocusChanged(false)) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
        },
    ])
    #expect(try phoneNode(driver).properties["isError"] == false)
    await driver.finish()
}

@Test func leavingTheEmptyFieldChecksNothing() async throws {
    let driver = Driver()
    try await driver.focus(phone, [.action(.phoneFocusChanged(true)) { $0.isPhoneFocused = true }])
    try await driver.focus(nil, [.action(.phoneFocusChanged(false)) { $0.isPhoneFocused = false }])
    await driver.finish()
}

@Test func aBlurWhileNotFocusedChecksNothing() async throws {
    let driver = Driver(state: state { $0.phoneNumber = "0101234" })
    try await driver.send(.phoneFocusChanged(false))
    await driver.finish()
}

@Test func onceCheckedTheErrorFollowsTheTextAsItIsTyped() async throws {
    let driver = Driver(state: state {
        $0.phoneNumber = "0101234"
        $0.isPhoneChecked = true
        $0.phoneError = invalid
    })
    try await driver.input(phone, text: "01012345678", [
        .action(.phoneFocusChanged(true)) { $0.isPhoneFocused = true },
        .action(.phoneNumberChanged("01012345678")) {
            $0.phoneNumber = "01012345678"
            $0.phoneError = nil
        },
    ])
    try await driver.input(phone, text: "010123456789", [
        .action(.phoneNumberChanged("010123456789")) {
            $0.phoneNumber = "010123456789"
            $0.phoneError = invalid
        },
    ])
    try await driver.input(phone, text: "", [
        .action(.phoneNumberChanged("")) {
            $0.phoneNumber = ""
            $0.phoneError = empty
        },
    ])
    #expect(try phoneNode(driver).properties["errorMessage"] == .string(empty))
    await driver.finish()
}

// MARK: - Submit

@Test func submittingAnEmptyFieldAsksForANumberAndEndsFocus() async throws {
    let driver = Driver()
    try await driver.focus(phone, [.action(.phoneFocusChanged(true)) { $0.isPhoneFocused = true }])
    try await driver.submit(phone, [
        .action(.phoneSubmitted) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = empty
        },
    ])
    await driver.finish()
}

@Test func submittingAnInvalidNumberShowsTheErrorAndKeepsThePreviousSubmission() async throws {
    let driver = Driver(state: state { $0.submittedPhoneNumber = "01099998888" })
    try await type("010-1234", into: driver)
    try await driver.submit(phone, [
        .action(.phoneSubmitted) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        },
    ])
    await driver.finish()
}

@Test func submittingAValidNumberKeepsItsDigits() async throws {
    let driver = Driver()
    try await type("010-1234-5678", into: driver)
    try await driver.submit(phone, [
        .action(.phoneSubmitted) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.submittedPhoneNumber = "01012345678"
        },
    ])
    #expect(try driver.tree().find(.id("form.submitted")).text == "제출한 번호: 01012345678")
    await driver.finish()
}

// MARK: - Side button

@Test func theSideButtonClearsTheTextAndTheErrorAndKeepsFocus() async throws {
    let driver = Driver(state: state {
        $0.phoneNumber = "0101234"
        $0.isPhoneFocused = true
        $0.isPhoneChecked = true
        $0.phoneError = invalid
    })
    try await driver.tap(clearButton, [
        .action(.clearButtonTapped) {
            $0.phoneNumber = ""
            $0.isPhoneChecked = false
            $0.phoneError = nil
        },
    ])
    let node = try phoneNode(driver)
    #expect(node.text == "")
    #expect(node.properties["isError"] == false)
    await driver.finish()
}

// MARK: - Disabled

@Test func disablingTheFieldRefusesInputFocusSubmitAndTheSideButton() async throws {
    let driver = Driver(state: state { $0.phoneNumber = "010" })
    try await driver.tap(disableToggle, [.action(.phoneDisabledToggled(true)) { $0.isPhoneDisabled = true }])
    let tree = driver.tree()
    #expect(try !tree.find(phone).isEnabled)
    #expect(try !tree.find(clearButton).isEnabled)
    #expect(try tree.find(phone).text == "010")
    let refusals: [(String, () throws -> Void)] = [
        ("input", { _ = try tree.input(phone, text: "0101") }),
        ("focus", { _ = try tree.focus(phone) }),
        ("submit", { _ = try tree.submit(phone) }),
        ("clear", { _ = try tree.tap(clearButton) }),
    ]
    for (verb, attempt) in refusals {
        let error = #expect(throws: ViewError.self, "\(verb)") { try attempt() }
        #expect(error?.reason == "disabled", "\(verb)")
    }
    try await driver.tap(disableToggle, [.action(.phoneDisabledToggled(false)) { $0.isPhoneDisabled = false }])
    try await driver.input(phone, text: "0101", [
        .action(.phoneFocusChanged(true)) { $0.isPhoneFocused = true },
        .action(.phoneNumberChanged("0101")) { $0.phoneNumber = "0101" },
    ])
    await driver.finish()
}

@Test func disablingAFocusedFieldEndsFocusAndChecksItsNumber() async throws {
    let driver = Driver()
    try await type("0101234", into: driver)
    try await driver.tap(disableToggle, [
        .action(.phoneDisabledToggled(true)) {
            $0.isPhoneDisabled = true
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        },
    ])
    #expect(try phoneNode(driver).properties["isError"] == true)
    await driver.finish()
}

@Test func aFocusActionSentToADisabledFieldIsIgnored() async throws {
    let driver = Driver(state: state { $0.isPhoneDisabled = true })
    try await driver.send(.phoneFocusChanged(true))
    await driver.finish()
}

// MARK: - Style objects

@Test func theDefaultStyleObject() throws {
    let node = try Driver().tree().find(.id("form.style.default"))
    #expect(node.properties["style"] == "default")
    #expect(node.properties["cornerRadius"] == 8)
    #expect(node.properties["padding"] == 12)
    #expect(node.properties["title"] == "기본 입력")
    #expect(node.properties["placeholder"] == "텍스트를 입력하세요")
    #expect(node.properties["textColor"] == "labelNormal")
    #expect(node.properties["borderColor"] == "gray")
    #expect(node.properties["editable"] == true)
}

@Test func theWarningStyleObject() throws {
    let node = try Driver().tree().find(.id("form.style.warning"))
    #expect(node.properties["style"] == "warning")
    #expect(node.properties["cornerRadius"] == 8)
    #expect(node.properties["padding"] == 12)
    #expect(node.properties["title"] == "경고")
    #expect(node.properties["placeholder"] == "주의해서 입력하세요")
    #expect(node.properties["textColor"] == "red")
    #expect(node.properties["borderColor"] == "red")
    #expect(node.properties["editable"] == true)
}

/// Seed 001's `DisabledTextFieldStyle` ends with `.disabled(true)`: the field renders disabled and
/// every interaction is refused as disabled.
@Test func theDisabledStyleObjectRendersTheFieldDisabled() throws {
    let tree = Driver().tree()
    let node = try tree.find(.id("form.style.disabled"))
    #expect(node.properties["style"] == "disabled")
    #expect(node.properties["background"] == "gray100")
    #expect(node.properties["borderColor"] == "gray400")
    #expect(node.properties["borderWidth"] == 0.8)
    #expect(node.properties["editable"] == false)
    #expect(!node.isEnabled)
    #expect(node.text == "읽기 전용 필드")
    let input = #expect(throws: ViewError.self) { try tree.input(.id("form.style.disabled"), text: "바꿈") }
    #expect(input?.reason == "disabled")
    #expect(input?.kind == .notInteractive)
    let focus = #expect(throws: ViewError.self) { try tree.focus(.id("form.style.disabled")) }
    #expect(focus?.reason == "disabled")
}

@Test func theStyleObjectsAreDesignSystemStyles() {
    #expect(TextFieldStyle.formDefault.cornerRadius == 8)
    #expect(TextFieldStyle.formDefault.padding == 12)
    #expect(TextFieldStyle.formDefault.textColor == .labelNormal)
    #expect(TextFieldStyle.formDefault.borderColor == .gray)
    #expect(TextFieldStyle.formWarning.textColor == .red)
    #expect(TextFieldStyle.formWarning.borderColor == .red)
    #expect(TextFieldStyle.formDisabled == .disabled)
    #expect(TextFieldStyle.formDisabled.background == .gray100)
    #expect(TextFieldStyle.formDisabled.borderColor == .gray400)
    #expect(TextFieldStyle.formDisabled.borderWidth == 0.8)
    #expect(TextFieldStyle.formDisabled.isDisabled)
}

@Test func theStyledFieldsTakeInput() async throws {
    let driver = Driver()
    try await driver.input(.id("form.style.default"), text: "홍길동", [
        .action(.defaultStyleTextChanged("홍길동")) { $0.defaultStyleText = "홍길동" },
    ])
    try await driver.input(.id("form.style.warning"), text: "조심", [
        .action(.warningStyleTextChanged("조심")) { $0.warningStyleText = "조심" },
    ])
    // The read-only field's text is state: the program may change it, the user may not.
    try await driver.send(.readOnlyTextChanged("새 값")) { $0.readOnlyText = "새 값" }
    await driver.finish()
}
