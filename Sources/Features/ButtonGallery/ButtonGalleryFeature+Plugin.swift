package import Components
package import JSON
import FeatureKit

/// What the plugin API needs to serve the gallery: its name, state, view and samples (its
/// action schema is derived).
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

    /// Derived from the types (`{"lastTappedButton": "iconOnly", "tapCount": 1,
    /// "areButtonsDisabled": false}`), with what they cannot say: taps are never negative.
    package static let stateSchema = derivedStateSchema.refining("/tapCount", ["minimum": 0])
}
