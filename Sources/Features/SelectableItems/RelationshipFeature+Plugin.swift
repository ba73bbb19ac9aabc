import StoreRuntime

// MARK: - Plugin description

extension RelationshipFeature {
    package static let name = "relationship"

    package static var initialState: SelectionScreenFeature.State {
        SelectionScreenFeature.State(
            title: "받은 분과 어떤 사이인가요?",
            selection: SelectableItemsFeature.State(
                items: [
                    SelectableItem(id: 1, title: "친구"),
                    SelectableItem(id: 2, title: "가족"),
                    SelectableItem(id: 3, title: "친척"),
                    SelectableItem(id: 4, title: "동료"),
                ],
                customItem: SelectableItem(id: 5, title: ""),
                maximumSelectionCount: 1,
                validationPattern: relationshipPattern,
                validationMessage: "한글과 영문 10자 이내로 입력해 주세요"
            )
        )
    }

    /// 1–10 Hangul syllables, Latin letters or spaces. The article's class wrote `|` between
    /// the ranges as if it meant "or", which made `|` itself an allowed character; it is left
    /// out here.
    package static let relationshipPattern = "^[가-힣a-zA-Z ]{1,10}$"
    /// Seed 002's own pattern (`RegexPatternString.relationship`), kept so a store can run with
    /// it (`initialState.selection.validationPattern`): its `|` inside the brackets is a literal,
    /// so "친구|동료" passes — the reason the default is ``relationshipPattern``.
    package static let seedRelationshipPattern = "^[가-힣|a-z|A-Z| ]{1,10}$"
}
