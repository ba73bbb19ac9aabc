package import Components
package import JSON
import FeatureKit

/// What the plugin API needs to serve the gallery: its name, state, view, schemas and samples.
extension ButtonGalleryFeature {
    package static let name = "buttonGallery"

    /// No button tapped yet, buttons enabled.
    package static var initialState: State { State() }

    /// The gallery screen; see `galleryView(_:)` for its layout.
    package static func view(_ state: State) -> some Component<Action> {
        galleryView(state)
    }

    /// At least one of every case, for the schema test and for `plugin/list` presets.
    package static let sampleActions: [Action] = [
        .buttonTapped(.iconOnly),
        .buttonTapped(.noHaptics),
        .buttonsDisabledToggled(true),
        .buttonsDisabledToggled(false),
    ]

    // MARK: - Schemas (the wire form)

    private typealias S = JSONSchema

    /// `{"lastTappedButton": "iconOnly", "tapCount": 1, "areButtonsDisabled": false}`;
    /// `lastTappedButton` is absent until a button is tapped.
    package static let stateSchema = S.document(title: "ButtonGalleryFeature.State", S.object([
        "lastTappedButton": S.cases(of: GalleryButton.self),
        "tapCount": S.integer(minimum: 0),
        "areButtonsDisabled": S.boolean,
    ], optional: ["lastTappedButton"]))

    /// `{"buttonTapped": "iconOnly"}` or `{"buttonsDisabledToggled": true}`.
    package static let actionSchema = S.action(title: "ButtonGalleryFeature.Action", [
        S.tagged("buttonTapped", S.cases(of: GalleryButton.self)),
        S.tagged("buttonsDisabledToggled", S.boolean),
    ])
}
