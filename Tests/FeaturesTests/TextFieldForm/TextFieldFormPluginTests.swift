import Components
import Features
import JSON
import StoreRuntime
import Testing

// The plugin members of the form: names, wire forms, schemas and samples.

private typealias Form = TextFieldFormFeature

@Test func formPluginMembers() {
    #expect(Form.name == "textFieldForm")
    #expect(Form.version == "1.0.0")
    #expect(Form.launchAction == nil)
    #expect(Form.dependencyKeys.isEmpty)
    #expect(Form.initialState == Form.State())
}

@Test func formActionsUseTheExternallyTaggedWireForm() throws {
    #expect(wire(Form.Action.clearButtonTapped) == "clearButtonTapped")
    #expect(wire(Form.Action.phoneSubmitted) == "phoneSubmitted")
    #expect(wire(Form.Action.phoneNumberChanged("010")) == ["phoneNumberChanged": "010"])
    #expect(wire(Form.Action.phoneFocusChanged(true)) == ["phoneFocusChanged": true])
    #expect(try JSONValueDecoder().decode(Form.Action.self, from: "phoneSubmitted") == .phoneSubmitted)
}

@Test func formStateWireForm() {
    #expect(wire(Form.initialState) == [
        "phoneNumber": "", "isPhoneFocused": false, "isPhoneDisabled": false, "isPhoneChecked": false,
        "defaultStyleText": "", "warningStyleText": "", "readOnlyText": "읽기 전용 필드",
    ])
}

@Test func formSampleActionsCoverEveryCaseAndValidateAgainstTheActionSchema() throws {
    var tags: Set<String> = []
    for action in Form.sampleActions {
        let json = wire(action)
        tags.formUnion(json.objectValue?.keys ?? [json.stringValue ?? "?"])
        #expect(JSONSchemaValidator.violations(of: json, against: Form.actionSchema).isEmpty, "\(json)")
        #expect(try JSONValueDecoder().decode(Form.Action.self, from: json) == action)
    }
    #expect(tags == [
        "phoneNumberChanged", "phoneFocusChanged", "clearButtonTapped", "phoneSubmitted", "phoneDisabledToggled",
        "defaultStyleTextChanged", "warningStyleTextChanged", "readOnlyTextChanged",
    ])
}

@Test func formActionSchemaRejectsWhatTheDecoderRejects() {
    for bad: JSONValue in [["phoneNumberChanged": 10], "phoneNumberChanged", ["phoneSubmitted": true], "submit"] {
        #expect(!JSONSchemaValidator.violations(of: bad, against: Form.actionSchema).isEmpty, "\(bad)")
        #expect(throws: (any Error).self) { try JSONValueDecoder().decode(Form.Action.self, from: bad) }
    }
}

@Test func formStatesValidateAgainstTheStateSchema() throws {
    var checked = Form.State()
    checked.phoneNumber = "010-1234-5678"
    checked.isPhoneChecked = true
    checked.submittedPhoneNumber = "01012345678"
    var invalid = Form.State()
    invalid.phoneNumber = "0101"
    invalid.isPhoneChecked = true
    invalid.phoneError = PhoneNumberRule.invalidMessage
    for state in [Form.initialState, checked, invalid] {
        let json = wire(state)
        #expect(JSONSchemaValidator.violations(of: json, against: Form.stateSchema).isEmpty, "\(json)")
        #expect(try JSONValueDecoder().decode(Form.State.self, from: json) == state)
    }
}
