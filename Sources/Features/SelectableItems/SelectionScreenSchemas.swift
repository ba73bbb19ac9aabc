package import JSON
import FeatureKit

// MARK: - SelectionScreenSchemas

/// The draft-07 JSON Schemas of the selection screens' wire forms (state and actions), written
/// beside the Swift types because Swift cannot reflect enum cases.
///
/// Actions are a `oneOf` with one branch per case: `{"const": "name"}` for a case without
/// payload, an object with exactly the key `name` otherwise — the externally tagged form the
/// Codable bridge writes.
package enum SelectionScreenSchemas {
    private typealias S = JSONSchema

    /// The state of ``SelectionScreenFeature``.
    package static let state = S.document(title: "SelectionScreenFeature.State", S.object([
        "title": S.string,
        "selection": selectableItemsState,
        "toastMessage": S.string,
    ], optional: ["toastMessage"]))

    /// The actions of ``SelectionScreenFeature``.
    package static let action = S.action(title: "SelectionScreenFeature.Action", [
        S.tagged("selection", selectableItemsAction),
        S.bare("nextButtonTapped"),
        S.bare("toastTimerElapsed"),
        S.tagged("delegate", S.oneOf([
            S.tagged("nextRequested", ids),
        ])),
    ])

    // MARK: - The list

    /// The state of ``SelectableItemsFeature``.
    package static let selectableItemsState = S.object([
        "items": S.array(of: item),
        "selectedIDs": ids,
        "customItem": item,
        "maximumSelectionCount": S.integer(minimum: 1),
        "validationPattern": S.string,
        "validationMessage": S.string,
        "customItemPhase": ["enum": .array(CustomItemPhase.allCases.map { .string($0.rawValue) })],
        "customText": S.string,
    ], optional: ["customItem", "validationPattern", "validationMessage"])

    /// The actions of ``SelectableItemsFeature``.
    package static let selectableItemsAction = S.oneOf([
        S.tagged("itemTapped", S.integer),
        S.bare("customInputButtonTapped"),
        S.tagged("customTextChanged", S.string),
        S.bare("customClearButtonTapped"),
        S.bare("customSaveButtonTapped"),
        S.bare("customEditButtonTapped"),
        S.tagged("delegate", S.oneOf([
            S.tagged("selected", ids),
            S.tagged("invalidText", S.string),
        ])),
    ])

    // MARK: - Pieces

    static let item = S.object(["id": S.integer, "title": S.string])

    static let ids = S.array(of: S.integer)
}
