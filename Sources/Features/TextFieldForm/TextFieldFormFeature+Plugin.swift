public import Components
public import JSONValue
public import StoreRuntime

/// What the plugin API needs to serve the form: its name, state, view, schemas and samples.
extension TextFieldFormFeature {
    public static let name = "textFieldForm"
    public static let version = "1.0.0"

    /// Empty, unfocused, enabled phone field; empty styled fields; the read-only text.
    public static var initialState: State { State() }

    /// The form screen; see `formView(_:)` for its layout.
    public static func view(_ state: State) -> some Component<Action> {
        formView(state)
    }

    /// The form asks for nothing at launch.
    public static var launchAction: Action? { nil }

    /// The form declares no clients. (Computed: an array of metatypes is not `Sendable`.)
    public static var dependencyKeys: [any DependencyKey.Type] { [] }

    /// At least one of every case, for the schema test and for `plugin/list` presets.
    public static let sampleActions: [Action] = [
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

    /// Every member is present except `phoneError` and `submittedPhoneNumber`, absent while unset.
    public static let stateSchema: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "TextFieldFormFeature.State",
        "type": "object",
        "properties": [
            "phoneNumber": ["type": "string"],
            "isPhoneFocused": ["type": "boolean"],
            "isPhoneDisabled": ["type": "boolean"],
            "isPhoneChecked": ["type": "boolean"],
            "phoneError": [
                "type": "string",
                "enum": [.string(PhoneNumberRule.emptyMessage), .string(PhoneNumberRule.invalidMessage)],
            ],
            "submittedPhoneNumber": ["type": "string", "pattern": "^010[0-9]{7,8}$"],
            "defaultStyleText": ["type": "string"],
            "warningStyleText": ["type": "string"],
            "readOnlyText": ["type": "string"],
        ],
        "required": [
            "phoneNumber", "isPhoneFocused", "isPhoneDisabled", "isPhoneChecked", "defaultStyleText",
            "warningStyleText", "readOnlyText",
        ],
        "additionalProperties": false,
    ]

    /// Bare strings for `clearButtonTapped` and `phoneSubmitted`, `{"<case>": payload}` otherwise.
    public static let actionSchema: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "TextFieldFormFeature.Action",
        "oneOf": [
            ["type": "string", "enum": ["clearButtonTapped", "phoneSubmitted"]],
            taggedCase("phoneNumberChanged", ["type": "string"]),
            taggedCase("phoneFocusChanged", ["type": "boolean"]),
            taggedCase("phoneDisabledToggled", ["type": "boolean"]),
            taggedCase("defaultStyleTextChanged", ["type": "string"]),
            taggedCase("warningStyleTextChanged", ["type": "string"]),
            taggedCase("readOnlyTextChanged", ["type": "string"]),
        ],
    ]
}

/// The schema of an externally tagged enum case with a payload: `{"<tag>": payload}`.
private func taggedCase(_ tag: String, _ payload: JSONValue) -> JSONValue {
    [
        "type": "object",
        "properties": .object([tag: payload]),
        "required": [.string(tag)],
        "additionalProperties": false,
    ]
}
