package import StoreRuntime

/// The button gallery (seed `000`): every button layout with its intelligent defaults, then the
/// same buttons changed one chained modifier at a time, and a record of which button was tapped.
///
/// ## Rules
/// - Buttons come only from the four factories of `Components.Button` (icon only, title only,
///   icon leading, icon trailing); each factory demands the content its layout shows.
/// - Defaults: size 44, icon size 18 (icon width and height each fall back to it), foreground
///   `labelNeutral`, background `clear`, font `bodyMedium16`, interactive effect on (glass tinted
///   with the background), haptics on. The tree shows every resolved value, defaults included.
/// - Chained overrides, one gallery button each (see ``GalleryButton``): size (the diameter of an
///   icon-only button, the height of a title button), icon size, icon width and height (one given,
///   the other falls back to the icon size), foreground, background, font, interactive effect off
///   (the glass is tinted `primaryLight1`), haptics off.
/// - A tap on a button with haptics on yields the event `{"haptic": {"style": "medium"}}` and then
///   `{"buttonTapped": "<button>"}`, in that order; with haptics off only the action.
/// - `buttonTapped(b)` records `b` in `lastTappedButton` and counts the tap in `tapCount`.
/// - `buttonsDisabledToggled(true)` disables every gallery button (taps are refused by the view);
///   the toggle itself stays enabled.
package struct ButtonGalleryFeature: Reducer {
    package struct State: Codable, Equatable, Sendable {
        /// The button tapped last; absent until a button is tapped.
        package var lastTappedButton: GalleryButton?
        /// How many taps the gallery's buttons received.
        package var tapCount = 0
        /// Whether every gallery button refuses taps.
        package var areButtonsDisabled = false

        package init(lastTappedButton: GalleryButton? = nil, tapCount: Int = 0, areButtonsDisabled: Bool = false) {
            self.lastTappedButton = lastTappedButton
            self.tapCount = tapCount
            self.areButtonsDisabled = areButtonsDisabled
        }
    }

    package enum Action: Codable, Equatable, Sendable {
        /// A gallery button was tapped: `{"buttonTapped": "iconOnly"}`.
        case buttonTapped(GalleryButton)
        /// The "disable the buttons" toggle was flipped: `{"buttonsDisabledToggled": true}`.
        case buttonsDisabledToggled(Bool)
    }

    package init() {}

    package func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .buttonTapped(let button):
            state.lastTappedButton = button
            state.tapCount += 1
            return .none
        case .buttonsDisabledToggled(let isDisabled):
            state.areButtonsDisabled = isDisabled
            return .none
        }
    }
}
