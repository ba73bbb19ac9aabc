public import Components
public import JSONValue
public import StoreRuntime

// MARK: - Plugin description

extension InterestsFeature {
    public static let name = "interests"
    public static let version = "1.0.0"

    public static var initialState: State {
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

    public static func view(_ state: State) -> some Component<Action> {
        SelectionScreenView(state: state)
    }

    public static let stateSchema: JSONValue = SelectionScreenSchemas.state
    public static let actionSchema: JSONValue = SelectionScreenSchemas.action
    public static let sampleActions: [Action] = SelectionScreenFeature.sampleActions
    public static var launchAction: Action? { nil }
    // Computed: an array of metatypes is not Sendable, so a stored `static let` is refused.
    public static var dependencyKeys: [any DependencyKey.Type] { [] }
}
