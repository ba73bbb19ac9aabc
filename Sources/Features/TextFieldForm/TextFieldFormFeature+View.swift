import Components

extension TextFieldFormFeature {
    /// Titles and texts of the phone field.
    enum PhoneCopy {
        static let title = "휴대폰 번호"
        static let unfocusedTitle = "휴대폰 번호를 입력하세요"
        static let placeholder = "010-1234-5678"
        static let clearLabel = "지우기"
        static let disableToggle = "입력 막기"
    }

    /// The form screen.
    ///
    /// ```
    /// vstack
    ///   text "함수형 체이닝"
    ///   textField #form.phone  (sideButton #form.phone/sideButton)
    ///   toggle #form.phoneDisabled "입력 막기"
    ///   text #form.submitted                 (only after a valid submission)
    ///   text "스타일 객체"
    ///   textField #form.style.default / #form.style.warning / #form.style.disabled
    /// ```
    static func formView(_ state: State) -> some Component<Action> {
        VStack(alignment: .leading, spacing: 20) {
            Text("함수형 체이닝").font(.headlineSemibold17)
            TextField(text: state.phoneNumber, onChange: { .phoneNumberChanged($0) })
                .title(state.isPhoneFocused ? PhoneCopy.title : PhoneCopy.unfocusedTitle)
                .placeholder(PhoneCopy.placeholder)
                // Seed 001's call site: `.sideButton(content: { XButtonView() }, action: { … })`.
                .sideButton(content: { xButton() }, action: .clearButtonTapped)
                .error(state.phoneError, isError: state.phoneError != nil)
                .disabled(state.isPhoneDisabled)
                .onSubmit(.phoneSubmitted)
                .returnKeyType(.done)
                .keyboardType(.phonePad)
                .focused(state.isPhoneFocused, onChange: { .phoneFocusChanged($0) })
                .id("form.phone")
            Toggle(PhoneCopy.disableToggle, isOn: state.isPhoneDisabled, onChange: { .phoneDisabledToggled($0) })
                .id("form.phoneDisabled")
            if let submitted = state.submittedPhoneNumber {
                Text("제출한 번호: \(submitted)").foreground(.labelAlternative).id("form.submitted")
            }
            Text("스타일 객체").font(.headlineSemibold17)
            TextField(text: state.defaultStyleText, onChange: { .defaultStyleTextChanged($0) })
                .style(.formDefault)
                .id("form.style.default")
            TextField(text: state.warningStyleText, onChange: { .warningStyleTextChanged($0) })
                .style(.formWarning)
                .id("form.style.warning")
            TextField(text: state.readOnlyText, onChange: { .readOnlyTextChanged($0) })
                .style(.formDisabled)
                .id("form.style.disabled")
        }
        .navigationTitle("텍스트 필드")
    }

    /// Seed 001's `XButtonView`: the clear icon, read as "지우기".
    static func xButton() -> some Component<Action> {
        Image(systemName: "xmark.circle.fill").size(18).foreground(.gray400).accessibilityLabel(PhoneCopy.clearLabel)
    }
}
