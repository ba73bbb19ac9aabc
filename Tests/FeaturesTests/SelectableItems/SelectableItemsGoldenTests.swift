import Components
import UIStateTesting
@testable import Features
import Testing

// MARK: - Golden text renders

@Suite("Selectable items: golden renders")
struct SelectableItemsGoldenTests {
    @Test func empty() throws {
        try assertGolden(selectableOutline(relationshipState()), file: "SelectableItems/relationship-empty.txt")
    }

    @Test func editing() throws {
        let state = relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "대학 동기"
        }
        try assertGolden(selectableOutline(state), file: "SelectableItems/relationship-editing.txt")
    }

    @Test func saved() throws {
        let state = relationshipState {
            $0.selection.customItemPhase = .saved
            $0.selection.customText = "대학 동기"
            $0.selection.customItem?.title = "대학 동기"
            $0.selection.selectedIDs = [5]
        }
        try assertGolden(selectableOutline(state), file: "SelectableItems/relationship-saved.txt")
    }

    @Test func toastOverAnInvalidText() throws {
        let state = relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "가나다라마바사아자차카"
            $0.toastMessage = SelectionScreenFeature.tooLongToastMessage
        }
        try assertGolden(selectableOutline(state), file: "SelectableItems/relationship-toast.txt")
    }

    @Test func maximumReached() throws {
        let state = interestsState { $0.selection.selectedIDs = Array(1...20) }
        try assertGolden(selectableOutline(state), file: "SelectableItems/interests-maximum.txt")
    }

    @Test func extraInformationAtAnAccessibilitySize() throws {
        var environment = EnvironmentValues<Screen.Action>()
        environment.dynamicTypeSize = .accessibilityMedium
        let state = extraInfoState { $0.selection.selectedIDs = [1, 3] }
        try assertGolden(selectableOutline(state, environment: environment), file: "SelectableItems/extraInfo-accessibility.txt")
    }

    @Test func noDirectInputWithoutACustomItem() {
        let tree = SelectionScreenView(state: interestsState()).render()
        #expect(tree.node(id: "customInputButton") == nil)
        #expect(!selectableOutline(interestsState()).contains("직접 입력"))
        #expect(SelectionScreenView(state: extraInfoState()).render().node(id: "customInputButton") != nil)
    }
}

// MARK: - Driving the screen through its view

@Suite("Selectable items: through the view")
struct SelectableItemsViewTests {
    /// Renders, performs `interact` on the tree, sends the actions it yields, and returns them.
    private func perform(
        _ store: TestStore<SelectionScreenFeature>,
        _ interact: (RenderedTree<Screen.Action>) throws -> Interaction<Screen.Action>
    ) throws -> [Screen.Action] {
        try interact(SelectionScreenView(state: store.state).render()).actions
    }

    @Test func theViewSendsTheFeaturesActions() async throws {
        let store = makeTestStore(relationshipState())
        #expect(try perform(store) { try $0.tap(.id("item-2")) } == [.selection(.itemTapped(2))])
        #expect(try perform(store) { try $0.tap(.text("직접 입력")) } == [.selection(.customInputButtonTapped)])

        await store.send(.selection(.customInputButtonTapped)) { $0.selection.customItemPhase = .editing }
        await store.receive(.selection(.delegate(.selected([]))))
        #expect(try perform(store) { try $0.input(.id("customTextField"), text: "동창") } == [.selection(.customTextChanged("동창"))])
        #expect(try perform(store) { try $0.tap(.id("customTextField/sideButton")) } == [.selection(.customClearButtonTapped)])
        #expect(throws: ViewError.self) { try perform(store) { try $0.tap(.id("customSaveButton")) } }

        await store.send(.selection(.customTextChanged("동창"))) { $0.selection.customText = "동창" }
        #expect(try perform(store) { try $0.tap(.id("customSaveButton")) } == [.selection(.customSaveButtonTapped)])

        await store.send(.selection(.customSaveButtonTapped)) {
            $0.selection.customItemPhase = .saved
            $0.selection.customItem?.title = "동창"
        }
        // Saving selected nothing (seed 002), so "다음" is still disabled until the chip is tapped.
        #expect(throws: ViewError.self) { try perform(store) { try $0.tap(.id("nextButton")) } }
        #expect(try perform(store) { try $0.tap(.id("customItem")) } == [.selection(.itemTapped(5))])
        await store.send(.selection(.itemTapped(5))) { $0.selection.selectedIDs = [5] }
        await store.receive(.selection(.delegate(.selected([5]))))
        #expect(try perform(store) { try $0.tap(.text("편집")) } == [.selection(.customEditButtonTapped)])
        #expect(try perform(store) { try $0.tap(.label("삭제")) } == [.selection(.customClearButtonTapped)])
        #expect(try perform(store) { try $0.tap(.id("nextButton")) } == [.nextButtonTapped])
        await store.finish()
    }

    @Test func theSaveButtonIsDisabledWhileTheTextFailsThePattern() {
        let invalid = relationshipState {
            $0.selection.customItemPhase = .editing
            $0.selection.customText = "친구|동료"
        }
        let tree = SelectionScreenView(state: invalid).render()
        #expect(tree.node(id: "customSaveButton")?.isEnabled == false)
        #expect(tree.node(id: "customTextField")?.properties["isError"] == true)
    }
}
