import StoreRuntime

// MARK: - Plugin description

extension ExtraInfoFeature {
    package static let name = "extraInfo"

    package static var initialState: SelectionScreenFeature.State {
        SelectionScreenFeature.State(
            title: "함께 기록할 정보를 골라주세요",
            selection: SelectableItemsFeature.State(
                items: [
                    SelectableItem(id: 1, title: "방문 여부"),
                    SelectableItem(id: 2, title: "선물"),
                    SelectableItem(id: 3, title: "메모"),
                    SelectableItem(id: 4, title: "연락처"),
                ],
                customItem: SelectableItem(id: 5, title: ""),
                maximumSelectionCount: 3
            )
        )
    }
}
