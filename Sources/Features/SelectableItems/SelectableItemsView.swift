package import Components

// MARK: - SelectableItemsView

/// The view of ``SelectableItemsFeature``, embeddable in any parent: `embed` lifts the child's
/// actions into the parent's (the parent's case path `embed`).
///
/// Items are chips in a grid (two columns, one at accessibility sizes); a selected chip is
/// filled and its label says "선택됨". Below them the custom item, by phase: the "직접 입력"
/// button, the field with ✕ and save, or the saved chip with edit and ✕.
///
/// Ids clients select by: `item-<id>`, `customInputButton`, `customTextField` (its ✕ is
/// `customTextField/sideButton`), `customSaveButton`, `customItem`, `customEditButton`,
/// `customCloseButton`.
package struct SelectableItemsView<Action: Equatable & Sendable>: CompositeComponent {
    let state: SelectableItemsFeature.State
    let embed: @Sendable (SelectableItemsFeature.Action) -> Action

    package init(state: SelectableItemsFeature.State, embed: @escaping @Sendable (SelectableItemsFeature.Action) -> Action) {
        self.state = state
        self.embed = embed
    }

    package var body: some Component<Action> {
        EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: 12) {
                Grid(columns: environment.dynamicTypeSize.isAccessibilitySize ? 1 : 2) {
                    ForEach(state.items) { item in
                        // Rendered again only when the row's item or selection changed.
                        let isSelected = state.selectedIDs.contains(item.id)
                        Memoized(ChipInput(item: item, isSelected: isSelected)) {
                            chip(item, isSelected: isSelected)
                        }
                        .id("item-\(item.id)")
                    }
                }
                customItemRow
            }
        }
    }

    // MARK: - Pieces

    /// Everything a chip is made of (`embed` is the same for every render of one view).
    private struct ChipInput: Equatable {
        var item: SelectableItem
        var isSelected: Bool
    }

    private func chip(_ item: SelectableItem, isSelected: Bool) -> ModifiedComponent<Button<Action>> {
        Button.titleOnly(title: item.title, action: embed(.itemTapped(item.id)))
            .foreground(isSelected ? .white : .labelNeutral)
            .background(isSelected ? .primaryNormal : .gray100)
            .accessibilityLabel(isSelected ? "\(item.title), 선택됨" : item.title)
    }

    @ComponentBuilder<Action>
    private var customItemRow: ComponentGroup<Action> {
        if let custom = state.customItem {
            switch state.customItemPhase {
            case .empty:
                Button.iconLeading(image: "plus", title: "직접 입력", action: embed(.customInputButtonTapped))
                    .id("customInputButton")
            case .editing:
                HStack(spacing: 8) {
                    TextField(text: state.customText, onChange: { [embed] in embed(.customTextChanged($0)) })
                        .placeholder("직접 입력해 주세요")
                        .sideButton(image: "xmark.circle.fill", label: "지우기", action: embed(.customClearButtonTapped))
                        .error(state.validationMessage, isError: !state.customText.isEmpty && !state.isValid(state.customText))
                        .returnKeyType(.done)
                        .id("customTextField")
                    Button.titleOnly(title: "저장", action: embed(.customSaveButtonTapped))
                        .disabled(!state.canSaveCustomText)
                        .id("customSaveButton")
                }
                .id("customEditor")
            case .saved:
                HStack(spacing: 8) {
                    chip(custom, isSelected: state.selectedIDs.contains(custom.id)).id("customItem")
                    Button.titleOnly(title: "편집", action: embed(.customEditButtonTapped))
                        .id("customEditButton")
                    Button.iconOnly(image: "xmark", action: embed(.customClearButtonTapped))
                        .accessibilityLabel("삭제")
                        .id("customCloseButton")
                }
                .id("customSaved")
            }
        }
    }
}
