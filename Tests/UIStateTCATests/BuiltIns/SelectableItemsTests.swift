import Features
import UIStateTCA
import XCTest

// The selection screens' reducer tests (FeaturesTests' SelectableItemsSelectionTests,
// SelectableItemsCustomItemTests and SelectionScreenParentTests) as a TCA user writes them,
// through the parent screen that scopes the list, with the toast timed on a test clock.
//
// Left to FeaturesTests, as uistate's own: the rendered next button (enabled or refusing the
// tap). Not ported: that the toast counts characters as people see them, a check of `String`.

private typealias Screen = SelectionScreenFeature

/// The relationship screen's launch state (single selection, custom item, pattern), changed by `change`.
private func relationshipState(_ change: (inout Screen.State) -> Void = { _ in }) -> Screen.State {
    var state = RelationshipFeature.initialState
    change(&state)
    return state
}

/// The extra-information screen's launch state (multiple up to 3, custom item), changed by `change`.
private func extraInfoState(_ change: (inout Screen.State) -> Void = { _ in }) -> Screen.State {
    var state = ExtraInfoFeature.initialState
    change(&state)
    return state
}

/// The interests screen's launch state (multiple up to 20, no custom item), changed by `change`.
private func interestsState(_ change: (inout Screen.State) -> Void = { _ in }) -> Screen.State {
    var state = InterestsFeature.initialState
    change(&state)
    return state
}

// MARK: - Selecting items
//
// Every tap on an item ends with `selected(ids)` sent to the parent, whatever the tap did.

@MainActor
final class SelectableItemsSelectionTests: XCTestCase {
    func testTappingAnItemSelectsItAndTellsTheParent() async {
        let store = TestStore(initialState: relationshipState()) { Screen() }
        await store.send(.selection(.itemTapped(1))) { $0.selection.selectedIDs = [1] }
        await store.receive(.selection(.delegate(.selected([1]))))
        await store.finish()
    }

    func testTappingTheSelectedItemDeselectsItInSingleSelection() async {
        let store = TestStore(initialState: relationshipState { $0.selection.selectedIDs = [1] }) { Screen() }
        await store.send(.selection(.itemTapped(1))) { $0.selection.selectedIDs = [] }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    func testTappingAnotherItemReplacesTheSelectionInSingleSelection() async {
        let store = TestStore(initialState: relationshipState { $0.selection.selectedIDs = [1] }) { Screen() }
        await store.send(.selection(.itemTapped(3))) { $0.selection.selectedIDs = [3] }
        await store.receive(.selection(.delegate(.selected([3]))))
        await store.finish()
    }

    func testMultipleSelectionAddsItemsInTapOrderBelowTheMaximum() async {
        let store = TestStore(initialState: extraInfoState()) { Screen() }
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [2] }
        await store.receive(.selection(.delegate(.selected([2]))))
        await store.send(.selection(.itemTapped(1))) { $0.selection.selectedIDs = [2, 1] }
        await store.receive(.selection(.delegate(.selected([2, 1]))))
        await store.send(.selection(.itemTapped(4))) { $0.selection.selectedIDs = [2, 1, 4] }
        await store.receive(.selection(.delegate(.selected([2, 1, 4]))))
        await store.finish()
    }

    func testATapAtTheMaximumIsRefusedAndStillTellsTheParent() async {
        let store = TestStore(initialState: extraInfoState { $0.selection.selectedIDs = [1, 2, 3] }) { Screen() }
        await store.send(.selection(.itemTapped(4)))
        await store.receive(.selection(.delegate(.selected([1, 2, 3]))))
        await store.finish()
    }

    func testTheInterestsScreenStopsAtTwenty() async {
        let twenty = Array(1...20)
        let store = TestStore(initialState: interestsState { $0.selection.selectedIDs = Array(1...19) }) { Screen() }
        await store.send(.selection(.itemTapped(20))) { $0.selection.selectedIDs = twenty }
        await store.receive(.selection(.delegate(.selected(twenty))))
        await store.send(.selection(.itemTapped(21)))
        await store.receive(.selection(.delegate(.selected(twenty))))
        await store.finish()
    }

    func testTappingASelectedItemDeselectsItInMultipleSelectionEvenAtTheMaximum() async {
        let store = TestStore(initialState: extraInfoState { $0.selection.selectedIDs = [1, 2, 3] }) { Screen() }
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [1, 3] }
        await store.receive(.selection(.delegate(.selected([1, 3]))))
        await store.send(.selection(.itemTapped(4))) { $0.selection.selectedIDs = [1, 3, 4] }
        await store.receive(.selection(.delegate(.selected([1, 3, 4]))))
        await store.finish()
    }

    func testAnIDThatIsNoItemChangesNothingAndSendsNothing() async {
        let store = TestStore(initialState: relationshipState { $0.selection.selectedIDs = [1] }) { Screen() }
        await store.send(.selection(.itemTapped(99)))
        // The custom item's id selects nothing until the custom item is saved.
        await store.send(.selection(.itemTapped(5)))
        await store.finish()
    }

    func testAMaximumBelowOneMeansSingleSelection() async {
        let store = TestStore(initialState: extraInfoState {
            $0.selection.maximumSelectionCount = 0
            $0.selection.selectedIDs = [1]
        }) { Screen() }
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [2] }
        await store.receive(.selection(.delegate(.selected([2]))))
        await store.finish()
    }
}

// MARK: - The custom item ("직접 입력")

@MainActor
final class SelectableItemsCustomItemTests: XCTestCase {
    func testDirectInputClearsTheSelectionAndOpensAnEmptyField() async {
        let store = TestStore(initialState: relationshipState { $0.selection.selectedIDs = [2] }) { Screen() }
        await store.send(.selection(.customInputButtonTapped)) {
            $0.selection.selectedIDs = []
            $0.selection.customItemPhase = .editing
        }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    func testDirectInputClearsAMultipleSelectionToo() async {
        let store = TestStore(initialState: extraInfoState { $0.selection.selectedIDs = [1, 4] }) { Screen() }
        await store.send(.selection(.customInputButtonTapped)) {
            $0.selection.selectedIDs = []
            $0.selection.customItemPhase = .editing
        }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    func testWithoutACustomItemDirectInputDoesNothing() async {
        let store = TestStore(initialState: interestsState { $0.selection.selectedIDs = [1] }) { Screen() }
        await store.send(.selection(.customInputButtonTapped))
        await store.finish()
    }

    func testTheClearButtonEmptiesTheTextWhileEditing() async {
        let store = TestStore(initialState: relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창"
        }) { Screen() }
        await store.send(.selection(.customClearButtonTapped)) { $0.selection.customText = "" }
        await store.finish()
    }

    func testValidTextIsTakenWithoutTellingTheParent() async {
        let store = TestStore(initialState: relationshipState { $0.selection.customItemPhase = .editing }) { Screen() }
        await store.send(.selection(.customTextChanged("동창"))) { $0.selection.customText = "동창" }
        await store.send(.selection(.customTextChanged("Best buddy"))) { $0.selection.customText = "Best buddy" }
        await store.finish()
    }

    func testTextFailingThePatternIsSentToTheParent() async {
        let store = TestStore(initialState: relationshipState { $0.selection.customItemPhase = .editing }) { Screen() }
        await store.send(.selection(.customTextChanged("동창1"))) { $0.selection.customText = "동창1" }
        await store.receive(.selection(.delegate(.invalidText("동창1"))))
        // The article's character class let `|` through; ours does not.
        await store.send(.selection(.customTextChanged("친구|동료"))) { $0.selection.customText = "친구|동료" }
        await store.receive(.selection(.delegate(.invalidText("친구|동료"))))
        await store.finish()
    }

    func testWithoutAPatternAnyTextIsValid() async {
        let store = TestStore(initialState: extraInfoState { $0.selection.customItemPhase = .editing }) { Screen() }
        await store.send(.selection(.customTextChanged("계좌번호 1234-5678 | 메모"))) {
            $0.selection.customText = "계좌번호 1234-5678 | 메모"
        }
        await store.finish()
    }

    func testSaveIsRefusedWhileTheTextFailsThePatternOrIsEmpty() async {
        let invalid = TestStore(initialState: relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창1"
        }) { Screen() }
        XCTAssertFalse(invalid.state.selection.canSaveCustomText)
        await invalid.send(.selection(.customSaveButtonTapped))
        await invalid.finish()

        let empty = TestStore(initialState: extraInfoState { $0.selection.customItemPhase = .editing }) { Screen() }
        XCTAssertFalse(empty.state.selection.canSaveCustomText)
        await empty.send(.selection(.customSaveButtonTapped))
        await empty.finish()
    }

    /// Seed 002, `tappedTextFieldSaveAndEditButton`: the saved flag and the title, nothing else.
    func testSaveStoresTheTitleAndLeavesTheSelectionAlone() async {
        let store = TestStore(initialState: relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창"
            $0.selection.selectedIDs = [1]
        }) { Screen() }
        XCTAssertTrue(store.state.selection.canSaveCustomText)
        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "동창"
        }
        await store.finish()
    }

    func testSaveOnAMultipleSelectionScreenLeavesTheSelectionAloneAtAndBelowTheMaximum() async {
        for selected in [[2], [1, 2, 3]] {
            let store = TestStore(initialState: extraInfoState {
                $0.selection.customItemPhase = .editing
                $0.selection.customText = "축의금 봉투"
                $0.selection.selectedIDs = selected
            }) { Screen() }
            await store.send(.selection(.customSaveButtonTapped)) {
                $0.selection.customItemPhase = .saved
                $0.selection.customItem?.title = "축의금 봉투"
            }
            await store.finish()
        }
    }

    func testTheSavedCustomItemIsSelectedByATapAfterSaving() async {
        let store = TestStore(initialState: relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창"
        }) { Screen() }
        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "동창"
        }
        await store.send(.selection(.itemTapped(5))) { $0.selection.selectedIDs = [5] }
        await store.receive(.selection(.delegate(.selected([5]))))
        await store.finish()
    }

    func testTheSavedCustomItemIsTappedLikeAnyItem() async {
        let store = TestStore(initialState: savedCustomItem()) { Screen() }
        await store.send(.selection(.itemTapped(5))) { $0.selection.selectedIDs = [] }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.send(.selection(.itemTapped(5))) { $0.selection.selectedIDs = [5] }
        await store.receive(.selection(.delegate(.selected([5]))))
        // Another item replaces it; the custom item stays saved, just not selected.
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [2] }
        await store.receive(.selection(.delegate(.selected([2]))))
        await store.finish()
    }

    /// Seed 002: edit is the same toggle as save; the selection stays as it was.
    func testEditReturnsToEditingWithTheTextAndLeavesTheSelectionAlone() async {
        let store = TestStore(initialState: savedCustomItem()) { Screen() }
        await store.send(.selection(.customEditButtonTapped)) {
            $0.selection.customItemPhase = .editing
        }
        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
        }
        await store.finish()
    }

    func testTheCloseButtonOfASavedItemEmptiesAndClosesTheField() async {
        let store = TestStore(initialState: savedCustomItem()) { Screen() }
        await store.send(.selection(.customClearButtonTapped)) {
            $0.selection.customItemPhase = .empty
            $0.selection.customText = ""
            $0.selection.customItem?.title = ""
            $0.selection.selectedIDs = []
        }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    func testActionsOfAnotherPhaseChangeNothing() async {
        let store = TestStore(initialState: relationshipState()) { Screen() }
        await store.send(.selection(.customTextChanged("동창")))
        await store.send(.selection(.customSaveButtonTapped))
        await store.send(.selection(.customEditButtonTapped))
        await store.send(.selection(.customClearButtonTapped))
        await store.send(.selection(.delegate(.selected([1]))))
        await store.finish()
    }

    func testTheWholeCustomItemFlow() async {
        let store = TestStore(initialState: relationshipState()) { Screen() }
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [2] }
        await store.receive(.selection(.delegate(.selected([2]))))
        await store.send(.selection(.customInputButtonTapped)) {
            $0.selection.selectedIDs = []
            $0.selection.customItemPhase = .editing
        }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.send(.selection(.customTextChanged("대학 동기"))) { $0.selection.customText = "대학 동기" }
        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "대학 동기"
        }
        // "다음" stays disabled until the saved item is picked, as in the seed.
        await store.send(.nextButtonTapped)
        await store.send(.selection(.itemTapped(5))) { $0.selection.selectedIDs = [5] }
        await store.receive(.selection(.delegate(.selected([5]))))
        await store.send(.nextButtonTapped)
        await store.receive(.delegate(.nextRequested([5])))
        await store.finish()
    }

    /// The relationship screen with "동창" saved as its custom item and selected.
    private func savedCustomItem() -> Screen.State {
        relationshipState {
            $0.selection.customItemPhase = .saved
            $0.selection.customText = "동창"
            $0.selection.customItem?.title = "동창"
            $0.selection.selectedIDs = [5]
        }
    }
}

// MARK: - The parent: next button and toast

@MainActor
final class SelectionScreenParentTests: XCTestCase {
    func testNextIsDisabledOnASingleSelectionScreenWhileNothingIsSelected() async {
        let state = relationshipState()
        XCTAssertFalse(state.isNextButtonEnabled)
        let store = TestStore(initialState: state) { Screen() }
        await store.send(.nextButtonTapped)
        await store.send(.selection(.itemTapped(4))) { $0.selection.selectedIDs = [4] }
        await store.receive(.selection(.delegate(.selected([4]))))
        XCTAssertTrue(store.state.isNextButtonEnabled)
        await store.send(.nextButtonTapped)
        await store.receive(.delegate(.nextRequested([4])))
        await store.finish()
    }

    func testNextIsEnabledOnMultipleSelectionScreensWithNothingSelected() async {
        for state in [extraInfoState(), interestsState()] {
            XCTAssertTrue(state.isNextButtonEnabled)
            let store = TestStore(initialState: state) { Screen() }
            await store.send(.nextButtonTapped)
            await store.receive(.delegate(.nextRequested([])))
            await store.finish()
        }
    }

    func testTheToastShowsOnlyForInvalidTextLongerThanTenCharacters() async {
        let clock = TestClock()
        let store = editingRelationship(on: clock)
        // Ten characters that fail the pattern (a digit): told, but no toast.
        await store.send(.selection(.customTextChanged("가나다라마바사아자1"))) {
            $0.selection.customText = "가나다라마바사아자1"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자1"))))
        // Eleven characters: the toast.
        await store.send(.selection(.customTextChanged("가나다라마바사아자차카"))) {
            $0.selection.customText = "가나다라마바사아자차카"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자차카")))) {
            $0.toastMessage = "경조사 명은 10글자까지만 입력 가능해요"
        }
        await clock.advance(by: .milliseconds(1999))
        XCTAssertEqual(store.state.toastMessage, Screen.tooLongToastMessage)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.toastTimerElapsed) { $0.toastMessage = nil }
        await store.finish()
    }

    func testANewToastRestartsTheTwoSeconds() async {
        let clock = TestClock()
        let store = editingRelationship(on: clock)
        await store.send(.selection(.customTextChanged("가나다라마바사아자차카"))) {
            $0.selection.customText = "가나다라마바사아자차카"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자차카")))) {
            $0.toastMessage = "경조사 명은 10글자까지만 입력 가능해요"
        }
        await clock.advance(by: .milliseconds(1500))
        await store.send(.selection(.customTextChanged("가나다라마바사아자차카타"))) {
            $0.selection.customText = "가나다라마바사아자차카타"
        }
        await store.receive(.selection(.delegate(.invalidText("가나다라마바사아자차카타"))))
        // 2 s after the first toast: the restarted timer keeps it.
        await clock.advance(by: .milliseconds(1000))
        XCTAssertEqual(store.state.toastMessage, Screen.tooLongToastMessage)
        await clock.advance(by: .milliseconds(999))
        XCTAssertEqual(store.state.toastMessage, Screen.tooLongToastMessage)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.toastTimerElapsed) { $0.toastMessage = nil }
        await store.finish()
    }

    /// The relationship screen editing its custom item, its toast timed on `clock`.
    private func editingRelationship(on clock: TestClock) -> TestStoreOf<Screen> {
        TestStore(initialState: relationshipState { $0.selection.customItemPhase = .editing }) {
            Screen()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }
}
