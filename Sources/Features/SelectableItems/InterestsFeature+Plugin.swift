import StoreRuntime

// MARK: - Plugin description

extension InterestsFeature {
    package static let name = "interests"

    package static var initialState: SelectionScreenFeature.State {
        SelectionScreenFeature.State(
            title: "관심 있는 경조사를 모두 골라주세요",
            selection: SelectableItemsFeature.State(
                items: interestTitles.enumerated().map { SelectableItem(id: $0.offset + 1, title: $0.element) },
                maximumSelectionCount: 20
            )
        )
    }

    /// The 24 choices, ids 1 to 24 in this order.
    static let interestTitles = [
        "결혼식", "돌잔치", "장례식", "생일", "집들이", "졸업식", "입학식", "승진",
        "개업", "출산", "백일", "환갑", "칠순", "약혼", "상견례", "은퇴",
        "이사", "취업", "전역", "명절", "기념일", "병문안", "발표회", "전시회",
    ]
}
