@testable import Features
import UIStateTesting
import Testing

// MARK: - The custom item ("직접 입력")

@Suite("Selectable items: the custom item")
struct SelectableItemsCustomItemTests {
    @Test func directInputClearsTheSelectionAndOpensAnEmptyField() async {
        let store = makeTestStore(relationshipState { $0.selection.selectedIDs = [2] })
        await store.send(.selection(.customInputButtonTapped)) {
            $0.selection.selectedIDs = []
            $0.selection.customItemPhase = .editing
        }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    @Test func directInputClearsAMultipleSelectionToo() async {
        let store = makeTestStore(extraInfoState { $0.selection.selectedIDs = [1, 4] })
        await store.send(.selection(.customInputButtonTapped)) {
            $0.selection.selectedIDs = []
            $0.selection.customItemPhase = .editing
        }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    @Test func withoutACustomItemDirectInputDoesNothing() async {
        let store = makeTestStore(interestsState { $0.selection.selectedIDs = [1] })
        await store.send(.selection(.customInputButtonTapped))
        await store.finish()
    }

    @Test func theClearButtonEmptiesTheTextWhileEditing() async {
        let store = makeTestStore(relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창"
        })
        await store.send(.selection(.customClearButtonTapped)) { $0.selection.customText = "" }
        await store.finish()
    }

    @Test func validTextIsTakenWithoutTellingTheParent() async {
        let store = makeTestStore(relationshipState { $0.selection.customItemPhase = .editing })
        await store.send(.selection(.customTextChanged("동창"))) { $0.selection.customText = "동창" }
        await store.send(.selection(.customTextChanged("Best buddy"))) { $0.selection.customText = "Best buddy" }
        await store.finish()
    }

    @Test func textFailingThePatternIsSentToTheParent() async {
        let store = makeTestStore(relationshipState { $0.selection.customItemPhase = .editing })
        await store.send(.selection(.customTextChanged("동창1"))) { $0.selection.customText = "동창1" }
        await store.receive(.selection(.delegate(.invalidText("동창1"))))
        // The article's character class let `|` through; ours does not.
        await store.send(.selection(.customTextChanged("친구|동료"))) { $0.selection.customText = "친구|동료" }
        await store.receive(.selection(.delegate(.invalidText("친구|동료"))))
        await store.finish()
    }

    @Test func withoutAPatternAnyTextIsValid() async {
        let store = makeTestStore(extraInfoState { $0.selection.customItemPhase = .editing })
        await store.send(.selection(.customTextChanged("계좌번호 1234-5678 | 메모"))) {
            $0.selection.customText = "계좌번호 1234-5678 | 메모"
        }
        await store.finish()
    }

    @Test func saveIsRefusedWhileTheTextFailsThePatternOrIsEmpty() async {
        let invalid = makeTestStore(relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창1"
        })
        #expect(!invalid.state.selection.canSaveCustomText)
        await invalid.send(.selection(.customSaveButtonTapped))
        await invalid.finish()

        let empty = makeTestStore(extraInfoState { $0.selection.customItemPhase = .editing })
        #expect(!empty.state.selection.canSaveCustomText)
        await empty.send(.selection(.customSaveButtonTapped))
        await empty.finish()
    }

    /// Seed 002, `tappedTextFieldSaveAndEditButton`: the saved flag and the title, nothing else.
    @Test func saveStoresTheTitleAndLeavesTheSelectionAlone() async {
        let store = makeTestStore(relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창"
            $0.selection.selectedIDs = [1]
        })
        #expect(store.state.selection.canSaveCustomText)
        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "동창"
        }
        await store.finish()
    }

    @Test func saveOnAMultipleSelectionScreenLeavesTheSelectionAloneAtAndBelowTheMaximum() async {
        let below = makeTestStore(extraInfoState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "축의금 봉투"
            $0.selection.selectedIDs = [2]
        })
        await below.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "축의금 봉투"
        }
        await below.finish()

        let atMaximum = makeTestStore(extraInfoState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "축의금 봉투"
            $0.selection.selectedIDs = [1, 2, 3]
        })
        await atMaximum.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "축의금 봉투"
        }
        await atMaximum.finish()
    }

    @Test func theSavedCustomItemIsSelectedByATapAfterSaving() async {
        let store = makeTestStore(relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "동창"
        })
        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "동창"
        }
        await store.send(.selection(.itemTapped(5))) { $0.selection.selectedIDs = [5] }
        await store.receive(.selection(.delegate(.selected([5]))))
        await store.finish()
    }

    @Test func theSavedCustomItemIsTappedLikeAnyItem() async {
        let store = makeTestStore(relationshipState {
            $0.selection.customItemPhase = .saved
            $0.selection.customText = "동창"
            $0.selection.customItem?.title = "동창"
            $0.selection.selectedIDs = [5]
        })
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
    @Test func editReturnsToEditingWithTheTextAndLeavesTheSelectionAlone() async {
        let store = makeTestStore(relationshipState {
            $0.selection.customItemPhase = .saved
            $0.selection.customText = "동창"
            $0.selection.customItem?.title = "동창"
            $0.selection.selectedIDs = [5]
        })
        await store.send(.selection(.customEditButtonTapped)) {
            $0.selection.customItemPhase = .editing
        }
        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
        }
        await store.finish()
    }

    @Test func theCloseButtonOfASavedItemEmptiesAndClosesTheField() async {
        let store = makeTestStore(relationshipState {
            $0.selection.customItemPhase = .saved
            $0.selection.customText = "동창"
            $0.selection.customItem?.title = "동창"
            $0.selection.selectedIDs = [5]
        })
        await store.send(.selection(.customClearButtonTapped)) {
            $0.selection.customItemPhase = .empty
            $0.selection.customText = ""
            $0.selection.customItem?.title = ""
            $0.selection.selectedIDs = []
        }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    @Test func actionsOfAnotherPhaseChangeNothing() async {
        let store = makeTestStore(relationshipState())
        await store.send(.selection(.customTextChanged("동창")))
        await store.send(.selection(.customSaveButtonTapped))
        await store.send(.selection(.customEditButtonTapped))
        await store.send(.selection(.customClearButtonTapped))
        await store.send(.selection(.delegate(.selected([1]))))
        await store.finish()
    }

    @Test func theWholeCustomItemFlow() async {
        let store = makeTestStore(relationshipState())
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
}
