@testable import Features
import UIStateTesting
import Testing

// MARK: - Selecting items
//
// Every tap on an item ends with `selected(ids)` sent to the parent, whatever the tap did.

@Suite("Selectable items: selection rules")
struct SelectableItemsSelectionTests {
    @Test func tappingAnItemSelectsItAndTellsTheParent() async {
        let store = makeTestStore(relationshipState())
        await store.send(.selection(.itemTapped(1))) { $0.selection.selectedIDs = [1] }
        await store.receive(.selection(.delegate(.selected([1]))))
        await store.finish()
    }

    @Test func tappingTheSelectedItemDeselectsItInSingleSelection() async {
        let store = makeTestStore(relationshipState { $0.selection.selectedIDs = [1] })
        await store.send(.selection(.itemTapped(1))) { $0.selection.selectedIDs = [] }
        await store.receive(.selection(.delegate(.selected([]))))
        await store.finish()
    }

    @Test func tappingAnotherItemReplacesTheSelectionInSingleSelection() async {
        let store = makeTestStore(relationshipState { $0.selection.selectedIDs = [1] })
        await store.send(.selection(.itemTapped(3))) { $0.selection.selectedIDs = [3] }
        await store.receive(.selection(.delegate(.selected([3]))))
        await store.finish()
    }

    @Test func multipleSelectionAddsItemsInTapOrderBelowTheMaximum() async {
        let store = makeTestStore(extraInfoState())
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [2] }
        await store.receive(.selection(.delegate(.selected([2]))))
        await store.send(.selection(.itemTapped(1))) { $0.selection.selectedIDs = [2, 1] }
        await store.receive(.selection(.delegate(.selected([2, 1]))))
        await store.send(.selection(.itemTapped(4))) { $0.selection.selectedIDs = [2, 1, 4] }
        await store.receive(.selection(.delegate(.selected([2, 1, 4]))))
        await store.finish()
    }

    @Test func aTapAtTheMaximumIsRefusedAndStillTellsTheParent() async {
        let store = makeTestStore(extraInfoState { $0.selection.selectedIDs = [1, 2, 3] })
        await store.send(.selection(.itemTapped(4)))
        await store.receive(.selection(.delegate(.selected([1, 2, 3]))))
        await store.finish()
    }

    @Test func theInterestsScreenStopsAtTwenty() async {
        let twenty = Array(1...20)
        let store = makeTestStore(interestsState { $0.selection.selectedIDs = Array(1...19) })
        await store.send(.selection(.itemTapped(20))) { $0.selection.selectedIDs = twenty }
        await store.receive(.selection(.delegate(.selected(twenty))))
        await store.send(.selection(.itemTapped(21)))
        await store.receive(.selection(.delegate(.selected(twenty))))
        await store.finish()
    }

    @Test func tappingASelectedItemDeselectsItInMultipleSelectionEvenAtTheMaximum() async {
        let store = makeTestStore(extraInfoState { $0.selection.selectedIDs = [1, 2, 3] })
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [1, 3] }
        await store.receive(.selection(.delegate(.selected([1, 3]))))
        await store.send(.selection(.itemTapped(4))) { $0.selection.selectedIDs = [1, 3, 4] }
        await store.receive(.selection(.delegate(.selected([1, 3, 4]))))
        await store.finish()
    }

    @Test func anIDThatIsNoItemChangesNothingAndSendsNothing() async {
        let store = makeTestStore(relationshipState { $0.selection.selectedIDs = [1] })
        await store.send(.selection(.itemTapped(99)))
        // The custom item's id selects nothing until the custom item is saved.
        await store.send(.selection(.itemTapped(5)))
        await store.finish()
    }

    @Test func aMaximumBelowOneMeansSingleSelection() async {
        let store = makeTestStore(extraInfoState {
            $0.selection.maximumSelectionCount = 0
            $0.selection.selectedIDs = [1]
        })
        await store.send(.selection(.itemTapped(2))) { $0.selection.selectedIDs = [2] }
        await store.receive(.selection(.delegate(.selected([2]))))
        await store.finish()
    }
}
