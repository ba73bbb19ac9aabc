import Features
import UIStateTCA
import XCTest

// The text-field form's reducer tests (the store half of FeaturesTests' TextFieldFormTests) as a
// TCA user writes them, sending the actions the form's fields send: focus, text, the return key,
// the side button and the toggle.
//
// Left to FeaturesTests, as uistate's own: the rendered fields (title following focus, the error
// shown, the chained configuration and the style objects), the host sending the focus action
// before the text of an input, and a disabled field refusing input, focus, submit and its side
// button.

private typealias Form = TextFieldFormFeature

private let invalid = PhoneNumberRule.invalidMessage
private let empty = PhoneNumberRule.emptyMessage

private func state(_ change: (inout Form.State) -> Void) -> Form.State {
    var state = Form.State()
    change(&state)
    return state
}

@MainActor
final class TextFieldFormTests: XCTestCase {
    /// Focuses the phone field and types `text` into it, as an input on the field does.
    private func type(_ text: String, into store: TestStoreOf<Form>, file: StaticString = #filePath, line: UInt = #line) async {
        await store.send(.phoneFocusChanged(true), assert: { $0.isPhoneFocused = true }, file: file, line: line)
        await store.send(.phoneNumberChanged(text), assert: { $0.phoneNumber = text }, file: file, line: line)
    }

    // MARK: - When the error shows

    func testNoErrorWhileTypingBeforeTheNumberIsChecked() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await type("0101234", into: store)
        XCTAssertNil(store.state.phoneError)
        await store.finish()
    }

    func testLeavingTheFieldWithAnInvalidNumberShowsTheError() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await type("0101234", into: store)
        await store.send(.phoneFocusChanged(false)) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        }
        await store.finish()
    }

    func testLeavingTheFieldWithAValidNumberChecksItWithoutAnError() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await type("010-1234-5678", into: store)
        await store.send(.phoneFocusChanged(false)) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
        }
        await store.finish()
    }

    func testLeavingTheEmptyFieldChecksNothing() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await store.send(.phoneFocusChanged(true)) { $0.isPhoneFocused = true }
        await store.send(.phoneFocusChanged(false)) { $0.isPhoneFocused = false }
        await store.finish()
    }

    func testABlurWhileNotFocusedChecksNothing() async {
        let store = TestStore(initialState: state { $0.phoneNumber = "0101234" }) { Form() }
        await store.send(.phoneFocusChanged(false))
        await store.finish()
    }

    func testOnceCheckedTheErrorFollowsTheTextAsItIsTyped() async {
        let store = TestStore(initialState: state {
            $0.phoneNumber = "0101234"
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        }) { Form() }
        await store.send(.phoneFocusChanged(true)) { $0.isPhoneFocused = true }
        await store.send(.phoneNumberChanged("01012345678")) {
            $0.phoneNumber = "01012345678"
            $0.phoneError = nil
        }
        await store.send(.phoneNumberChanged("010123456789")) {
            $0.phoneNumber = "010123456789"
            $0.phoneError = invalid
        }
        await store.send(.phoneNumberChanged("")) {
            $0.phoneNumber = ""
            $0.phoneError = empty
        }
        await store.finish()
    }

    // MARK: - Submit

    func testSubmittingAnEmptyFieldAsksForANumberAndEndsFocus() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await store.send(.phoneFocusChanged(true)) { $0.isPhoneFocused = true }
        await store.send(.phoneSubmitted) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = empty
        }
        await store.finish()
    }

    func testSubmittingAnInvalidNumberShowsTheErrorAndKeepsThePreviousSubmission() async {
        let store = TestStore(initialState: state { $0.submittedPhoneNumber = "01099998888" }) { Form() }
        await type("010-1234", into: store)
        await store.send(.phoneSubmitted) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        }
        await store.finish()
    }

    func testSubmittingAValidNumberKeepsItsDigits() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await type("010-1234-5678", into: store)
        await store.send(.phoneSubmitted) {
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.submittedPhoneNumber = "01012345678"
        }
        await store.finish()
    }

    // MARK: - Side button

    func testTheSideButtonClearsTheTextAndTheErrorAndKeepsFocus() async {
        let store = TestStore(initialState: state {
            $0.phoneNumber = "0101234"
            $0.isPhoneFocused = true
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        }) { Form() }
        await store.send(.clearButtonTapped) {
            $0.phoneNumber = ""
            $0.isPhoneChecked = false
            $0.phoneError = nil
        }
        await store.finish()
    }

    // MARK: - Disabled

    func testDisablingTheFieldKeepsItsTextAndEnablingItLetsItBeTypedInAgain() async {
        let store = TestStore(initialState: state { $0.phoneNumber = "010" }) { Form() }
        await store.send(.phoneDisabledToggled(true)) { $0.isPhoneDisabled = true }
        await store.send(.phoneDisabledToggled(false)) { $0.isPhoneDisabled = false }
        await type("0101", into: store)
        await store.finish()
    }

    func testDisablingAFocusedFieldEndsFocusAndChecksItsNumber() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await type("0101234", into: store)
        await store.send(.phoneDisabledToggled(true)) {
            $0.isPhoneDisabled = true
            $0.isPhoneFocused = false
            $0.isPhoneChecked = true
            $0.phoneError = invalid
        }
        await store.finish()
    }

    func testAFocusActionSentToADisabledFieldIsIgnored() async {
        let store = TestStore(initialState: state { $0.isPhoneDisabled = true }) { Form() }
        await store.send(.phoneFocusChanged(true))
        await store.finish()
    }

    // MARK: - Style objects

    func testTheStyledFieldsTakeInput() async {
        let store = TestStore(initialState: Form.State()) { Form() }
        await store.send(.defaultStyleTextChanged("홍길동")) { $0.defaultStyleText = "홍길동" }
        await store.send(.warningStyleTextChanged("조심")) { $0.warningStyleText = "조심" }
        // The read-only field's text is state: the program may change it, the user may not.
        await store.send(.readOnlyTextChanged("새 값")) { $0.readOnlyText = "새 값" }
        await store.finish()
    }
}
