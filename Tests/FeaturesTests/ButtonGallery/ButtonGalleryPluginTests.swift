import Components
import Features
import JSON
import StoreRuntime
import Testing

// The plugin members of the gallery: names, wire forms, schemas and samples.

private typealias Gallery = ButtonGalleryFeature

@Test func galleryPluginMembers() {
    #expect(Gallery.name == "buttonGallery")
    #expect(Gallery.version == "1.0.0")
    #expect(Gallery.launchAction == nil)
    #expect(Gallery.dependencyKeys.isEmpty)
    #expect(Gallery.initialState == Gallery.State())
}

@Test func galleryActionsUseTheExternallyTaggedWireForm() throws {
    #expect(wire(Gallery.Action.buttonTapped(.iconOnly)) == ["buttonTapped": "iconOnly"])
    #expect(wire(Gallery.Action.buttonsDisabledToggled(true)) == ["buttonsDisabledToggled": true])
    let decoded = try JSONValueDecoder().decode(Gallery.Action.self, from: ["buttonTapped": "noHaptics"])
    #expect(decoded == .buttonTapped(.noHaptics))
}

@Test func galleryStateWireForm() {
    #expect(wire(Gallery.initialState) == ["tapCount": 0, "areButtonsDisabled": false])
    #expect(wire(Gallery.State(lastTappedButton: .filled, tapCount: 2)) == [
        "lastTappedButton": "filled", "tapCount": 2, "areButtonsDisabled": false,
    ])
}

@Test func gallerySampleActionsCoverEveryCaseAndValidateAgainstTheActionSchema() throws {
    var tags: Set<String> = []
    for action in Gallery.sampleActions {
        let json = wire(action)
        tags.formUnion(json.objectValue?.keys ?? [json.stringValue ?? "?"])
        #expect(JSONSchemaValidator.violations(of: json, against: Gallery.actionSchema).isEmpty, "\(json)")
        #expect(try JSONValueDecoder().decode(Gallery.Action.self, from: json) == action)
    }
    #expect(tags == ["buttonTapped", "buttonsDisabledToggled"])
    for button in GalleryButton.allCases {
        let json = wire(Gallery.Action.buttonTapped(button))
        #expect(JSONSchemaValidator.violations(of: json, against: Gallery.actionSchema).isEmpty, "\(json)")
    }
}

@Test func galleryActionSchemaRejectsWhatTheDecoderRejects() {
    for bad: JSONValue in [["buttonTapped": "nope"], "buttonTapped", ["buttonsDisabledToggled": 1], ["tapped": "iconOnly"]] {
        #expect(!JSONSchemaValidator.violations(of: bad, against: Gallery.actionSchema).isEmpty, "\(bad)")
        #expect(throws: (any Error).self) { try JSONValueDecoder().decode(Gallery.Action.self, from: bad) }
    }
}

@Test func galleryStatesValidateAgainstTheStateSchema() throws {
    let states = [
        Gallery.initialState,
        Gallery.State(lastTappedButton: .noInteractiveEffect, tapCount: 5, areButtonsDisabled: true),
    ]
    for state in states {
        let json = wire(state)
        #expect(JSONSchemaValidator.violations(of: json, against: Gallery.stateSchema).isEmpty, "\(json)")
        #expect(try JSONValueDecoder().decode(Gallery.State.self, from: json) == state)
    }
    #expect(!JSONSchemaValidator.violations(of: ["tapCount": -1, "areButtonsDisabled": false], against: Gallery.stateSchema).isEmpty)
}
