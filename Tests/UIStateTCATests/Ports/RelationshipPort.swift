import UIStateTCA

// Seed 002's selectable-items reducer and the relationship screen above it, in the article's own
// spelling on TCA 1.10: the parent owns the selected ids and the custom item as `@Shared`
// values and hands them to the list, the list's actions are nested `view`, `inner` and
// `delegate` cases, and what the parent is told goes out through `.run { send in }`.
// (`struct …: Reducer` with `@CasePathable` actions, until `@Reducer` comes.) The built-in it
// corresponds to is `relationship` (Sources/Features/SelectableItems); RelationshipPortTests
// hold the two to the same state changes.

struct SSSelectableItem: Equatable, Identifiable {
    var id: Int
    var title: String
}

struct SSSelectableItemsReducer: Reducer {
    struct State: Equatable {
        var items: [SSSelectableItem]
        @Shared var selectedID: [Int]
        @Shared var isCustomItem: SSSelectableItem?
        var multipleSelectionCount: Int
        var regexPatternString: String?
        var isAddingCustomItem = false
        var customItemSaved = false
        var customTitleText = ""

        /// The parent passes in the selection and the custom item it owns; a `nil` custom item
        /// offers no "직접 입력".
        init(
            items: [SSSelectableItem],
            selectedID: Shared<[Int]>,
            isCustomItem: Shared<SSSelectableItem?>,
            multipleSelectionCount: Int = 1,
            regexPatternString: String? = nil
        ) {
            self.items = items
            self._selectedID = selectedID
            self._isCustomItem = isCustomItem
            self.multipleSelectionCount = multipleSelectionCount
            self.regexPatternString = regexPatternString
        }

        func matchesPattern(_ text: String) -> Bool {
            guard let regexPatternString else { return true }
            guard let regex = try? Regex(regexPatternString) else { return false }
            return text.wholeMatch(of: regex) != nil
        }
    }

    @CasePathable
    enum Action: Equatable {
        case view(View)
        case inner(Inner)
        case delegate(Delegate)

        @CasePathable
        enum View: Equatable {
            case tappedItem(Int)
            case startAddCustomRelation
            case changeTextField(String)
            case tappedTextFieldSaveAndEditButton
            case tappedTextFieldCloseButton
        }

        @CasePathable
        enum Inner: Equatable {
            case singleSelection(Int)
            case multipleSelection(Int)
        }

        @CasePathable
        enum Delegate: Equatable {
            case selected(id: [Int])
            case invalidText(String)
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(.tappedItem(let id)):
            let isItem = state.items.contains { $0.id == id }
            let isSavedCustomItem = state.customItemSaved && state.isCustomItem?.id == id
            guard isItem || isSavedCustomItem else { return .none }
            let inner: Action.Inner = state.multipleSelectionCount > 1 ? .multipleSelection(id) : .singleSelection(id)
            return reduce(into: &state, action: .inner(inner))

        case .view(.startAddCustomRelation):
            guard state.isCustomItem != nil, !state.isAddingCustomItem else { return .none }
            state.selectedID = []
            state.isAddingCustomItem = true
            state.customItemSaved = false
            state.customTitleText = ""
            return .none

        case .view(.changeTextField(let text)):
            guard state.isAddingCustomItem, !state.customItemSaved else { return .none }
            state.customTitleText = text
            guard !state.matchesPattern(text) else { return .none }
            return .run { send in await send(.delegate(.invalidText(text))) }

        case .view(.tappedTextFieldSaveAndEditButton):
            guard state.isAddingCustomItem else { return .none }
            if state.customItemSaved {
                state.customItemSaved = false
                return .none
            }
            let text = state.customTitleText
            guard !text.isEmpty, state.matchesPattern(text), state.isCustomItem != nil else { return .none }
            state.isCustomItem?.title = text
            state.customItemSaved = true
            return .none

        case .view(.tappedTextFieldCloseButton):
            guard state.isAddingCustomItem else { return .none }
            state.customTitleText = ""
            guard state.customItemSaved else { return .none }
            state.isAddingCustomItem = false
            state.customItemSaved = false
            state.isCustomItem?.title = ""
            let customID = state.isCustomItem?.id
            state.selectedID.removeAll { $0 == customID }
            return sendSelected(state.selectedID)

        case .inner(.singleSelection(let id)):
            state.selectedID = state.selectedID.contains(id) ? [] : [id]
            return sendSelected(state.selectedID)

        case .inner(.multipleSelection(let id)):
            if state.selectedID.contains(id) {
                state.selectedID.removeAll { $0 == id }
            } else if state.selectedID.count + 1 <= state.multipleSelectionCount {
                state.selectedID.append(id)
            }
            return sendSelected(state.selectedID)

        case .delegate:
            return .none
        }
    }

    private func sendSelected(_ ids: [Int]) -> Effect<Action> {
        .run { send in await send(.delegate(.selected(id: ids))) }
    }
}

/// The relationship screen: the question, the list, "다음" and the too-long toast.
struct RelationshipReducer: Reducer {
    struct State: Equatable {
        var title = "받은 분과 어떤 사이인가요?"
        @Shared var selectedID: [Int]
        @Shared var customItem: SSSelectableItem?
        var selectableItems: SSSelectableItemsReducer.State
        var toastMessage: String?

        init() {
            let selectedID = Shared([Int]())
            let customItem = Shared<SSSelectableItem?>(SSSelectableItem(id: 5, title: ""))
            self._selectedID = selectedID
            self._customItem = customItem
            self.selectableItems = SSSelectableItemsReducer.State(
                items: [
                    SSSelectableItem(id: 1, title: "친구"),
                    SSSelectableItem(id: 2, title: "가족"),
                    SSSelectableItem(id: 3, title: "친척"),
                    SSSelectableItem(id: 4, title: "동료"),
                ],
                selectedID: selectedID,
                isCustomItem: customItem,
                multipleSelectionCount: 1,
                regexPatternString: "^[가-힣a-zA-Z ]{1,10}$"
            )
        }
    }

    @CasePathable
    enum Action: Equatable {
        case selectableItems(SSSelectableItemsReducer.Action)
        case nextButtonTapped
        case toastTimerElapsed
        case delegate(Delegate)

        @CasePathable
        enum Delegate: Equatable {
            case nextRequested([Int])
        }
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case toast }

    var body: some ReducerOf<Self> {
        Scope(state: \.selectableItems, action: AnyCasePath(\Action.Cases.selectableItems)) {
            SSSelectableItemsReducer()
        }
        Reduce { state, action in
            switch action {
            case .selectableItems(.delegate(.invalidText(let text))):
                guard text.count > 10 else { return .none }
                state.toastMessage = "경조사 명은 10글자까지만 입력 가능해요"
                return .run { send in
                    try await clock.sleep(for: .seconds(2))
                    await send(.toastTimerElapsed)
                }
                .cancellable(id: CancelID.toast, cancelInFlight: true)

            case .selectableItems:
                return .none

            case .nextButtonTapped:
                guard !state.selectedID.isEmpty else { return .none }
                let selected = state.selectedID
                return .run { send in await send(.delegate(.nextRequested(selected))) }

            case .toastTimerElapsed:
                state.toastMessage = nil
                return .none

            case .delegate:
                return .none
            }
        }
    }
}
