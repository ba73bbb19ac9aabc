public import Components
public import JSONValue
public import StoreRuntime

/// What the plugin API needs to serve the gallery: its name, state, view, schemas and samples.
extension ButtonGalleryFeature {
    public static let name = "buttonGallery"
    public static let version = "1.0.0"

    /// No button tapped yet, buttons enabled.
    public static var initialState: State { State() }

    /// The gallery screen; see `galleryView(_:)` for its layout.
    public static func view(_ state: State) -> some Component<Action> {
        galleryView(state)
    }

    /// The gallery asks for nothing at launch.
    public static var launchAction: Action? { nil }

    /// The gallery declares no clients. (Computed: an array of metatypes is not `Sendable`, so a
    /// stored static would be shared mutable state to Swift 6.)
    public static var dependencyKeys: [any DependencyKey.Type] { [] }

    /// At least one of every case, for the schema test and for `plugin/list` presets.
    public static let sampleActions: [Action] = [
        .buttonTapped(.iconOnly),
        .buttonTapped(.noHaptics),
        .buttonsDisabledToggled(true),
        .buttonsDisabledToggled(false),
    ]

    // MARK: - Schemas (the wire form)

    private static var buttonNames: JSONValue {
        .array(GalleryButton.allCases.map { .string($0.rawValue) })
    }

    /// `{"lastTappedButton": "iconOnly", "tapCount": 1, "areButtonsDisabled": false}`;
    /// `lastTappedButton` is absent until a button is tapped.
    public static let stateSchema: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "ButtonGalleryFeature.State",
        "type": "object",
        "properties": [
            "lastTappedButton": ["type": "string", "enum": buttonNames],
            "tapCount": ["type": "integer", "minimum": 0],
            "areButtonsDisabled": ["type": "boolean"],
        ],
        "required": ["tapCount", "areButtonsDisabled"],
        "additionalProperties": false,
    ]

    /// `{"buttonTapped": "iconOnly"}` or `{"buttonsDisabledToggled": true}`.
    public static let actionSchema: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "ButtonGalleryFeature.Action",
        "oneOf": [
            taggedCase("buttonTapped", ["type": "string", "enum": buttonNames]),
            taggedCase("buttonsDisabledToggled", ["type": "boolean"]),
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
