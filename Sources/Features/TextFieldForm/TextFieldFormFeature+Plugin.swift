package import Components
package import JSON
import FeatureKit

/// What the plugin API needs to serve the form: its name, state, view, samples and what its
/// state schema says beyond the types (its action schema is derived).
extension TextFieldFormFeature {
    package static let name = "textFieldForm"

    /// Empty, unfocused, enabled phone field; empty styled fields; the read-only text.
    package static var initialState: State { State() }

    /// The form screen; see `formView(_:)` for its layout.
    package static func view(_ state: State) -> some Component<Action> {
        formView(state)
    }

    /// At least one of every case, for the schema test and for `plugin/list` presets.
    package static let sampleActions: [Action] = [
        .phoneFocusChanged(true),
        .phoneNumberChanged("010-1234-5678"),
        .phoneSubmitted,
        .clearButtonTapped,
        .phoneFocusChanged(false),
        .phoneDisabledToggled(true),
        .phoneDisabledToggled(false),
        .defaultStyleTextChanged("홍길동"),
        .warningStyleTextChanged("주의"),
        .readOnlyTextChanged("읽기 전용 필드"),
    ]

    // MARK: - Schemas (the wire form)

    /// Derived from the types (every member present except `phoneError` and
    /// `submittedPhoneNumber`, absent while unset), with what they cannot say: the error is one
    /// of the rule's two messages, and a submitted number is its digits.
    package static let stateSchema = derivedStateSchema
        .refining("/phoneError", JSONSchema.string(oneOf: [PhoneNumberRule.emptyMessage, PhoneNumberRule.invalidMessage]))
        .refining("/submittedPhoneNumber", JSONSchema.string(pattern: "^010[0-9]{7,8}$"))
}
