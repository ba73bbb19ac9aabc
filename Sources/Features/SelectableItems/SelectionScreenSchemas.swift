public import JSONValue

// MARK: - SelectionScreenSchemas

/// The draft-07 JSON Schemas of the selection screens' wire forms (state and actions), written
/// beside the Swift types because Swift cannot reflect enum cases.
///
/// Actions are a `oneOf` with one branch per case: `{"const": "name"}` for a case without
/// payload, an object with exactly the key `name` otherwise — the externally tagged form of
/// `docs/decisions.md`.
public enum SelectionScreenSchemas {
    /// The state of ``SelectionScreenFeature``.
    public static let state: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "SelectionScreenFeature.State",
        "type": "object",
        "properties": [
            "title": ["type": "string"],
            "selection": selectableItemsState,
            "toastMessage": ["type": "string"],
        ],
        "required": ["title", "selection"],
        "additionalProperties": false,
    ]

    /// The actions of ``SelectionScreenFeature``.
    public static let action: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "SelectionScreenFeature.Action",
        "oneOf": [
            tagged("selection", selectableItemsAction),
            bare("nextButtonTapped"),
            bare("toastTimerElapsed"),
            tagged("delegate", ["oneOf": [
                tagged("nextRequested", ids),
            ]]),
        ],
    ]

    // MARK: - The list

    /// The state of ``SelectableItemsFeature``.
    public static let selectableItemsState: JSONValue = [
        "type": "object",
        "properties": [
            "items": ["type": "array", "items": item],
            "selectedIDs": ids,
            "customItem": item,
            "maximumSelectionCount": ["type": "integer", "minimum": 1],
            "validationPattern": ["type": "string"],
            "validationMessage": ["type": "string"],
            "customItemPhase": ["enum": .array(CustomItemPhase.allCases.map { .string($0.rawValue) })],
            "customText": ["type": "string"],
        ],
        "required": ["items", "selectedIDs", "maximumSelectionCount", "customItemPhase", "customText"],
        "additionalProperties": false,
    ]

    /// The actions of ``SelectableItemsFeature``.
    public static let selectableItemsAction: JSONValue = [
        "oneOf": [
            tagged("itemTapped", ["type": "integer"]),
            bare("customInputButtonTapped"),
            tagged("customTextChanged", ["type": "string"]),
            bare("customClearButtonTapped"),
            bare("customSaveButtonTapped"),
            bare("customEditButtonTapped"),
            tagged("delegate", ["oneOf": [
                tagged("selected", ids),
                tagged("invalidText", ["type": "string"]),
            ]]),
        ],
    ]

    // MARK: - Pieces

    static let item: JSONValue = [
        "type": "object",
        "properties": [
            "id": ["type": "integer"],
            "title": ["type": "string"],
        ],
        "required": ["id", "title"],
        "additionalProperties": false,
    ]

    static let ids: JSONValue = ["type": "array", "items": ["type": "integer"]]

    static func bare(_ name: String) -> JSONValue {
        ["const": .string(name)]
    }

    static func tagged(_ name: String, _ payload: JSONValue) -> JSONValue {
        [
            "type": "object",
            "properties": .object(JSONObject([(name, payload)])),
            "required": [.string(name)],
            "additionalProperties": false,
        ]
    }
}
