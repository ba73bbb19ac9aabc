public import StoreRuntime

// MARK: - RelationshipFeature

/// The "relationship" screen: single selection with a custom item and the validation pattern (the article's first screen).
///
/// A ``SelectionScreenFeature`` with its own name and initial state; state and actions are the
/// selection screen's.
public struct RelationshipFeature: SelectionScreen {
    public typealias State = SelectionScreenFeature.State
    public typealias Action = SelectionScreenFeature.Action

    public init() {}

    public var body: some Reducer<State, Action> {
        SelectionScreenFeature()
    }
}
