package import StoreRuntime

/// The text-field form (seed `001`): a phone-number field configured by chained modifiers, and
/// the same kind of field configured by style objects.
///
/// ## Rules of the phone field
/// - **Title follows focus**: unfocused the title reads "휴대폰 번호를 입력하세요" (the placeholder
///   text), focused it reads "휴대폰 번호". Focus is feature state, bound by the focus action the
///   field declares, `phoneFocusChanged(Bool)`; the host's `view/input` sends it before the text.
/// - **Valid number**: see ``PhoneNumberRule`` (`^010-?[0-9]{3,4}-?[0-9]{4}$`).
/// - **When the error shows**: the number becomes *checked* when it is submitted with the return
///   key (`phoneSubmitted`, whatever the text) or when the field loses focus while its text is not
///   empty (`phoneFocusChanged(false)` while focused, or being disabled while focused). Once
///   checked it stays checked while the text is edited, so the error follows the text as it is
///   typed. While checked, `phoneError` is ``PhoneNumberRule/emptyMessage`` for empty text,
///   ``PhoneNumberRule/invalidMessage`` for an invalid number, and absent for a valid one; while
///   unchecked it is absent. The field shows `phoneError` with `isError` true.
/// - **Side button** "지우기" (`clearButtonTapped`): empties the text and un-checks it (no error);
///   focus is left as it was.
/// - **Submit** (return key `done`, `phoneSubmitted`): checks the number and ends focus, as the
///   done key dismisses the keyboard; a valid number's digits are kept in `submittedPhoneNumber`
///   (an invalid one leaves the previous submission).
/// - **Disabled** (toggle "입력 막기", `phoneDisabledToggled(Bool)`): the field and its side
///   button refuse input, focus and taps; the text is kept. Disabling a focused field ends its
///   focus (which checks a non-empty number). `phoneFocusChanged(true)` while disabled is ignored.
/// - Keyboard `phonePad`, return key `done`, placeholder "010-1234-5678".
///
/// ## The style-object fields
/// - "기본 입력" with style `default`: corner radius 8, padding 12, placeholder "텍스트를 입력하세요",
///   `labelNormal` text (the design system's primary label color), `gray` border.
/// - "경고" with style `warning`: placeholder "주의해서 입력하세요", `red` text and border.
/// - The read-only field with style `disabled`: `gray100` background, `gray400` border of width
///   0.8, and disabled as seed 001's `DisabledTextFieldStyle` is (`.disabled(true)`): it renders
///   `enabled: false` and refuses input with reason `disabled`; the state keeps its text.
package struct TextFieldFormFeature: Reducer {
    package struct State: Codable, Equatable, Sendable {
        /// The phone field's text, as typed.
        package var phoneNumber = ""
        /// Whether the phone field has focus.
        package var isPhoneFocused = false
        /// Whether the phone field refuses input (the "입력 막기" toggle).
        package var isPhoneDisabled = false
        /// Whether the number has been checked (submitted, or left with text in it).
        package var isPhoneChecked = false
        /// The error the phone field shows; absent while there is none.
        package var phoneError: String?
        /// The digits of the last valid number submitted.
        package var submittedPhoneNumber: String?
        /// The text of the field styled `default`.
        package var defaultStyleText = ""
        /// The text of the field styled `warning`.
        package var warningStyleText = ""
        /// The text of the read-only field styled `disabled`.
        package var readOnlyText = "읽기 전용 필드"

        package init() {}
    }

    package enum Action: Codable, Equatable, Sendable {
        /// New text in the phone field: `{"phoneNumberChanged": "010"}`.
        case phoneNumberChanged(String)
        /// The phone field gained or lost focus: `{"phoneFocusChanged": true}`.
        case phoneFocusChanged(Bool)
        /// The side button emptied the field: `"clearButtonTapped"`.
        case clearButtonTapped
        /// The return key was pressed in the phone field: `"phoneSubmitted"`.
        case phoneSubmitted
        /// The "입력 막기" toggle was flipped: `{"phoneDisabledToggled": true}`.
        case phoneDisabledToggled(Bool)
        /// New text in the field styled `default`.
        case defaultStyleTextChanged(String)
        /// New text in the field styled `warning`.
        case warningStyleTextChanged(String)
        /// New text for the read-only field (never sent by the view, which refuses input there).
        case readOnlyTextChanged(String)
    }

    package init() {}

    package func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .phoneNumberChanged(let text):
            state.phoneNumber = text
        case .phoneFocusChanged(true):
            if !state.isPhoneDisabled { state.isPhoneFocused = true }
        case .phoneFocusChanged(false):
            endPhoneFocus(&state)
        case .clearButtonTapped:
            state.phoneNumber = ""
            state.isPhoneChecked = false
        case .phoneSubmitted:
            state.isPhoneChecked = true
            state.isPhoneFocused = false
            if let digits = PhoneNumberRule.digits(of: state.phoneNumber) {
                state.submittedPhoneNumber = digits
            }
        case .phoneDisabledToggled(let isDisabled):
            state.isPhoneDisabled = isDisabled
            if isDisabled { endPhoneFocus(&state) }
        case .defaultStyleTextChanged(let text):
            state.defaultStyleText = text
        case .warningStyleTextChanged(let text):
            state.warningStyleText = text
        case .readOnlyTextChanged(let text):
            state.readOnlyText = text
        }
        state.phoneError = state.isPhoneChecked ? PhoneNumberRule.error(for: state.phoneNumber) : nil
        return .none
    }

    /// Losing focus with text in the field checks the number.
    private func endPhoneFocus(_ state: inout State) {
        guard state.isPhoneFocused else { return }
        state.isPhoneFocused = false
        if !state.phoneNumber.isEmpty { state.isPhoneChecked = true }
    }
}
