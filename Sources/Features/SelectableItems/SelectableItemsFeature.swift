package import StoreRuntime

// MARK: - SelectableItemsFeature

/// A reusable list of choices: single or multiple selection up to a maximum, with an optional
/// custom item the user types in ("직접 입력").
///
/// The parent owns this state (it scopes this reducer onto a field of its own state), so the
/// selected ids and the custom item are shared with it without copies. The parent is also told
/// what happened through delegate actions: `selected(ids)` after every action that can change
/// the selection — including a tap refused at the maximum — and `invalidText(text)` when typed
/// text breaks the validation pattern.
///
/// Rules:
/// - tapping a selected item deselects it; in single selection (maximum 1) tapping another item
///   replaces the selection; in multiple selection an item is added only while fewer than the
///   maximum are selected;
/// - "직접 입력" (only when a custom item is configured) clears the selection and opens the
///   custom field empty;
/// - while editing: ✕ empties the text, each change is checked against the pattern, save is
///   refused while the text is empty or fails the pattern;
/// - save stores the title in the custom item and leaves the selection alone, as seed 002's
///   `tappedTextFieldSaveAndEditButton` only toggles `customItemSaved` and sets the title (a saved
///   custom item counts as selected while its id is in `selectedIDs`; tapping the saved chip
///   toggles it like any item);
/// - while saved: edit returns to editing and leaves the selection alone (the same seed action);
///   ✕ empties the text, clears the custom title, deselects it and closes the field (back to the
///   empty state, which the seed says has nothing selected from the custom field).
///
/// Actions the current screen could not produce (an unknown id, save while invalid, edit while
/// not saved) change nothing and send nothing.
package struct SelectableItemsFeature: Reducer {
    package struct State: Codable, Equatable, Sendable {
        /// The fixed choices, in display order.
        package var items: [SelectableItem]
        /// The selected ids, in the order they were selected.
        package var selectedIDs: [Int]
        /// The custom item, `nil` when this list offers none (then there is no "직접 입력").
        package var customItem: SelectableItem?
        /// How many items may be selected; 1 (or less) means single selection.
        package var maximumSelectionCount: Int
        /// A regular expression the whole custom text must match, if any.
        package var validationPattern: String?
        /// What the custom field says while its text fails the pattern.
        package var validationMessage: String?
        /// Where the custom item stands.
        package var customItemPhase: CustomItemPhase
        /// The text in the custom field.
        package var customText: String

        package init(
            items: [SelectableItem],
            selectedIDs: [Int] = [],
            customItem: SelectableItem? = nil,
            maximumSelectionCount: Int = 1,
            validationPattern: String? = nil,
            validationMessage: String? = nil,
            customItemPhase: CustomItemPhase = .empty,
            customText: String = ""
        ) {
            self.items = items
            self.selectedIDs = selectedIDs
            self.customItem = customItem
            self.maximumSelectionCount = maximumSelectionCount
            self.validationPattern = validationPattern
            self.validationMessage = validationMessage
            self.customItemPhase = customItemPhase
            self.customText = customText
        }

        /// Whether a tap replaces the selection instead of adding to it.
        package var isSingleSelection: Bool { maximumSelectionCount <= 1 }

        /// Whether the maximum is reached (a tap on an unselected item is refused).
        package var isAtMaximum: Bool { selectedIDs.count >= max(1, maximumSelectionCount) }

        /// Whether `text` passes the validation pattern (always, without one).
        package func isValid(_ text: String) -> Bool {
            guard let validationPattern else { return true }
            return TextPattern.matches(text, pattern: validationPattern)
        }

        /// Whether save is enabled: the text is not empty and passes the pattern.
        package var canSaveCustomText: Bool { !customText.isEmpty && isValid(customText) }

        /// Whether `id` is an item a tap can select: a fixed item, or the saved custom item.
        func isTappable(_ id: Int) -> Bool {
            if items.contains(where: { $0.id == id }) { return true }
            return customItemPhase == .saved && customItem?.id == id
        }
    }

    package enum Action: Codable, Equatable, Sendable {
        /// A fixed item, or the saved custom item, was tapped.
        case itemTapped(Int)
        /// "직접 입력" was tapped.
        case customInputButtonTapped
        /// The custom field's text changed.
        case customTextChanged(String)
        /// ✕ was tapped: while editing it empties the text; while saved it also closes the field.
        case customClearButtonTapped
        /// Save was tapped while editing.
        case customSaveButtonTapped
        /// Edit was tapped while saved.
        case customEditButtonTapped
        /// What the parent is told.
        case delegate(Delegate)

        package enum Delegate: Codable, Equatable, Sendable {
            /// The current selection, after every action that could change it.
            case selected([Int])
            /// Typed text that fails the validation pattern.
            case invalidText(String)
        }
    }

    package init() {}

    package func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .itemTapped(let id):
            guard state.isTappable(id) else { return .none }
            toggle(id, in: &state)
            return reportSelection(state)

        case .customInputButtonTapped:
            guard state.customItem != nil, state.customItemPhase == .empty else { return .none }
            state.selectedIDs = []
            state.customItemPhase = .editing
            state.customText = ""
            return reportSelection(state)

        case .customTextChanged(let text):
            guard state.customItemPhase == .editing else { return .none }
            state.customText = text
            return state.isValid(text) ? .none : .send(.delegate(.invalidText(text)))

        case .customClearButtonTapped:
            switch state.customItemPhase {
            case .empty:
                return .none
            case .editing:
                state.customText = ""
                return .none
            case .saved:
                state.customText = ""
                state.customItemPhase = .empty
                state.customItem?.title = ""
                deselectCustomItem(in: &state)
                return reportSelection(state)
            }

        case .customSaveButtonTapped:
            guard state.customItemPhase == .editing, state.canSaveCustomText, state.customItem != nil else {
                return .none
            }
            // Seed 002: save toggles the saved flag and sets the title, nothing else.
            state.customItem?.title = state.customText
            state.customItemPhase = .saved
            return .none

        case .customEditButtonTapped:
            // Seed 002: the same toggle back; the selection is left as it is.
            guard state.customItemPhase == .saved else { return .none }
            state.customItemPhase = .editing
            return .none

        case .delegate:
            return .none
        }
    }

    // MARK: - Selection rules

    /// Deselects a selected item, otherwise selects it.
    private func toggle(_ id: Int, in state: inout State) {
        if state.selectedIDs.contains(id) {
            state.selectedIDs.removeAll { $0 == id }
        } else {
            select(id, in: &state)
        }
    }

    /// Single selection replaces; multiple selection adds only below the maximum.
    private func select(_ id: Int, in state: inout State) {
        if state.isSingleSelection {
            state.selectedIDs = [id]
        } else if !state.isAtMaximum, !state.selectedIDs.contains(id) {
            state.selectedIDs.append(id)
        }
    }

    private func deselectCustomItem(in state: inout State) {
        guard let id = state.customItem?.id else { return }
        state.selectedIDs.removeAll { $0 == id }
    }

    private func reportSelection(_ state: State) -> Effect<Action> {
        .send(.delegate(.selected(state.selectedIDs)))
    }
}
