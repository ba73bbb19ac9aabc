import Features
import UIStateTCA
import XCTest

// Seed 002's reducer as the article writes it (RelationshipPort.swift) against the built-in
// `relationship` screen: each action goes to both, and the port's test store is told to expect
// exactly the built-in's state after it, every field, shared values included. Where the two
// send different delegates (the seed's "직접 입력" tells the parent nothing; ours reports the
// cleared selection) only the actions received differ, never the state.

/// The port's test store and the built-in's state, moved by the same actions.
@MainActor
private final class SideBySide {
    let clock = TestClock()
    let port: TestStoreOf<RelationshipReducer>
    private(set) var builtIn = RelationshipFeature.initialState

    init() {
        let clock = clock
        port = TestStore(initialState: RelationshipReducer.State()) { RelationshipReducer() } withDependencies: {
            $0.continuousClock = clock
        }
    }

    /// Sends `action` to the port expecting the state the built-in has after `builtInAction`.
    func send(_ action: RelationshipReducer.Action, _ builtInAction: SelectionScreenFeature.Action, file: StaticString = #filePath, line: UInt = #line) async {
        await port.send(action, assert: expectation(after: builtInAction), file: file, line: line)
    }

    /// Receives `action` on the port expecting the built-in's state after `builtInAction`
    /// (`nil`: the built-in has no such action and its state stays).
    func receive(_ action: RelationshipReducer.Action, _ builtInAction: SelectionScreenFeature.Action?, file: StaticString = #filePath, line: UInt = #line) async {
        await port.receive(action, assert: expectation(after: builtInAction), file: file, line: line)
    }

    /// Runs the built-in's reducer on `action`; when its state changed, the port is expected to
    /// take exactly that state, and when it did not, to change nothing (an assertion closure
    /// on an unchanged state fails a TCA test store).
    private func expectation(after action: SelectionScreenFeature.Action?) -> ((inout RelationshipReducer.State) -> Void)? {
        let before = builtIn
        if let action { _ = SelectionScreenFeature().reduce(into: &builtIn, action: action) }
        guard builtIn != before else { return nil }
        let expected = builtIn
        return { $0.mirror(expected) }
    }
}

extension RelationshipReducer.State {
    /// Every field set to what the built-in's state says, in the port's shape.
    mutating func mirror(_ builtIn: SelectionScreenFeature.State) {
        title = builtIn.title
        toastMessage = builtIn.toastMessage
        selectedID = builtIn.selection.selectedIDs
        customItem = builtIn.selection.customItem.map { SSSelectableItem(id: $0.id, title: $0.title) }
        selectableItems.items = builtIn.selection.items.map { SSSelectableItem(id: $0.id, title: $0.title) }
        selectableItems.multipleSelectionCount = builtIn.selection.maximumSelectionCount
        selectableItems.regexPatternString = builtIn.selection.validationPattern
        selectableItems.isAddingCustomItem = builtIn.selection.customItemPhase != .empty
        selectableItems.customItemSaved = builtIn.selection.customItemPhase == .saved
        selectableItems.customTitleText = builtIn.selection.customText
    }
}

@MainActor
final class RelationshipPortTests: XCTestCase {
    func testTappingItemsChangesTheSelectionAsTheBuiltInDoes() async {
        let both = SideBySide()
        await both.send(.selectableItems(.view(.tappedItem(1))), .selection(.itemTapped(1)))
        await both.receive(.selectableItems(.delegate(.selected(id: [1]))), .selection(.delegate(.selected([1]))))
        await both.send(.selectableItems(.view(.tappedItem(3))), .selection(.itemTapped(3)))
        await both.receive(.selectableItems(.delegate(.selected(id: [3]))), .selection(.delegate(.selected([3]))))
        await both.send(.selectableItems(.view(.tappedItem(3))), .selection(.itemTapped(3)))
        await both.receive(.selectableItems(.delegate(.selected(id: []))), .selection(.delegate(.selected([]))))
        await both.send(.selectableItems(.view(.tappedItem(9))), .selection(.itemTapped(9)))
        await both.port.finish()
    }

    func testTheCustomItemFlowChangesStateAsTheBuiltInDoes() async {
        let both = SideBySide()
        await both.send(.selectableItems(.view(.tappedItem(2))), .selection(.itemTapped(2)))
        await both.receive(.selectableItems(.delegate(.selected(id: [2]))), .selection(.delegate(.selected([2]))))
        await both.send(.selectableItems(.view(.startAddCustomRelation)), .selection(.customInputButtonTapped))
        await both.send(.selectableItems(.view(.changeTextField("대학 동기"))), .selection(.customTextChanged("대학 동기")))
        await both.send(.selectableItems(.view(.tappedTextFieldSaveAndEditButton)), .selection(.customSaveButtonTapped))
        await both.send(.selectableItems(.view(.tappedItem(5))), .selection(.itemTapped(5)))
        await both.receive(.selectableItems(.delegate(.selected(id: [5]))), .selection(.delegate(.selected([5]))))
        await both.send(.nextButtonTapped, .nextButtonTapped)
        await both.receive(.delegate(.nextRequested([5])), .delegate(.nextRequested([5])))
        await both.send(.selectableItems(.view(.tappedTextFieldSaveAndEditButton)), .selection(.customEditButtonTapped))
        await both.send(.selectableItems(.view(.tappedTextFieldSaveAndEditButton)), .selection(.customSaveButtonTapped))
        await both.send(.selectableItems(.view(.tappedTextFieldCloseButton)), .selection(.customClearButtonTapped))
        await both.receive(.selectableItems(.delegate(.selected(id: []))), .selection(.delegate(.selected([]))))
        await both.port.finish()
    }

    func testInvalidTextIsRefusedAndTooLongTextShowsTheToastForTwoSecondsAsTheBuiltInDoes() async {
        let both = SideBySide()
        await both.send(.selectableItems(.view(.startAddCustomRelation)), .selection(.customInputButtonTapped))
        await both.send(.selectableItems(.view(.changeTextField("친구1"))), .selection(.customTextChanged("친구1")))
        await both.receive(.selectableItems(.delegate(.invalidText("친구1"))), .selection(.delegate(.invalidText("친구1"))))
        await both.send(.selectableItems(.view(.tappedTextFieldSaveAndEditButton)), .selection(.customSaveButtonTapped))
        let tooLong = "가나다라마바사아자차카"
        await both.send(.selectableItems(.view(.changeTextField(tooLong))), .selection(.customTextChanged(tooLong)))
        await both.receive(.selectableItems(.delegate(.invalidText(tooLong))), .selection(.delegate(.invalidText(tooLong))))
        await both.clock.advance(by: .seconds(2))
        await both.receive(.toastTimerElapsed, .toastTimerElapsed)
        await both.send(.selectableItems(.view(.tappedTextFieldCloseButton)), .selection(.customClearButtonTapped))
        await both.port.finish()
    }
}
