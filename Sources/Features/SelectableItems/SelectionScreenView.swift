package import Components

// MARK: - SelectionScreenView

/// The view of ``SelectionScreenFeature``: title, a counter on multiple-selection screens (with a
/// notice once the maximum is reached), the list, "다음", and the toast.
package struct SelectionScreenView: CompositeComponent {
    package typealias Action = SelectionScreenFeature.Action

    let state: SelectionScreenFeature.State

    package init(state: SelectionScreenFeature.State) {
        self.state = state
    }

    package var body: some Component<Action> {
        VStack(alignment: .leading, spacing: 24) {
            Text(state.title).font(.titleBold24).id("title")
            if !state.selection.isSingleSelection {
                HStack(spacing: 8) {
                    Text("\(state.selection.selectedIDs.count)/\(state.selection.maximumSelectionCount)")
                        .font(.bodyMedium14)
                        .foreground(.labelAlternative)
                        .id("selectionCount")
                    if state.selection.isAtMaximum {
                        Text("최대 \(state.selection.maximumSelectionCount)개까지 선택할 수 있어요")
                            .font(.bodyMedium14)
                            .foreground(.red)
                            .id("maximumNotice")
                    }
                }
                .id("selectionStatus")
            }
            SelectableItemsView(state: state.selection, embed: Action.selectionPath.embed)
                .id("items")
            Spacer()
            Button.titleOnly(title: "다음", action: .nextButtonTapped)
                .foreground(.white)
                .background(.primaryNormal)
                .disabled(!state.isNextButtonEnabled)
                .id("nextButton")
        }
        .toast(state.toastMessage.map { Toast($0) })
    }
}
