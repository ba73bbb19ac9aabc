import Features
import UIStateTCA
import XCTest

// The button gallery's reducer tests (the store half of FeaturesTests' ButtonGalleryTests) as a
// TCA user writes them, sending the actions the gallery's buttons send.
//
// Left to FeaturesTests, as uistate's own: what a tap yields on the rendered tree (the medium
// haptic event before the action, or the action alone with haptics off), a disabled button
// refusing the tap, the status line's text, and the buttons' resolved properties.

@MainActor
final class ButtonGalleryTests: XCTestCase {
    func testATapRecordsTheButtonAndCountsIt() async {
        let store = TestStore(initialState: ButtonGalleryFeature.State()) { ButtonGalleryFeature() }
        await store.send(.buttonTapped(.iconOnly)) {
            $0.lastTappedButton = .iconOnly
            $0.tapCount = 1
        }
        await store.finish()
    }

    func testATapOnTheButtonWithHapticsOffIsRecordedLikeAnyOther() async {
        let store = TestStore(initialState: ButtonGalleryFeature.State()) { ButtonGalleryFeature() }
        await store.send(.buttonTapped(.noHaptics)) {
            $0.lastTappedButton = .noHaptics
            $0.tapCount = 1
        }
        await store.finish()
    }

    func testEveryGalleryButtonRecordsItselfWhenTapped() async {
        let store = TestStore(initialState: ButtonGalleryFeature.State()) { ButtonGalleryFeature() }
        for (count, button) in GalleryButton.allCases.enumerated() {
            await store.send(.buttonTapped(button)) {
                $0.lastTappedButton = button
                $0.tapCount = count + 1
            }
        }
        await store.finish()
    }

    func testTappingTheSameButtonAgainCountsTheTap() async {
        let store = TestStore(initialState: ButtonGalleryFeature.State()) { ButtonGalleryFeature() }
        await store.send(.buttonTapped(.titleOnly)) {
            $0.lastTappedButton = .titleOnly
            $0.tapCount = 1
        }
        await store.send(.buttonTapped(.titleOnly)) { $0.tapCount = 2 }
        await store.finish()
    }

    func testTheDisableToggleDisablesAndEnablesTheButtonsAgain() async {
        let store = TestStore(initialState: ButtonGalleryFeature.State()) { ButtonGalleryFeature() }
        await store.send(.buttonsDisabledToggled(true)) { $0.areButtonsDisabled = true }
        await store.send(.buttonsDisabledToggled(false)) { $0.areButtonsDisabled = false }
        await store.send(.buttonTapped(.filled)) {
            $0.lastTappedButton = .filled
            $0.tapCount = 1
        }
        await store.finish()
    }
}
