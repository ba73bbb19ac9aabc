package import Components
package import JSON
import FeatureKit

/// What the plugin API needs to serve the form: its name, state, view, schemas and samples.
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

    private typealias S = JSONSchema

    /// Every member is present except `phoneError` and `submittedPhoneNumber`, absent while unset.
    package static let stateSchema = S.document(title: "TextFieldFormFeature.State", S.object([
        "phoneNumber": S.string,
        "isPhoneFocused": S.boolean,
        "isPhoneDisabled": S.boolean,
        "isPhoneChecked": S.boolean,
        "phoneError": S.string(oneOf: [PhoneNumberRule.emptyMessage, PhoneNumberRule.invalidMessage]),
        "submittedPhoneNumber": S.string(pattern: "^010[0-9]{7,8}$"),
        "defaultStyleText": S.string,
        "warningStyleText": S.string,
        "readOnlyText": S.string,
    ], optional: ["phoneError", "submittedPhoneNumber"]))

    /// Bare strings for `clearButtonTapped` and `phoneSubmitted`, `{"<case>": payload}` otherwise.
    package static let actionSchema = S.action(title: "TextFieldFormFeature.Action", [
        S.string(oneOf: ["clearButtonTapped", "phoneSubmitted"]),
        S.tagged("phoneNumberChanged", S.string),
        S.tagged("phoneFocusChanged", S.boolean),
        S.tagged("phoneDisabledToggled", S.boolean),
        S.tagged("defaultStyleTextChanged", S.string),
        S.tagged("warningStyleTextChanged", S.string),
        S.tagged("readOnlyTextChanged", S.string),
    ])
}
